// The console's services, started once: Firebase, the staff session over Firebase Auth, Cloud
// Firestore (the console reads what customers sent, live, under the rules' staff access) and the
// staff commands (Cloud Functions callables, loaded with the first call). The console needs the
// server: a build for the embedded store has nothing to manage, and says so.
import { type DocumentStore, quoteRequests, withListenerRetry } from "@backlot/data";
import { type CommandName, CommandError } from "@backlot/domain";
import type { FileStore } from "@backlot/data/files";
import { runtimeConfigOf } from "@backlot/hosting/runtime-config";
import { type StaffSessionControl, createStaffSession } from "../auth/staff-session.js";
import type { ConsoleTenant } from "./console-tenant.js";

/** The services this build talks to (Vite replaces import.meta.env in builds). */
export const runtimeConfig = runtimeConfigOf(import.meta.env ?? {});

export interface ConsoleServices {
  session: StaffSessionControl;
  documents: DocumentStore;
  quoteRequests: ReturnType<typeof quoteRequests>;
  /** Customers' uploaded files (paperwork), read as the signed-in staff member; opened on first use. */
  files: () => Promise<FileStore>;
  /** A staff command; rejects with a CommandError that says what to do. */
  call: <Out>(name: CommandName, data: Record<string, unknown>) => Promise<Out>;
}

export class ConsoleUnavailable extends Error {
  override name = "ConsoleUnavailable";
}

export async function startConsoleServices(tenant: ConsoleTenant): Promise<ConsoleServices> {
  if (runtimeConfig.documentStore !== "firestore") {
    throw new ConsoleUnavailable(
      "This console was built without Cloud Firestore (VITE_DOCUMENT_STORE=firestore), so it has no requests, " +
        "orders or messages to show. Start the local stack with `npm start`, or build it for your Firebase project.",
    );
  }
  const [
    { initializeApp },
    { createFirebaseAuthService },
    { createFirestoreStore },
    { callableCaller },
    { lazyFileStore },
  ] = await Promise.all([
    import("firebase/app"),
    import("@backlot/auth/firebase"),
    import("@backlot/data/firestore"),
    import("@backlot/data/callable"),
    import("@backlot/data/files"),
  ]);
  const app = initializeApp(runtimeConfig.firebase);
  const auth = createFirebaseAuthService({
    app,
    ...(runtimeConfig.authEmulatorUrl
      ? { emulatorUrl: runtimeConfig.authEmulatorUrl, appVerificationDisabledForTesting: true }
      : {}),
  });
  const emulator = runtimeConfig.firestoreEmulator;
  const documents = withListenerRetry(createFirestoreStore({ app, ...(emulator ? { emulator } : {}) }));
  const vendorId = tenant.vendor.id;

  const { call } = callableCaller({ app, vendorId, emulator: runtimeConfig.functionsEmulator });

  /** The prop house's invitation of the signed-in address, taken if there is one (acceptStaffInvite). */
  const acceptInvite = async (): Promise<boolean> => {
    try {
      await call("acceptStaffInvite", {});
      return true;
    } catch (error) {
      if (error instanceof CommandError && error.code === "not-found") return false;
      if (error instanceof CommandError && error.code === "unavailable") {
        const message = "The console could not check for a staff invitation: the connection dropped. Sign in again.";
        throw new Error(message, { cause: error });
      }
      throw error;
    }
  };

  return {
    session: createStaffSession(auth, vendorId, { acceptInvite }),
    documents,
    quoteRequests: quoteRequests(documents, { vendorId }),
    call: (name, data) => call(name, data),
    files: lazyFileStore({ app, standInUrl: runtimeConfig.fileStoreStandIn, idToken: () => auth.getIdToken() }),
  };
}
