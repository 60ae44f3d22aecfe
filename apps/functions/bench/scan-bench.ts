// pnpm bench:scan — a scan at the dock, end to end (issue 34's budget: a scan is recorded and its line turns green
// within 300 ms, p95). On the local stack's parts (bench-stack.ts): staff's session scans a label (scanOut), and the
// time is taken from the call's start until staff's own listener on the order (what the dock screen renders from)
// shows the line's new count. 40 scans after 3 to warm up; the figures are the emulators'. Then the same order checked
// back in a scan at a time (scanIn): that scan also frees the piece's booking in the same transaction.
import { vendorPaths } from "@backlot/data";
import { type Order, addDays, vendorToday } from "@backlot/domain";
import { grantStaff } from "../src/commands/staff/grant-staff.js";
import { testVendor } from "../test/test-vendor.js";
import { benchPassword, report, startBenchStack, timeUntil } from "./bench-stack.js";

const vendorId = "bench-prop-house";
const warmUp = 3;
const measured = Number(process.env.BENCH_RUNS ?? 40);
const budgetMs = 300;

const stack = await startBenchStack("demo-backlot-scan-bench");
try {
  const { db, adminAuth } = stack;
  const paths = vendorPaths(vendorId);
  const vendor = testVendor(vendorId);
  await db.doc(paths.vendor).set(vendor);
  await adminAuth.createUser({ email: "staff@props.example", password: benchPassword, emailVerified: true });
  await grantStaff(adminAuth, "staff@props.example", vendorId);
  const staff = await stack.session("staff@props.example");
  const today = vendorToday(vendor.timezone);
  const orderId = db.collection("ids").doc().id;
  // One line with a piece for every scan: each scan counts one more.
  const order: Omit<Order, "createdAt"> = {
    uid: "bench-customer",
    setListId: "bench-list",
    setListName: "Bench",
    lines: [{ propId: "BPH-1", quantity: warmUp + measured, note: "" }],
    pickUpDate: addDays(today, 1),
    returnDate: addDays(today, 8),
    fulfilment: "pickup",
    deliveryAddress: "",
    notes: "",
    contact: { name: "Bench", email: "bench@studio.example", phone: "", company: "" },
    status: "confirmed",
  };
  await db.doc(paths.order(orderId)).set({ ...order, createdAt: new Date() });

  const scans: number[] = [];
  for (let run = 1; run <= warmUp + measured; run++) {
    const took = await timeUntil<Order | undefined>(
      (next) => staff.store.onDocument<Order>(paths.order(orderId), (snap) => next(snap.data)),
      (seen) => seen?.scannedOut?.["BPH-1"] === run,
      () => staff.call("scanOut", { vendorId, orderId, code: "BPH-1" }),
    );
    if (run > warmUp) scans.push(took);
  }
  if (!report("staff scan a label -> the dock's listener shows the line's new count", scans, budgetMs))
    process.exitCode = 1;

  // Handed over (as handOver leaves it), with its booking, then each piece scanned back in.
  const pieces = warmUp + measured;
  await db.doc(paths.order(orderId)).update({
    status: "out",
    handovers: [{ id: "h1", at: new Date(), byName: "Bench", driverName: "Bench", pieces: { "BPH-1": pieces } }],
  });
  const booking = { propId: "BPH-1", quantity: pieces, from: order.pickUpDate, to: order.returnDate, expiresAt: null };
  await db.doc(paths.propBooking("BPH-1")).set({
    propId: "BPH-1",
    bookings: [{ ...booking, key: `order:${orderId}`, kind: "order", ref: "bench", uid: "bench-customer" }],
    lastDay: order.returnDate,
  });
  const backIn: number[] = [];
  for (let run = 1; run <= pieces; run++) {
    const took = await timeUntil<Order | undefined>(
      (next) => staff.store.onDocument<Order>(paths.order(orderId), (snap) => next(snap.data)),
      (seen) => (seen?.checkIns ?? []).reduce((sum, entry) => sum + entry.pieces, 0) === run,
      () => staff.call("scanIn", { vendorId, orderId, code: "BPH-1" }),
    );
    if (run > warmUp) backIn.push(took);
  }
  if (!report("staff scan a label back in -> the dock's listener shows it back", backIn, budgetMs))
    process.exitCode = 1;
} finally {
  await stack.stop();
}
