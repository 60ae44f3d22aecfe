// pnpm bench:checklist — how soon one side of the release gate sees what the other did (issue 33's budget: the
// checklist updates on the other side within 1 s, p95). On the local stack's parts: the built functions in the
// Functions emulator, the Cloud Firestore emulator with the data rules, the Auth emulator and the file store stand-in.
// Two signed-in sessions, each with the apps' own listeners (@backlot/data's Firestore store and papers queries):
//   - the customer sends a certificate (sendPaper): how long until staff's review queue lists it;
//   - staff accept it (reviewPaper): how long until the customer's order checklist (checklistOfOrder) shows it met.
// From the call's start to the listener's answer, 20 of each after 3 to warm up. The figures are the emulators'.
import { type DocumentStore, papers, vendorPaths } from "@backlot/data";
import { type Order, type Paper, addDays, checklistOfOrder, vendorToday } from "@backlot/domain";
import { seedStoredFile } from "@backlot/emulators";
import { grantStaff } from "../src/commands/staff/grant-staff.js";
import { testVendor } from "../test/test-vendor.js";
import { benchPassword as password, report, startBenchStack, timeUntil } from "./bench-stack.js";

const vendorId = "bench-prop-house";
const warmUp = 3;
const measured = Number(process.env.BENCH_RUNS ?? 20);
const budgetMs = 1000;

const stack = await startBenchStack("demo-backlot-checklist-bench");
const session = (email: string) => stack.session(email);
const fileStore = { root: stack.fileStoreRoot };

try {
  const { db } = stack;
  const paths = vendorPaths(vendorId);
  const vendor = { ...testVendor(vendorId), requiredPaperwork: ["insurance" as const], locale: "en-US" };
  await db.doc(paths.vendor).set(vendor);
  const { adminAuth } = stack;
  await adminAuth.createUser({ email: "customer@studio.example", password, emailVerified: true });
  await adminAuth.createUser({ email: "staff@props.example", password, emailVerified: true });
  await grantStaff(adminAuth, "staff@props.example", vendorId);
  const customer = await session("customer@studio.example");
  const staff = await session("staff@props.example");
  await db.doc(paths.user(customer.uid)).set({ email: "customer@studio.example", isAuthorized: true, stats: {} });

  const today = vendorToday(vendor.timezone);
  const order: Order = {
    uid: customer.uid,
    setListId: "bench-list",
    setListName: "Bench",
    lines: [],
    pickUpDate: addDays(today, 7),
    returnDate: addDays(today, 21),
    fulfilment: "pickup",
    deliveryAddress: "",
    notes: "",
    contact: { name: "Bench", email: "customer@studio.example", phone: "", company: "" },
    status: "confirmed",
    createdAt: new Date(),
  };
  const repository = (store: DocumentStore) => papers(store, { vendorId });
  const queue: number[] = [];
  const checklist: number[] = [];
  for (let run = 0; run < warmUp + measured; run++) {
    const paperId = db.collection("ids").doc().id;
    const path = `paperwork/${vendorId}/${customer.uid}/${paperId}-coi.pdf`;
    await seedStoredFile(fileStore.root, path, { contentType: "application/pdf", size: 50_000, uid: customer.uid });
    const paper = {
      kind: "insurance",
      file: { path, name: "coi.pdf", contentType: "application/pdf", size: 50_000 },
      insurer: "Film Risk Mutual",
      policyNumber: `FRM-${String(run)}`,
      coverageStart: addDays(today, 0),
      coverageEnd: addDays(today, 60),
      limit: 100_000_000,
      additionalInsured: true,
      lossPayee: true,
    };
    // The customer sends; staff's queue (papers awaiting review) shows it.
    const sent = await timeUntil<Paper[]>(
      (next) =>
        staff.store.onQuery<Paper>(repository(staff.store).queryAwaitingReview(25), (snaps) =>
          next(snaps.flatMap((snap) => (snap.id === paperId && snap.data ? [snap.data] : []))),
        ),
      (found) => found.length > 0,
      () => customer.call("sendPaper", { vendorId, paperId, paper }),
    );
    // Staff accept it; the customer's checklist for their order shows the insurance met.
    const accepted = await timeUntil<(Paper & { id: string })[]>(
      (next) =>
        customer.store.onQuery<Paper>(repository(customer.store).queryForCustomer(customer.uid), (snaps) =>
          next(snaps.flatMap((snap) => (snap.data ? [{ ...snap.data, id: snap.id }] : []))),
        ),
      // This run's certificate, accepted (a listener's first answer may come from the SDK's cache of an earlier run).
      (mine) =>
        mine.some((found) => found.id === paperId && found.state === "accepted") &&
        checklistOfOrder(order, mine, [], vendor).every((item) => item.met),
      () => staff.call("reviewPaper", { vendorId, paperId, decision: "accept", reason: "" }),
    );
    // Lapse it again, so the next run starts with the checklist unmet; and forget the sends, which sendPaper limits
    // to 20 an hour per account (a bench sends more).
    await db.doc(paths.paper(paperId)).update({ state: "rejected", rejectedReason: "bench" });
    await db.recursiveDelete(db.collection(`${paths.vendor}/rateLimits`));
    if (run >= warmUp) {
      queue.push(sent);
      checklist.push(accepted);
    }
  }
  const ok = [
    report("customer sends a certificate -> staff's review queue lists it", queue, budgetMs),
    report("staff accept it -> the customer's order checklist shows it met", checklist, budgetMs),
  ].every(Boolean);
  if (!ok) process.exitCode = 1;
} finally {
  await stack.stop();
}
