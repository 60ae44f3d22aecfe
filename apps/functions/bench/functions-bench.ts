// The commands' latency on the local emulators: the built functions (dist/) in the Functions
// emulator, over the Cloud Firestore emulator, called with Firebase's client SDK as the storefront
// calls them, by a signed-in customer: placeOrder for a set list of 50 lines, and readAvailability
// for a set list of 200 lines whose props each have orders and holds (issue 18's budget: 200 ms
// p95). Prints p50 and p95 of each.
// Run: pnpm bench:functions (from the root). The figures are the emulator's: a local Java
// Firestore and one Node process, not Google's servers.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { deleteApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from "firebase/auth";
import { connectFunctionsEmulator, getFunctions, httpsCallable } from "firebase/functions";
import { vendorPaths } from "@backlot/data";
import { commandNames, vendorToday } from "@backlot/domain";
import { startFirestoreEmulator, startFunctionsEmulator } from "@backlot/emulators";
import { testVendor } from "../test/test-vendor.js";

const projectId = "demo-backlot-bench";
const vendorId = "bench-prop-house";
const lineCount = 50;
const availabilityLines = 200;
const warmUp = 5;
const measured = Number(process.env.BENCH_CALLS ?? 60);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const rulesFile = createRequire(import.meta.url).resolve("@backlot/data/firestore.rules");
const firestore = await startFirestoreEmulator({ projectId, rulesFile });
const functions = await startFunctionsEmulator({
  projectId,
  source: fileURLToPath(new URL("../dist", import.meta.url)),
  firestoreHost: firestore.host,
  functions: commandNames,
}).catch(async (error: unknown) => {
  await firestore.stop();
  throw error;
});

process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
const admin = initializeAdminApp({ projectId }, "bench-admin");
const client = initializeApp({ projectId, apiKey: "demo-api-key" }, "bench-client");
try {
  const db = getFirestore(admin);
  const paths = vendorPaths(vendorId);
  await db.doc(paths.vendor).set(testVendor(vendorId));
  const lines = Array.from({ length: lineCount }, (_, index) => ({ propId: `BENCH-${index}`, quantity: 2, note: "" }));
  const batch = db.batch();
  for (const line of lines)
    batch.set(db.doc(paths.prop(line.propId)), { name: `Prop ${line.propId}`, weeklyRate: 2500 });
  await batch.commit();

  const auth = getAuth(client);
  connectAuthEmulator(auth, `http://${functions.authHost}`, { disableWarnings: true });
  const { user } = await createUserWithEmailAndPassword(auth, "bench@studio.example", "bench-password-1");
  await db.doc(paths.user(user.uid)).set({ email: user.email, isAuthorized: true, stats: { orderCount: 0 } });
  const setListId = db.collection("ids").doc().id;
  await db.doc(paths.setList(setListId)).set({ ownerUid: user.uid, name: "Bench", production: "Bench", lines });

  const sdk = getFunctions(client);
  const [host = "127.0.0.1", port = "5001"] = functions.functionsHost.split(":");
  connectFunctionsEmulator(sdk, host, Number(port));
  const placeOrder = httpsCallable(sdk, "placeOrder");
  const today = vendorToday("America/New_York");
  const day = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const request = {
    contact: { name: "Bench", email: "bench@studio.example", phone: "", company: "" },
    production: "",
    pickUpDate: day(7),
    returnDate: day(28),
    fulfilment: "pickup",
    deliveryAddress: "",
    notes: "",
  };

  /** Runs `call` after the warm-up `measured` times and prints its p50 and p95. */
  async function measure(title: string, call: () => Promise<unknown>, budgetMs?: number) {
    const times: number[] = [];
    for (let count = 0; count < warmUp + measured; count += 1) {
      const started = performance.now();
      await call();
      if (count >= warmUp) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const format = (ms: number) => `${ms.toFixed(1)} ms`;
    const p95 = percentile(times, 95);
    const verdict = budgetMs === undefined ? "" : ` (budget ${budgetMs} ms: ${p95 <= budgetMs ? "within" : "OVER"})`;
    process.stdout.write(
      [
        `${title}, Functions + Firestore emulators (${measured} calls after ${warmUp} warm-up):`,
        `  p50 ${format(percentile(times, 50))}`,
        `  p95 ${format(p95)}${verdict}`,
        `  min ${format(times[0] ?? Number.NaN)}, max ${format(times.at(-1) ?? Number.NaN)}`,
        "",
      ].join("\n"),
    );
  }

  await measure(`placeOrder, ${lineCount}-line set list`, () =>
    placeOrder({ vendorId, orderId: db.collection("ids").doc().id, setListId, request }),
  );

  // 200 props of 5 each, every one with a confirmed order, a placed order's hold and a customer's hold
  // around the dates asked about: the server reads 400 documents and works out each prop.
  const props = Array.from({ length: availabilityLines }, (_, index) => `AVAIL-${index}`);
  const booking = (propId: string, key: string, from: number, to: number, expiresAt: string | null) => ({
    propId,
    quantity: 1,
    from: day(from),
    to: day(to),
    expiresAt,
    ref: key,
    key,
    kind: expiresAt ? "hold" : "order",
    uid: "someone",
  });
  const later = new Date(Date.now() + 48 * 3_600_000).toISOString();
  for (let start = 0; start < props.length; start += 100) {
    const write = db.batch();
    for (const propId of props.slice(start, start + 100)) {
      write.set(db.doc(paths.prop(propId)), { name: `Prop ${propId}`, weeklyRate: 2500, quantity: 5 });
      const bookings = [
        booking(propId, "order:a", 3, 12, null),
        booking(propId, "order:b", 10, 20, later),
        booking(propId, "hold:c", 14, 30, later),
      ];
      write.set(db.doc(paths.propBooking(propId)), { propId, bookings, lastDay: day(30) });
    }
    await write.commit();
  }
  const readAvailability = httpsCallable(sdk, "readAvailability");
  await measure(
    `readAvailability, ${availabilityLines}-line set list`,
    () => readAvailability({ vendorId, pickUpDate: day(7), returnDate: day(28), propIds: props, ownHold: setListId }),
    200,
  );
} finally {
  await deleteApp(client);
  await deleteAdminApp(admin);
  await functions.stop();
  await firestore.stop();
}
