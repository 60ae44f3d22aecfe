// @vitest-environment node
// The demo business `npm start` seeds (seed-business.ts), into a fresh Firestore emulator after the demo catalogue and
// seed-paperwork, as the local stack seeds them: read back the way the console reads it, and checked against the
// domain's own rules (the dock's counts, the release gate, the invoice's arithmetic, the props' availability).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DocumentStore,
  type QuoteRequest,
  type Thread,
  messages,
  orderDesk,
  productions,
  repairs,
  storedDockFacts,
  storedProp,
  vendorPaths,
} from "@backlot/data";
import { demoCatalogue } from "@backlot/demo";
import {
  type Invoice,
  type Order,
  type Paper,
  type PropBookings,
  type SignatureOnFile,
  addDays,
  checklistOfOrder,
  noEnd,
  orderReference,
  pullProgress,
  quoteStatuses,
  signatureImageProblem,
  vendorToday,
} from "@backlot/domain";
import { invoiceTermsOf, pricingTermsOf } from "@backlot/domain/pricing";
import { type RunningFirestoreEmulator, freePort } from "@backlot/emulators";
import type { Tenant } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import type { CreatedDemoAccount } from "./demo-accounts.js";
import { startLocalFirestore } from "./local-firestore.js";
import { type BusinessSummary, orderIds, productionIds, seedBusiness } from "./seed-business.js";
import { listMoveProblem, reviewCounts } from "@backlot/domain/production";
import { asOwner, seedFirestore } from "./seed-firestore.js";
import { seedPaperwork } from "./seed-paperwork.js";

const projectId = "demo-seed-business";
const staff = { uid: "sam", name: "Sam Staff" };
const designer = { uid: "DanaDemoDesignerUid1", email: "demo@bowery.example", name: "Dana Demo" };
const [riley, lee] = ["RileyReadyHarborLts2", "LeeLapsedNightShift1"];
const paperworkOrders = [riley, lee];
/** Props the e2e specs book or edit by item number. */
const specProps = ["BPH-10030", "BPH-10092", "BPH-10093", "BPH-11611"];

let emulator: RunningFirestoreEmulator;
let fileStoreRoot: string;
let tenant: Tenant;
let summary: BusinessSummary;

/** Reads the seeded store as the owner (the console reads the same as staff, under the rules). */
const read = <T>(work: (store: DocumentStore) => Promise<T>) => asOwner(emulator.port, projectId, work);

beforeAll(async () => {
  const started = await startLocalFirestore({ projectId, port: await freePort(), log: () => undefined });
  if (!started) throw new Error("The Cloud Firestore emulator did not start; `npm test` needs it (see the README)");
  emulator = started;
  fileStoreRoot = await mkdtemp(join(tmpdir(), "seed-business-"));
  const loaded = await loadTenant(resolve(import.meta.dirname, "../../../tenants/ny-props"));
  if (!loaded.ok) throw new Error("tenants/ny-props does not load");
  tenant = loaded.tenant;
  const { vendor, settings } = tenant;
  const accounts: CreatedDemoAccount[] = [
    { uid: "riley", email: "ready@bowery.example", isStaff: false, paperwork: { kind: "complete", orderId: riley } },
    { uid: "lee", email: "lapsed@bowery.example", isStaff: false, paperwork: { kind: "lapsed", orderId: lee } },
  ];
  await seedFirestore({ port: emulator.port, projectId, vendor, accounts });
  await read(async (store) => {
    // What `backlot catalogue push` leaves: the vendor's terms and agreement, each prop and its dock facts.
    const paths = vendorPaths(vendor.id);
    await store.set(
      paths.vendor,
      {
        terms: pricingTermsOf(tenant),
        invoiceTerms: invoiceTermsOf(tenant),
        holdHours: settings.holdHours,
        requiredPaperwork: settings.requiredPaperwork,
        locale: settings.locale,
        agreement: { version: "a".repeat(64), title: "Rental agreement", text: "Demo.", changedAt: "2025-01-01" },
      },
      { merge: true },
    );
    const props = demoCatalogue(tenant);
    for (let start = 0; start < props.length; start += 200) {
      const batch = store.batch();
      props.slice(start, start + 200).forEach((prop, index) => {
        batch.set(paths.prop(prop.id), { ...storedProp(prop, start + index) });
        const facts = storedDockFacts(prop);
        if (facts) batch.set(paths.propDockFactsOf(prop.id), { ...facts });
      });
      await batch.commit();
    }
    await seedPaperwork({ store, tenant, accounts, fileStoreRoot, staff });
    summary = await seedBusiness({ store, tenant, fileStoreRoot, staff, designer });
  });
}, 240_000);

afterAll(async () => {
  await emulator?.stop();
  if (fileStoreRoot) await rm(fileStoreRoot, { recursive: true, force: true });
});

describe("the demo business", () => {
  it("has quote requests in every state the domain has, counted as the summary says", async () => {
    const stored = await read((store) =>
      store.query<QuoteRequest>({ collection: vendorPaths(tenant.vendor.id).quoteRequests }),
    );
    const counts = Object.fromEntries(
      quoteStatuses.map((status) => [status, stored.filter((snap) => snap.data?.status === status).length]),
    );
    expect(counts).toEqual(summary.quotes);
    for (const status of quoteStatuses) expect(counts[status], status).toBeGreaterThan(0);
    const answered = stored.filter((snap) => ["quoted", "accepted", "declined"].includes(snap.data?.status ?? ""));
    for (const snap of answered) expect(snap.data?.answer?.estimate.subtotal, snap.id).toBeGreaterThan(0);
  });

  it("sends three confirmed orders out today, one of them partly pulled, one all pulled", async () => {
    const today = vendorToday(tenant.vendor.timezone);
    const going = await read((store) => orderDesk(store, { vendorId: tenant.vendor.id }).listForDay(today, "pickUp"));
    expect(going.map((order) => order.status)).toEqual(["confirmed", "confirmed", "confirmed"]);
    expect(going).toHaveLength(summary.goingOutToday);
    const progress = going.map((order) => pullProgress(order));
    expect(progress.filter((each) => each.pulled > 0 && !each.done)).toHaveLength(1);
    expect(progress.filter((each) => each.done)).toHaveLength(1);
    // The one from the accepted quote is priced at the quote's rates.
    const fromQuote = going.find((order) => order.quoteRequestId);
    const quote = await read(
      async (store) =>
        (await store.get<QuoteRequest>(`${vendorPaths(tenant.vendor.id).quoteRequests}/${fromQuote?.quoteRequestId}`))
          .data,
    );
    expect(quote).toMatchObject({ status: "accepted", orderId: fromQuote?.id });
    expect(fromQuote?.estimate?.subtotal).toBe(quote?.answer?.estimate.subtotal);
  });

  it("has one order out since two days ago, due back in a week, signed for by its driver", async () => {
    const { order, handover } = await read(async (store) => {
      const paths = vendorPaths(tenant.vendor.id);
      const order = (await store.get<Order>(paths.order(orderIds.marisolOut))).data;
      const id = order?.handovers?.[0]?.id ?? "none";
      return { order, handover: (await store.get<{ signature: string; pieces: object }>(paths.handover(id))).data };
    });
    const today = vendorToday(tenant.vendor.timezone);
    expect(order).toMatchObject({ status: "out", pickUpDate: addDays(today, -2), returnDate: addDays(today, 7) });
    expect(order?.history?.map((step) => step.status)).toEqual(["placed", "confirmed", "out"]);
    expect(handover?.pieces).toEqual(order?.handovers?.[0]?.pieces);
    expect(signatureImageProblem(handover?.signature ?? "")).toBeUndefined();
  });

  it("has one order back yesterday with a damaged piece in repair, its invoice issued and part paid", async () => {
    const vendorId = tenant.vendor.id;
    const paths = vendorPaths(vendorId);
    const { order, invoice, open, sequence } = await read(async (store) => ({
      order: (await store.get<Order>(paths.order(orderIds.theoReturned))).data,
      invoice: (await store.get<Invoice>(paths.invoice(orderIds.theoReturned))).data,
      open: await repairs(store, { vendorId }).listOpen(10),
      sequence: (await store.get(paths.invoiceSequence)).data,
    }));
    expect(order?.status).toBe("returned");
    expect(order?.invoiceNumber).toBe("INV-0001");
    expect(sequence).toEqual({ next: 2 });
    const damaged = order?.checkIns?.filter((entry) => entry.condition === "damaged") ?? [];
    expect(damaged).toHaveLength(1);
    expect(open).toEqual([
      expect.objectContaining({
        id: damaged[0]?.repairId,
        orderId: orderIds.theoReturned,
        reference: orderReference(orderIds.theoReturned),
      }),
    ]);
    const bookings = await read(
      async (store) => (await store.get<PropBookings>(paths.propBooking(open[0]?.propId ?? ""))).data,
    );
    expect(bookings?.bookings).toEqual([expect.objectContaining({ kind: "repair", to: noEnd, quantity: 1 })]);
    // Out and back on the days it was booked for: its rent is what it was quoted; the damage and tax come on top.
    const charges = invoice?.charges;
    expect(charges?.totals.rent).toBe(order?.estimate?.subtotal);
    expect(charges?.totals.damage).toBe(damaged[0]?.charge);
    expect(invoice?.payments).toHaveLength(1);
    expect(invoice?.balanceDue).toBe((charges?.totals.total ?? 0) - (invoice?.payments[0]?.amount ?? 0));
    expect(invoice?.balanceDue).toBeGreaterThan(0);
  });

  it("lets out only orders whose papers the release gate takes; the commercial's insurance awaits review", async () => {
    const vendorId = tenant.vendor.id;
    const paths = vendorPaths(vendorId);
    const checklist = async (orderId: string) =>
      read(async (store) => {
        const vendor = (await store.get(paths.vendor)).data ?? {};
        const order = (await store.get<Order>(paths.order(orderId))).data as Order;
        const papers = await store.query<Paper>({ collection: paths.papers, where: [["uid", "==", order.uid]] });
        const signatures = await store.query<SignatureOnFile>({
          collection: paths.signatures,
          where: [["orderId", "==", orderId]],
        });
        return checklistOfOrder(
          order,
          papers.flatMap((snap) => (snap.data ? [snap.data] : [])),
          signatures.flatMap((snap) => (snap.data ? [snap.data] : [])),
          vendor,
        );
      });
    for (const orderId of [orderIds.marisolOut, orderIds.theoReturned, orderIds.theoToday, orderIds.priyaToday])
      expect(
        (await checklist(orderId)).filter((item) => !item.met),
        orderId,
      ).toEqual([]);
    const waiting = await checklist(orderIds.desmondToday);
    expect(waiting.find((item) => item.requirement === "insurance")?.detail).toMatch(/awaits the prop house's review/);
  });

  it("has conversations with messages the prop house has not read, first in the inbox", async () => {
    const inbox = await read((store) => messages(store, { vendorId: tenant.vendor.id }).listInbox(20));
    const unread = inbox.filter((thread: Thread) => thread.unreadByVendor > 0);
    expect(unread).toHaveLength(summary.unread.threads);
    expect(unread.reduce((sum, thread) => sum + thread.unreadByVendor, 0)).toBe(summary.unread.messages);
    expect(inbox.slice(0, unread.length)).toEqual(unread);
  });

  it("has a production whose team reviews its lists: one in review, one approved, one drafting", async () => {
    const { production, lists, notices } = await read(async (store) => {
      const repo = productions(store, { vendorId: tenant.vendor.id });
      const [mine] = await repo.mine(designer.uid);
      return {
        production: mine,
        lists: mine ? await repo.lists(mine.id) : [],
        notices: await repo.notices(designer.uid),
      };
    });
    expect(production?.id).toBe(productionIds.hellGate);
    expect(production?.members[designer.uid]?.roles).toEqual(["designer"]);
    expect(production?.memberUids).toEqual(Object.keys(production?.members ?? {}));
    expect(lists.map((list) => list.state).sort()).toEqual(["approved", "drafting", "in_review"]);
    const inReview = lists.find((list) => list.state === "in_review");
    expect(inReview && reviewCounts(inReview)).toMatchObject({ approved: 2, rejected: 1, alternatives: 1, pending: 3 });
    const approved = lists.find((list) => list.state === "approved");
    expect(approved && listMoveProblem({ ...approved, state: "in_review" }, "approve")).toBeNull();
    expect(notices?.unread).toBe(2);
    expect(summary.production).toContain("a list in review");
  });

  it("books props within their stock, and none that seed-paperwork or the e2e specs book", async () => {
    const vendorId = tenant.vendor.id;
    const paths = vendorPaths(vendorId);
    const booked = await read(async (store) => {
      const all = await store.query<PropBookings>({ collection: paths.propBookings });
      const stock = new Map(
        (await store.query<{ quantity: number; department: string }>({ collection: paths.props })).map((snap) => [
          snap.id,
          snap.data,
        ]),
      );
      return all.flatMap((snap) =>
        (snap.data?.bookings ?? []).map((booking) => ({ ...booking, prop: stock.get(snap.id) })),
      );
    });
    const ours = booked.filter((booking) => !paperworkOrders.some((id) => booking.key === `order:${id}`));
    const paperworkProps = [
      ...new Set(booked.filter((booking) => !ours.includes(booking)).map((booking) => booking.propId)),
    ];
    expect(paperworkProps).toHaveLength(2);
    for (const booking of ours) {
      expect([...paperworkProps, ...specProps]).not.toContain(booking.propId);
      expect(["Cameras", "Prop Firearms"]).not.toContain(booking.prop?.department);
      expect(booking.quantity).toBeLessThanOrEqual(booking.prop?.quantity ?? 0);
    }
    // One booking per prop: no two of the story's orders share a prop, so each fits its stock on every day.
    expect(new Set(ours.map((booking) => booking.propId)).size).toBe(ours.length);
  });
});
