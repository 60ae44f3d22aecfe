// The server's commands as Cloud Functions callables. firebase/functions loads when the order or
// quote page shows (prepare) or at the first call, so no other page pays for it.
import type { Captcha } from "@backlot/auth";
import type { CommandName } from "@backlot/data";
import type { FirebaseApp } from "firebase/app";
import type * as FunctionsSdk from "firebase/functions";
import { type ServerCommands, commandError } from "./server-commands.js";

export interface CallableOptions {
  app: FirebaseApp;
  vendorId: string;
  captcha: Captcha;
  newId: () => string;
  /** The Functions emulator of a "demo-" project. */
  emulator?: { host: string; port: number } | undefined;
}

export function callableCommands({ app, vendorId, captcha, newId, emulator }: CallableOptions): ServerCommands {
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

  async function call<In, Out>(name: CommandName, data: In): Promise<Out> {
    try {
      const { instance, sdk } = await loaded();
      return (await sdk.httpsCallable<In & { vendorId: string }, Out>(instance, name)({ ...data, vendorId })).data;
    } catch (error) {
      throw commandError(error);
    }
  }

  return {
    newId,
    prepare(kind) {
      loaded().catch(() => undefined); // a failure shows when something is sent
      if (kind === "quote") captcha.load().catch(() => undefined);
    },
    placeOrder: (data) => call("placeOrder", data),
    sendMessage: (data) => call("sendMessage", data),
    acceptQuote: (data) => call("acceptQuote", data),
    declineQuote: (data) => call("declineQuote", data),
    async requestQuote(data) {
      await captcha.load();
      const captchaToken = await captcha.token("quote_request");
      return call("requestQuote", { ...data, captchaToken });
    },
  };
}
