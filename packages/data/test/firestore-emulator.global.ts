// Vitest global setup: the Cloud Firestore emulator for this run (no rules: each suite loads
// firestore.rules into its own project). An emulator someone started (FIRESTORE_EMULATOR_HOST)
// is used as it is. A machine without the emulator fails the run with what to install, unless
// BACKLOT_NO_FIRESTORE=1 says to skip the Firestore suites, which the run then prints.
import { startFirestoreEmulator } from "@backlot/emulators";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** "127.0.0.1:8080", or null when BACKLOT_NO_FIRESTORE=1 skips the Firestore suites. */
    firestoreEmulatorHost: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const existing = process.env.FIRESTORE_EMULATOR_HOST;
  if (existing) {
    project.provide("firestoreEmulatorHost", existing);
    return () => Promise.resolve();
  }
  if (process.env.BACKLOT_NO_FIRESTORE === "1") {
    process.stdout.write("BACKLOT_NO_FIRESTORE=1: skipping the Firestore contract, rules and repository suites.\n");
    project.provide("firestoreEmulatorHost", null);
    return () => Promise.resolve();
  }
  const emulator = await startFirestoreEmulator({ projectId: "demo-backlot" });
  project.provide("firestoreEmulatorHost", emulator.host);
  return () => emulator.stop();
}
