// pnpm bench:review — a designer's decision reaching the buyer (issue 35's budget: it appears on the buyer's screen
// within 1 s, p95). On the local stack's parts (bench-stack.ts): the designer's session decides one line of a list in
// review (reviewProductionList), and the time runs from the call's start until the BUYER's own listener on the list
// (what their list page renders from, a separate signed-in session) shows the decision. 40 decisions after 3 to warm
// up, alternating approve and reject on fresh lines; the figures are the emulators'.
import { vendorPaths } from "@backlot/data";
import type { Production, ProductionLine, ProductionList } from "@backlot/domain/production";
import { testVendor } from "../test/test-vendor.js";
import { benchPassword, report, startBenchStack, timeUntil } from "./bench-stack.js";

const vendorId = "bench-prop-house";
const warmUp = 3;
const measured = Number(process.env.BENCH_RUNS ?? 40);
const budgetMs = 1000;

const stack = await startBenchStack("demo-backlot-review-bench");
try {
  const { db, adminAuth } = stack;
  const paths = vendorPaths(vendorId);
  await db.doc(paths.vendor).set(testVendor(vendorId));
  const people = { designer: "designer@studio.example", buyer: "buyer@studio.example" };
  const uids: Record<keyof typeof people, string> = { designer: "", buyer: "" };
  for (const [role, email] of Object.entries(people) as [keyof typeof people, string][]) {
    const user = await adminAuth.createUser({ email, password: benchPassword, emailVerified: true });
    uids[role] = user.uid;
  }
  const now = new Date();
  const member = (name: string, email: string, roles: ("buyer" | "designer" | "coordinator")[]) => ({
    name,
    email,
    roles,
    joinedAt: now,
  });
  const productionId = "benchProduction00001";
  const listId = "benchList00000000001";
  const production: Production = {
    name: "Bench Production",
    members: {
      [uids.designer]: member("Dana Designer", people.designer, ["designer"]),
      [uids.buyer]: member("Sam Buyer", people.buyer, ["buyer", "coordinator"]),
    },
    memberUids: [uids.designer, uids.buyer],
    invites: {},
    listCount: 1,
    createdBy: { uid: uids.buyer, name: "Sam Buyer" },
    createdAt: now,
    updatedAt: now,
  };
  await db.doc(paths.production(productionId)).set(production);
  // A list the size the issue budgets for opening (300 lines), in review: each run decides one more line.
  const lines: ProductionLine[] = Array.from({ length: 300 }, (_, index) => ({
    id: `line${String(index).padStart(16, "0")}`,
    propId: `BPH-${10_000 + index}`,
    quantity: 1 + (index % 4),
    note: index % 3 === 0 ? "the taller one, if there is a choice" : "",
    group: `Scene ${1 + Math.floor(index / 30)}`,
    decision: { status: "pending" },
    alternatives: [],
    rev: 1,
    addedBy: { uid: uids.buyer, name: "Sam Buyer" },
  }));
  const list: ProductionList = {
    productionId,
    name: "Bench list",
    state: "in_review",
    groups: [...new Set(lines.map((line) => line.group))],
    lines,
    pickUpDate: "",
    returnDate: "",
    rev: 1,
    commentCount: 0,
    sent: [],
    createdBy: { uid: uids.buyer, name: "Sam Buyer" },
    createdAt: now,
    updatedAt: now,
    stateChangedBy: { uid: uids.buyer, name: "Sam Buyer" },
    stateChangedAt: now,
  };
  await db.doc(paths.productionList(productionId, listId)).set(list);
  const designer = await stack.session(people.designer);
  const buyer = await stack.session(people.buyer);

  const decisions: number[] = [];
  for (let run = 0; run < warmUp + measured; run++) {
    const line = lines[run];
    if (!line) break;
    const decision =
      run % 2 === 0
        ? { lineId: line.id, status: "approved" }
        : { lineId: line.id, status: "rejected", reason: "Too modern for 1974" };
    const took = await timeUntil<ProductionList | undefined>(
      (next) =>
        buyer.store.onDocument<ProductionList>(paths.productionList(productionId, listId), (snap) => next(snap.data)),
      (seen) => seen?.lines.find((candidate) => candidate.id === line.id)?.decision.status === decision.status,
      () => designer.call("reviewProductionList", { vendorId, productionId, listId, decisions: [decision] }),
    );
    if (run >= warmUp) decisions.push(took);
  }
  if (!report("the designer decides a line -> the buyer's listener on the list shows it", decisions, budgetMs)) {
    process.exitCode = 1;
  }
} finally {
  await stack.stop();
}
