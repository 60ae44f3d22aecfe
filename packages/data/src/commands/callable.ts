// The server's commands, called as Cloud Functions callables from a browser: firebase/functions
// loads at the first call (or when an app prepares for one), never with the first page; a failed
// load is forgotten so the next call tries again; the vendor's id rides with every call; and a
// failure comes back as a CommandError that says what to do.
import type { FirebaseApp } from "firebase/app";
import type * as FunctionsSdk from "firebase/functions";
import { type CommandName, commandError } from "@backlot/domain";

export interface CallableOptions {
  app: FirebaseApp;
  vendorId: string;
  /** The Functions emulator of a "demo-" project. */
  emulator?: { host: string; port: number } | undefined;
}

export interface CallableCaller {
  /** Starts loading the SDK now (a failure shows at the call). */
  prepare: () => void;
  /** Calls a command with the vendor's id added; rejects with a CommandError. */
  call: <In, Out>(name: CommandName, data: In) => Promise<Out>;
}

export function callableCaller({ app, vendorId, emulator }: CallableOptions): CallableCaller {
  let functions: Promise<{ instance: FunctionsSdk.Functions; sdk: typeof FunctionsSdk }> | undefined;
  const loaded = () =>
    (functions ??= import("firebase/functions").then(
      (sdk) => {
        const instance = sdk.getFunctions(app);
        if (emulator) sdk.connectFunctionsEmulator(instance, emulator.host, emulator.port);
        return { instance, sdk };
      },
      (error: unknown) => {
        functions = undefined; // the next call tries again
        throw error;
      },
    ));
  return {
    prepare: () => void loaded().catch(() => undefined),
    call: async <In, Out>(name: CommandName, data: In): Promise<Out> => {
      try {
        const { instance, sdk } = await loaded();
        return (await sdk.httpsCallable<In & { vendorId: string }, Out>(instance, name)({ ...data, vendorId })).data;
      } catch (error) {
        throw commandError(error, globalThis.navigator?.onLine ?? true);
      }
    },
  };
}
