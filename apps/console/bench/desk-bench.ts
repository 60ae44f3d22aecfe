// pnpm bench:desk — the quote desk's reads on the Cloud Firestore emulator (with the data rules),
// through the console's own code: @backlot/data's Firestore store and queryForDesk, as staff.
// With 10,000 requests stored, how long the desk's first page takes from the query's start to its
// first results (the goal: at most 300 ms p95), plain and searched; and how long a new request
// takes to appear in an open desk after it is written (the goal: within 1 s, p95 of 20). The
// figures are the emulator's: a local Java Firestore, not Google's servers.
import { createRequire } from "node:module";
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from "firebase-admin/app";
import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { deleteApp, initializeApp } from "firebase/app";
import { quoteRequests, vendorPaths } from "@backlot/data";
import { type QuoteStatus, searchTerm, quoteSearchTerms } from "@backlot/domain";
import { createFirestoreStore } from "@backlot/data/firestore";
import { startFirestoreEmulator } from "@backlot/emulators";

const projectId = "demo-backlot-desk-bench";
const vendorId = "bench-prop-house";
const stored = 10_000;
const runs = 20;
const pageSize = 25;
const statuses: QuoteStatus[] = ["new", "new", "quoted", "accepted", "declined"];
const productions = ["Kestrel campaign", "The Night Diner", "Harbor Lights", "Spring catalogue", "Union Square"];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

function request(index: number) {
  const contact = { name: `Customer ${index}`, email: `c${index}@studio.example`, phone: "", company: "" };
  const production = `${productions[index % productions.length] ?? ""} ${index}`;
  return {
    contact,
    production,
    pickUpDate: "2027-01-04",
    returnDate: "2027-01-18",
    weeks: 2,
    fulfilment: "pickup",
    deliveryAddress: "",
    notes: "",
    lines: [{ propId: "BPH-10432", quantity: 2, note: "" }],
    uid: null,
    setListId: null,
    status: statuses[index % statuses.length],
    searchTerms: quoteSearchTerms({ contact, production }),
  };
}

// The Admin SDK talks to the emulator only: it must not probe Google's metadata server.
process.env.METADATA_SERVER_DETECTION = "none";
const rulesFile = createRequire(import.meta.url).resolve("@backlot/data/firestore.rules");
const firestore = await startFirestoreEmulator({ projectId, rulesFile });
process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
const admin = initializeAdminApp({ projectId }, "desk-bench-admin");
const client = initializeApp({ projectId, apiKey: "demo-api-key" }, "desk-bench-client");
try {
  const db = getFirestore(admin);
  const collection = vendorPaths(vendorId).quoteRequests;
  const seedStart = performance.now();
  for (let start = 0; start < stored; start += 500) {
    const batch = db.batch();
    for (let index = start; index < Math.min(stored, start + 500); index++) {
      // Spread over the last 10,000 minutes, so "newest first" has work to do.
      batch.set(db.collection(collection).doc(), {
        ...request(index),
        createdAt: new Date(Date.now() - (stored - index) * 60_000),
      });
    }
    await batch.commit();
  }
  const seeded = performance.now() - seedStart;

  // The console's store and repository, as staff of the vendor (the rules check the claim).
  const [host = "127.0.0.1", port = "8080"] = firestore.host.split(":");
  const store = createFirestoreStore({
    app: client,
    emulator: {
      host,
      port: Number(port),
      // Staff on a verified address: the rules count the claim on no other (decision 0032).
      mockUserToken: {
        sub: "bench-staff",
        staffOf: vendorId,
        email: "bench-staff@bowery.example",
        email_verified: true,
        firebase: { sign_in_provider: "password" },
      },
    },
  });
  const desk = quoteRequests(store, { vendorId });

  /** Milliseconds from listening to the desk's query to its first results. */
  const firstPage = (term: string | null) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const stop = store.onQuery(
        desk.queryForDesk({ status: "new", term, pageSize }),
        (docs) => {
          // The SDK may first answer from what earlier listeners left in its cache (part of a page):
          // the page counts as shown once it is whole.
          if (docs.length < pageSize) return;
          resolve(performance.now() - started);
          setTimeout(stop, 0);
        },
        reject,
      );
    });
  await firstPage(null); // the connection and the rules, once
  const plain: number[] = [];
  const searched: number[] = [];
  const term = searchTerm("kestrel");
  for (let run = 0; run < runs; run++) {
    plain.push(await firstPage(null));
    searched.push(await firstPage(term));
  }

  // A new request written while the desk listens: the time until the desk's results hold it.
  const arrivals: number[] = [];
  const waiting = new Map<string, { started: number; done: () => void }>();
  const stop = store.onQuery(desk.queryForDesk({ status: "new", term: null, pageSize }), (docs) => {
    for (const doc of docs) {
      const wait = waiting.get(doc.id);
      if (!wait) continue;
      waiting.delete(doc.id);
      arrivals.push(performance.now() - wait.started);
      wait.done();
    }
  });
  for (let run = 0; run < runs; run++) {
    const ref = db.collection(collection).doc();
    await new Promise<void>((done) => {
      waiting.set(ref.id, { started: performance.now(), done });
      void ref.set({ ...request(stored + run), status: "new", createdAt: FieldValue.serverTimestamp() });
    });
  }
  stop();
  await store.close();

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const first = summary(plain);
  const found = summary(searched);
  const live = summary(arrivals);
  const verdict = (value: number, goal: number) => (value <= goal ? "ok" : "OVER");
  process.stdout.write(
    [
      `Quote desk on the Cloud Firestore emulator (${firestore.host}, data rules), as staff; ` +
        `${stored.toLocaleString("en-US")} requests seeded in ${ms(seeded)}; ${runs} runs each`,
      `  first page of ${pageSize} (new, newest first)   p50 ${ms(first.p50)}  p95 ${ms(first.p95)}  ` +
        `goal <= 300 ms  ${verdict(first.p95, 300)}`,
      `  first page, searched ("kestrel")             p50 ${ms(found.p50)}  p95 ${ms(found.p95)}  ` +
        `goal <= 300 ms  ${verdict(found.p95, 300)}`,
      `  a new request appears in an open desk       p50 ${ms(live.p50)}  p95 ${ms(live.p95)}  ` +
        `goal <= 1000 ms  ${verdict(live.p95, 1000)}`,
      "",
    ].join("\n"),
  );
} finally {
  await deleteApp(client);
  await deleteAdminApp(admin);
  await firestore.stop();
}
