// The server's commands as Cloud Functions callables. firebase/functions loads when the order or
// quote page shows (prepare) or at the first call, so no other page pays for it.
import type { Captcha } from "@backlot/auth";
import { type CallableOptions as CallerOptions, callableCaller } from "@backlot/data/callable";
import type { ServerCommands } from "./server-commands.js";
import { productionCallables } from "../productions/production-commands.js";

export interface CallableOptions extends CallerOptions {
  captcha: Captcha;
  newId: () => string;
}

export function callableCommands({ captcha, newId, ...caller }: CallableOptions): ServerCommands {
  const { call, prepare } = callableCaller(caller);
  return {
    newId,
    prepare(kind) {
      prepare();
      if (kind === "quoteRequest") captcha.load().catch(() => undefined);
    },
    placeOrder: (data) => call("placeOrder", data),
    sendMessage: (data) => call("sendMessage", data),
    acceptQuote: (data) => call("acceptQuote", data),
    declineQuote: (data) => call("declineQuote", data),
    readAvailability: (data) => call("readAvailability", data),
    holdSetList: (data) => call("holdSetList", data),
    releaseHold: (data) => call("releaseHold", data),
    recordSignIn: (data) => call("recordSignIn", data),
    endImpersonation: (data) => call("endImpersonation", data),
    startCardAuthorisation: (data) => call("startCardAuthorisation", data),
    confirmCardAuthorisation: (data) => call("confirmCardAuthorisation", data),
    sendPaper: (data) => call("sendPaper", data),
    signAgreement: (data) => call("signAgreement", data),
    extendOrder: (data) => call("extendOrder", data),
    addToOrder: (data) => call("addToOrder", data),
    ...productionCallables(call),
    async requestQuote(data) {
      await captcha.load();
      const captchaToken = await captcha.token("quote_request");
      return call("requestQuote", { ...data, captchaToken });
    },
  };
}
