// Starts the Cloud Firestore emulator (the Google Cloud CLI's, on the machine's Java) on a free
// port, with security rules when given, waits until it answers, and stops it cleanly.
import { readFileSync } from "node:fs";
import { startProcess } from "./emulator-process.js";
import { type FirestoreEmulatorControl, firestoreEmulatorControl } from "./firestore-emulator-control.js";
import { freePort } from "./free-port.js";
import { locateFirestoreEmulator } from "./locate-firestore-emulator.js";

export interface FirestoreEmulatorOptions {
  /** The default project ("demo-" ids need no credentials); other project ids work too. */
  projectId: string;
  /** A free port when left out. */
  port?: number;
  /** Security rules for every project; without them the emulator allows everything. */
  rulesFile?: string;
  /** A start takes about 3 s on a quiet machine and much longer on a loaded one. */
  timeoutMs?: number;
  /** Where to look for Java and the emulator (tests pass their own). */
  env?: NodeJS.ProcessEnv;
}

export interface RunningFirestoreEmulator extends FirestoreEmulatorControl {
  /** "127.0.0.1:8080" (the form FIRESTORE_EMULATOR_HOST takes). */
  host: string;
  port: number;
  projectId: string;
  stop(): Promise<void>;
}

export async function startFirestoreEmulator(options: FirestoreEmulatorOptions): Promise<RunningFirestoreEmulator> {
  const env = options.env ?? process.env;
  const { jar, java } = locateFirestoreEmulator(env);
  const port = options.port ?? (await freePort());
  const websocketPort = await freePort();
  // A missing rules file fails here, by name, rather than somewhere in the emulator's log.
  if (options.rulesFile) readFileSync(options.rulesFile);
  const args = [
    // The emulator only speaks English, and says so.
    "-Duser.language=en",
    "-cp",
    jar,
    "com.google.cloud.datastore.emulator.firestore.CloudFirestore",
    "start",
    "--host=127.0.0.1",
    `--port=${port}`,
    `--websocket_port=${websocketPort}`,
    `--project_id=${options.projectId}`,
    ...(options.rulesFile ? [`--rules=${options.rulesFile}`] : []),
  ];
  const emulator = startProcess("The Firestore emulator", java, args, { env });
  const host = `127.0.0.1:${port}`;
  try {
    await emulator.waitUntilReady(`http://${host}/`, options.timeoutMs ?? 120_000);
  } catch (error) {
    await emulator.stop("SIGKILL");
    throw error;
  }
  return {
    ...firestoreEmulatorControl(host),
    host,
    port,
    projectId: options.projectId,
    stop: () => emulator.stop("SIGTERM"),
  };
}
