// Starts the Firebase Auth emulator from firebase-tools (offline, pure Node) in a temporary
// folder, waits until it answers, and stops it cleanly. Used by the auth tests, the storefront's
// local stack and its end-to-end tests.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startProcess } from "./emulator-process.js";
import { freePort } from "./free-port.js";

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

/** The firebase-tools CLI this package depends on (no global install needed). */
export function firebaseCli(): string {
  return createRequire(import.meta.url).resolve("firebase-tools/lib/bin/firebase.js");
}

export async function startAuthEmulator({
  projectId,
  port,
  timeoutMs = 180_000,
}: AuthEmulatorOptions): Promise<RunningAuthEmulator> {
  const [auth, hub, logging] = [port ?? (await freePort()), await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), "backlot-auth-emulator-"));
  const emulators = {
    auth: { host: "127.0.0.1", port: auth },
    hub: { host: "127.0.0.1", port: hub },
    logging: { host: "127.0.0.1", port: logging },
    ui: { enabled: false },
    singleProjectMode: true,
  };
  writeFileSync(join(dir, "firebase.json"), JSON.stringify({ emulators }));
  const emulator = startProcess(
    "The Auth emulator",
    process.execPath,
    [
      firebaseCli(),
      "emulators:start",
      "--only",
      "auth",
      "--project",
      projectId,
      "--config",
      join(dir, "firebase.json"),
    ],
    {
      cwd: dir,
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true", FIREBASE_CLI_EXPERIMENTS: "" },
    },
  );
  const host = `127.0.0.1:${auth}`;
  const cleanUp = async (signal?: NodeJS.Signals) => {
    await emulator.stop(signal);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await emulator.waitUntilReady(`http://${host}/`, timeoutMs);
  } catch (error) {
    await cleanUp("SIGKILL");
    throw error;
  }
  // firebase-tools shuts its emulators down on SIGINT (Ctrl+C).
  return { host, projectId, stop: () => cleanUp("SIGINT") };
}
