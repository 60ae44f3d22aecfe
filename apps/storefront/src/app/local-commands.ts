// Where no server runs (the embedded store, in the browser), the repositories do what the Cloud
// Functions do on Firebase: the demo without a Firestore emulator still orders and asks for quotes.
import type { DocumentStore } from "@backlot/data";
import { authStore } from "./app-stores.js";
import type { Services } from "./services-contract.js";
import { type ServerCommands, CommandError } from "./server-commands.js";
import { productionCommandsWithoutServer } from "../productions/production-commands.js";

function signedInUid(): string {
  const state = authStore.getState().auth;
  if (state.status !== "authenticated") throw new CommandError("Log in to do this", "unauthenticated");
  return state.firebaseUser.uid;
}

const noServer = new CommandError(
  "Quotes and holds are kept on the prop house's server, and this demo runs without one (start it with npm start)",
  "unavailable",
);

const noOrderServer = new CommandError(
  "Orders are extended and added to on the prop house's server, and this demo runs without one " +
    "(start it with npm start)",
  "unavailable",
);

const noCardServer = new CommandError(
  "Cards are authorised through the prop house's server, and this demo runs without one (start it with npm start)",
  "unavailable",
);

export function localCommands(
  documents: DocumentStore,
  { orders, quoteRequests, messages, users }: Pick<Services, "orders" | "quoteRequests" | "messages" | "users">,
): ServerCommands {
  return {
    newId: () => documents.newId(),
    prepare: () => undefined,
    // A production's list is ordered on the server only (its room needs one).
    placeOrder: ({ setListId, request }) =>
      setListId ? orders.place(signedInUid(), setListId, request) : Promise.reject(noServer),
    async sendMessage({ body }) {
      return { messageId: await messages.send(signedInUid(), "customer", body) };
    },
    // Quotes are priced by the prop house's staff, on the server; without one, none is ever priced.
    acceptQuote: () => Promise.reject(noServer),
    declineQuote: () => Promise.reject(noServer),
    // Nothing is booked without a server: every prop is free, and holds wait for one.
    readAvailability: () => Promise.resolve({ props: {}, unavailable: [] }),
    holdSetList: () => Promise.reject(noServer),
    releaseHold: () => Promise.resolve({ ok: true }),
    // The customer's own device keeps the record: no request address to record, no captcha to check.
    recordSignIn: (call) => users.recordSignInWithoutServer(call),
    // No server keeps a record of the session to end: signing out (which the banner does next) is all.
    endImpersonation: () => Promise.resolve({ ok: true }),
    // An extension or an add-on books props, which only the server does.
    extendOrder: () => Promise.reject(noOrderServer),
    addToOrder: () => Promise.reject(noOrderServer),
    // A card is saved with the payment provider by the server; without one, no card is taken.
    startCardAuthorisation: () => Promise.reject(noCardServer),
    confirmCardAuthorisation: () => Promise.reject(noCardServer),
    // Staff review papers on the server; without one, there is no one to send them to.
    sendPaper: () =>
      Promise.reject(
        new CommandError(
          "Paperwork is kept on the prop house's server, and this demo runs without one (start it with npm start)",
          "unavailable",
        ),
      ),
    // A signature is the server's record (the time, the address, the version): nothing local can stand in for it.
    signAgreement: () =>
      Promise.reject(
        new CommandError(
          "The rental agreement is signed on the prop house's server, and this demo runs without one " +
            "(start it with npm start)",
          "unavailable",
        ),
      ),
    ...productionCommandsWithoutServer,
    async requestQuote({ setListId, request }) {
      const id = setListId
        ? await quoteRequests.submitFromSetList(signedInUid(), setListId, request)
        : await quoteRequests.submitAsVisitor(request);
      return { id };
    },
  };
}
