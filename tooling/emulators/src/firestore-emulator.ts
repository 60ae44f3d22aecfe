// Starts the Cloud Firestore emulator (the Google Cloud CLI's, on the machine's Java) on a free
// port, with security rules when given, waits until it answers, and stops it cleanly. Tests load
// rules and clear data per project id through the emulator's REST API.
import { readFileSync } from "node:fs";
import { startProcess } from "./emulator-process.js";
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

export interface RunningFirestoreEmulator {
  /** "127.0.0.1:8080" (the form FIRESTORE_EMULATOR_HOST takes). */
  host: string;
  port: number;
  projectId: string;
  /** Replaces the security rules of one project (the default one when left out). */
  loadRules(source: string, projectId?: string): Promise<void>;
  /** Deletes every document of one project. */
  clear(projectId?: string): Promise<void>;
  stop(): Promise<void>;
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`The Firestore emulator refused to ${what} (HTTP ${response.status}): ${await response.text()}`);
}

export async function startFirestoreEmulator(options: FirestoreEmulatorOptions): Promise<RunningFirestoreEmulator> {
  const env = options.env ?? process.env;
  const { jar, java } = locateFirestoreEmulator(env);
  const port = options.port ?? (await freePort());
  const websocketPort = await freePort();
  if (options.rulesFile) readFileSync(options.rulesFile); // A missing rules file fails here, by name, not in the emulator's log.
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

  const projectUrl = (projectId = options.projectId) => `http://${host}/emulator/v1/projects/${projectId}`;
  return {
    host,
    port,
    projectId: options.projectId,
    async loadRules(source, projectId) {
      const body = JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: source }] } });
      await expectOk(await fetch(`${projectUrl(projectId)}:securityRules`, { method: "PUT", body }), "load the rules");
    },
    async clear(projectId) {
      await expectOk(await fetch(`${projectUrl(projectId)}/databases/(default)/documents`, { method: "DELETE" }), "clear the data");
    },
    stop: () => emulator.stop("SIGTERM"),
  };
}
