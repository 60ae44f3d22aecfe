// Vitest global setup: starts the Firebase Auth emulator for this test run and stops it
// afterwards. When FIREBASE_AUTH_EMULATOR_HOST is already set (an emulator someone started),
// that one is used instead.
import type { TestProject } from "vitest/node";
import { startAuthEmulator } from "@backlot/emulators";

export const projectId = "demo-backlot";

declare module "vitest" {
  export interface ProvidedContext {
    authEmulatorHost: string;
    authProjectId: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide("authProjectId", projectId);
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing) {
    project.provide("authEmulatorHost", existing);
    return () => Promise.resolve();
  }
  const emulator = await startAuthEmulator({ projectId });
  project.provide("authEmulatorHost", emulator.host);
  return () => emulator.stop();
}
