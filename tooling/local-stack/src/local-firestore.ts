// The local stack's Cloud Firestore emulator, with the data package's rules. Where this machine
// cannot run it (or BACKLOT_NO_FIRESTORE=1 says not to), the local stack falls back to the
// embedded store, and says so in one line: never silently.
import { createRequire } from "node:module";
import {
  FirestoreEmulatorUnavailable,
  type RunningFirestoreEmulator,
  startFirestoreEmulator,
} from "@backlot/emulators";

export const rulesFile = createRequire(import.meta.url).resolve("@backlot/data/firestore.rules");

export interface LocalFirestoreOptions {
  projectId: string;
  port: number;
  /** Where notices go (one line each). */
  log: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

/** The running emulator, or undefined when the local stack should use the embedded store. */
export async function startLocalFirestore(
  options: LocalFirestoreOptions,
): Promise<RunningFirestoreEmulator | undefined> {
  const env = options.env ?? process.env;
  const fallback = "the storefront uses the embedded store instead (each browser keeps its own data)";
  if (env.BACKLOT_NO_FIRESTORE === "1") {
    options.log(`BACKLOT_NO_FIRESTORE=1: no Firestore emulator; ${fallback}.`);
    return undefined;
  }
  try {
    return await startFirestoreEmulator({ projectId: options.projectId, port: options.port, rulesFile, env });
  } catch (error) {
    if (!(error instanceof FirestoreEmulatorUnavailable)) throw error;
    options.log(
      `no Firestore emulator here: ${error.missing} So ${fallback}; the README (Data) says how to install it.`,
    );
    return undefined;
  }
}
