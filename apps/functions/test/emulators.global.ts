// Vitest global setup: the functions as they ship (the built dist/, which turbo builds before the
// tests) in the Functions emulator, with the Auth emulator beside it and a Cloud Firestore
// emulator under the data rules. A machine without the Firestore emulator fails with what to
// install; BACKLOT_NO_FIRESTORE=1 skips these suites instead, and says so.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { startFileStoreStandIn, startFirestoreEmulator, startFunctionsEmulator } from "@backlot/emulators";
import type { TestProject } from "vitest/node";
import { commandNames } from "@backlot/domain";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the emulators are, or null when BACKLOT_NO_FIRESTORE=1 skips the suites. */
    emulators: {
      projectId: string;
      firestoreHost: string;
      functionsHost: string;
      authHost: string;
      /** The file store stand-in's folder (tests seed papers' files there) and address. */
      fileStore: { root: string; url: string };
    } | null;
  }
}

export const projectId = "demo-backlot-functions";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.BACKLOT_NO_FIRESTORE === "1") {
    process.stdout.write(
      "BACKLOT_NO_FIRESTORE=1: skipping the functions' suites (they need the Firestore emulator).\n",
    );
    project.provide("emulators", null);
    return () => Promise.resolve();
  }
  const source = fileURLToPath(new URL("../dist", import.meta.url));
  if (!existsSync(`${source}/index.js`)) {
    throw new Error(
      `${source}/index.js is missing: build the functions first (pnpm --filter @backlot/functions build)`,
    );
  }
  const rulesFile = createRequire(import.meta.url).resolve("@backlot/data/firestore.rules");
  const firestore = await startFirestoreEmulator({ projectId, rulesFile });
  const fileStore = await startFileStoreStandIn({ root: mkdtempSync(join(tmpdir(), "backlot-files-")), projectId });
  try {
    const functions = await startFunctionsEmulator({
      projectId,
      source,
      firestoreHost: firestore.host,
      functions: commandNames,
      env: { BACKLOT_FILE_STORE_STAND_IN_URL: fileStore.url },
    });
    project.provide("emulators", {
      projectId,
      firestoreHost: firestore.host,
      functionsHost: functions.functionsHost,
      authHost: functions.authHost,
      fileStore: { root: fileStore.root, url: fileStore.url },
    });
    return async () => {
      await functions.stop();
      await firestore.stop();
      await fileStore.stop();
      rmSync(fileStore.root, { recursive: true, force: true });
    };
  } catch (error) {
    await firestore.stop();
    await fileStore.stop();
    throw error;
  }
}
