// Vitest global setup: starts the Firebase Auth emulator (from firebase-tools, offline, pure Node)
// on free ports for this test run, and stops it afterwards. When FIREBASE_AUTH_EMULATOR_HOST is
// already set (an emulator someone started), that one is used instead.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

export const projectId = "demo-backlot";

declare module "vitest" {
  export interface ProvidedContext {
    authEmulatorHost: string;
    authProjectId: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Auth emulator exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Auth emulator did not start within ${timeoutMs / 1000} s:\n${output()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide("authProjectId", projectId);
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing) {
    project.provide("authEmulatorHost", existing);
    return () => Promise.resolve();
  }

  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), "backlot-auth-emulator-"));
  writeFileSync(
    join(dir, "firebase.json"),
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port: auth },
        hub: { host: "127.0.0.1", port: hub },
        logging: { host: "127.0.0.1", port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  let log = "";
  const child = spawn("firebase", ["emulators:start", "--only", "auth", "--project", projectId, "--config", join(dir, "firebase.json")], {
    cwd: dir,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true", FIREBASE_CLI_EXPERIMENTS: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const host = `127.0.0.1:${auth}`;
  // ~12 s on an idle machine, but the whole suite runs at once on 2 cores in CI and a start under
  // that load has taken over 60 s; a slow start is not a failure, so allow three minutes.
  await waitUntilReady(`http://${host}/`, child, () => log, 180_000);
  project.provide("authEmulatorHost", host);

  return async () => {
    child.kill("SIGINT");
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        resolve();
      }, 10_000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
    });
    rmSync(dir, { recursive: true, force: true });
  };
}
