// Starts the Firebase Auth emulator from firebase-tools (offline, pure Node) in a temporary
// folder, waits until it answers, and stops it cleanly. Used by the auth tests, the storefront's
// local stack and its end-to-end tests.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface AuthEmulatorOptions {
  /** A "demo-" project id: the emulator then needs no credentials and no network. */
  projectId: string;
  /** The Auth port; a free one when left out. */
  port?: number;
  /** How long a start may take (it has taken over 60 s on a loaded 2-core machine). */
  timeoutMs?: number;
}

export interface RunningAuthEmulator {
  /** "127.0.0.1:9099" (the form FIREBASE_AUTH_EMULATOR_HOST takes). */
  host: string;
  projectId: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Auth emulator did not start within ${timeoutMs / 1000} s:\n${output()}`);
}

/** The firebase-tools CLI this package depends on (no global install needed). */
function firebaseCli(): string {
  return createRequire(import.meta.url).resolve("firebase-tools/lib/bin/firebase.js");
}

export async function startAuthEmulator({ projectId, port, timeoutMs = 180_000 }: AuthEmulatorOptions): Promise<RunningAuthEmulator> {
  const [auth, hub, logging] = [port ?? (await freePort()), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), "backlot-auth-emulator-"));
  const emulators = { auth: { host: "127.0.0.1", port: auth }, hub: { host: "127.0.0.1", port: hub }, logging: { host: "127.0.0.1", port: logging }, ui: { enabled: false }, singleProjectMode: true };
  writeFileSync(join(dir, "firebase.json"), JSON.stringify({ emulators }));
  let log = "";
  const child = spawn(process.execPath, [firebaseCli(), "emulators:start", "--only", "auth", "--project", projectId, "--config", join(dir, "firebase.json")], {
    cwd: dir,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true", FIREBASE_CLI_EXPERIMENTS: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const host = `127.0.0.1:${auth}`;
  try {
    await waitUntilReady(`http://${host}/`, child, () => log, timeoutMs);
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    host,
    projectId,
    async stop() {
      if (child.exitCode === null) {
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
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
