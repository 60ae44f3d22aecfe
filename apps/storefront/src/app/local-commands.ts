// Where no server runs (the embedded store, in the browser), the repositories do what the Cloud
// Functions do on Firebase: the demo without a Firestore emulator still orders and asks for quotes.
import { type DocumentStore, messages, quoteRequests } from "@backlot/data";
import { ordersOver } from "../orders/orders-repository.js";
import { authStore } from "./services.js";
import { type ServerCommands, CommandError } from "./server-commands.js";
import { tenant } from "./tenant.js";

function signedInUid(): string {
  const state = authStore.getState().auth;
  if (state.status !== "authenticated") throw new CommandError("Log in to do this", "unauthenticated");
  return state.firebaseUser.uid;
}

export function localCommands(documents: DocumentStore): ServerCommands {
  const quotes = quoteRequests(documents, { vendorId: tenant.vendor.id });
  return {
    newId: () => documents.newId(),
    prepare: () => undefined,
    placeOrder: ({ setListId, request }) => ordersOver(documents).place(signedInUid(), setListId, request),
    async sendMessage({ body }) {
      return {
        messageId: await messages(documents, { vendorId: tenant.vendor.id }).send(signedInUid(), "customer", body),
      };
    },
    async requestQuote({ setListId, request }) {
      const id = setListId
        ? await quotes.submitFromSetList(signedInUid(), setListId, request)
        : await quotes.submitAsVisitor(request);
      return { id };
    },
  };
}
