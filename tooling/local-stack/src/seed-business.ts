// A business in motion for `npm start` (issue 34), so the console is never empty at first sight. Five New York
// productions and a visitor: quote requests in every state (business/quotes.ts), three orders going out today (one
// half pulled, one waiting on its insurance review), one out on a stage, one back yesterday with a damaged stool in the
// repair queue and its invoice part paid, and messages nobody at the prop house has read yet. Dates are relative to
// today at the prop house; prices are the domain's own arithmetic over catalogue props read from the store, so it runs
// after `backlot catalogue push` (and after seed-paperwork, whose props it leaves alone: business/story.ts).
import type { StoredDockFacts } from "@backlot/data";
import { type CalendarDate, type QuoteStatus, quoteStatuses } from "@backlot/domain";
import { orderIds, people, quoteIds, recordIds } from "./business/cast.js";
import { writeConfirmed, writeOut, writeReturned } from "./business/orders.js";
import type { OrderPlan } from "./business/plans.js";
import { productionSummary, seedProduction } from "./business/production.js";
import { seedQuotes } from "./business/quotes.js";
import {
  type Person,
  writeAccountTerms,
  writeCustomer,
  writeInsurance,
  writeSignature,
  writeThread,
} from "./business/records.js";
import { type BusinessSeed, type Story, storyOf } from "./business/story.js";

export type { BusinessSeed } from "./business/story.js";
export { orderIds, people, quoteIds } from "./business/cast.js";
export { productionIds } from "./business/production.js";

/** What the demo holds, for the start-up summary and the seed's test. */
export interface BusinessSummary {
  quotes: Record<QuoteStatus, number>;
  goingOutToday: number;
  out: number;
  returned: number;
  /** The returned order's invoice ("INV-0001"). */
  invoice: string;
  openRepairs: number;
  unread: { messages: number; threads: number };
  /** The production room's story, when the seed has a designer to review (business/production.ts); null without. */
  production: string | null;
}

/** "6 quote requests (2 new, 1 quoted, ...); 3 orders going out today, ...": a line for the start-up summary. */
export function describeBusiness(summary: BusinessSummary): string {
  const quotes = quoteStatuses.map((status) => `${summary.quotes[status]} ${status}`).join(", ");
  const requests = Object.values(summary.quotes).reduce((sum, count) => sum + count, 0);
  return (
    `${requests} quote requests (${quotes}); ${summary.goingOutToday} orders going out today, ${summary.out} out, ` +
    `${summary.returned} back with a piece in repair (${summary.invoice} part paid); ` +
    `${summary.unread.messages} unread messages in ${summary.unread.threads} conversations` +
    (summary.production ? `; ${summary.production}` : "")
  );
}

export async function seedBusiness(seed: BusinessSeed): Promise<BusinessSummary> {
  const story = await storyOf(seed);
  await seedCustomers(story);
  const quotes = await seedQuotes(story);
  const { desk, day, at, ago } = story;
  const { marisol, theo, priya, desmond } = people;
  const sign = async (orderId: string, person: Person, signedAt: Date) => {
    const agreement = story.vendorDoc?.agreement;
    if (agreement) await writeSignature(story.store, story.vendorId, agreement, { orderId, person, signedAt });
  };

  // Going out today: a commercial from its accepted quote (its insurance awaiting review), a reshoot all pulled, and
  // an episode half pulled.
  const { checked, lines, answer } = quotes.accepted;
  await writeConfirmed(desk, {
    id: orderIds.desmondToday,
    person: desmond,
    production: desmond.production,
    setListName: "",
    pickUpDate: checked.pickUpDate as CalendarDate,
    returnDate: checked.returnDate as CalendarDate,
    fulfilment: checked.fulfilment,
    deliveryAddress: checked.deliveryAddress,
    notes: checked.notes,
    lines,
    placedAt: at(-4, "09:05"),
    confirmedAt: at(-3, "14:20"),
    confirmNote: "Confirmed. We need your certificate of insurance before the truck leaves.",
    fromQuote: { id: quoteIds.desmondAccepted, estimate: answer.estimate },
  });
  const reshoot: OrderPlan = {
    id: orderIds.theoToday,
    person: theo,
    production: theo.production,
    setListName: "Gowanus Job: evidence room (reshoot)",
    pickUpDate: day(0),
    returnDate: day(7),
    fulfilment: "pickup",
    deliveryAddress: "",
    notes: "Our 16ft box truck, around 10am.",
    lines: await story.linesOf([
      ["Crime Scene", 2, "For the evidence table", /marker/i],
      ["Crime Scene", 1, "", /field kit/i],
      ["Crime Scene", 2, "", /tape/i],
    ]),
    placedAt: at(-3, "12:30"),
    confirmedAt: at(-2, "10:00"),
    confirmNote: "Confirmed for the reshoot: ready at the dock from 8am.",
  };
  await writeConfirmed(desk, reshoot, { pieces: (line) => line.quantity, at: ago(50) });
  await sign(reshoot.id, theo, at(-2, "21:14"));
  const waitingRoom: OrderPlan = {
    id: orderIds.priyaToday,
    person: priya,
    production: priya.production,
    setListName: "Park Slope Nights: Methodist ER waiting room (ep. 204)",
    pickUpDate: day(0),
    returnDate: day(14),
    fulfilment: "pickup",
    deliveryAddress: "",
    notes: "Pick-up around 2pm with a 20ft truck. Ask for Raf at the gate.",
    lines: await story.linesOf([
      ["Hospital & Clinic", 6, "Waiting room rows", /waiting chair|seating/i],
      ["Hospital & Clinic", 1, "Triage", /nurses station/i],
      ["Hospital & Clinic", 2, "", /exam table/i],
    ]),
    placedAt: at(-6, "16:05"),
    confirmedAt: at(-5, "09:30"),
    confirmNote: "Confirmed. See you at 2pm.",
  };
  const [first, , third] = waitingRoom.lines;
  const half = (line: OrderPlan["lines"][number]) => (line === first ? line.quantity : line === third ? 1 : 0);
  await writeConfirmed(desk, waitingRoom, { pieces: half, at: ago(25) });
  await sign(waitingRoom.id, priya, at(-4, "20:41"));

  // Out on a stage since two days ago, back in a week.
  const squadRoom: OrderPlan = {
    id: orderIds.marisolOut,
    person: marisol,
    production: marisol.production,
    setListName: "Hell Gate: 47th Precinct squad room",
    pickUpDate: day(-2),
    returnDate: day(7),
    fulfilment: "delivery",
    deliveryAddress: "Silvercup Studios, Stage 4\n42-22 22nd Street\nLong Island City, NY 11101",
    notes: "Stage 4 loading dock, off 43rd Avenue. Our set dressers are on from 9am.",
    lines: await story.linesOf([
      ["Precinct & Office Dressing", 2, "Detectives' desks", /desk$/i],
      ["Precinct & Office Dressing", 1, "The holding area", /cage/i],
      ["Precinct & Office Dressing", 1, "", /sign/i],
      ["Badges & IDs", 4, "Detectives' shields", /shield/i],
    ]),
    placedAt: at(-9, "11:20"),
    confirmedAt: at(-8, "10:05"),
    confirmNote: "Confirmed. The truck is booked for 9:30am.",
  };
  await sign(squadRoom.id, marisol, at(-7, "18:12"));
  await writeOut(desk, squadRoom, { id: recordIds.marisolHandover, at: at(-2, "09:35"), driverName: "Luis Ortega" });

  // Back yesterday after two weeks out, a stool damaged: in the repair queue, charged on the invoice, half paid.
  const bar: OrderPlan = {
    id: orderIds.theoReturned,
    person: theo,
    production: theo.production,
    setListName: "Gowanus Job: Smith Street bar",
    pickUpDate: day(-14),
    returnDate: day(-1),
    fulfilment: "pickup",
    deliveryAddress: "",
    notes: "Please pad-wrap the stools.",
    lines: await story.linesOf([
      ["Diner & Bar", 4, "Bar counter", /stool/i],
      ["Diner & Bar", 2, "Back bar", /bitters|decanter|tap/i],
      ["Diner & Bar", 6, "", /glass|mug|plate/i],
    ]),
    placedAt: at(-21, "15:40"),
    confirmedAt: at(-20, "09:15"),
    confirmNote: "Confirmed: ready at the dock from 8am.",
  };
  await sign(bar.id, theo, at(-18, "12:02"));
  const damaged = bar.lines[0]?.prop;
  const facts = damaged && (await story.store.get<StoredDockFacts>(story.paths.propDockFactsOf(damaged.propId))).data;
  const worth = facts?.replacementValue ?? (damaged?.weeklyRate ?? 0) * 10;
  const invoice = await writeReturned(desk, bar, {
    handover: { id: recordIds.theoHandover, at: at(-14, "08:20"), driverName: "Marco DeLuca" },
    at: at(-1, "16:30"),
    repairId: recordIds.barRepair,
    damage: {
      note: /stool/i.test(damaged?.name ?? "")
        ? "Vinyl seat split along the front edge and the footrest ring is bent; to the upholsterer."
        : "Came back with a cracked corner and deep scuffs; to the workshop to assess.",
      // A fifth of what a new one costs, in whole $5.
      charge: Math.max(2_500, Math.round(worth / 5 / 500) * 500),
    },
    invoice: {
      issuedAt: at(-1, "17:10"),
      payment: {
        id: recordIds.barPayment,
        method: "check",
        reference: "2231",
        at: at(-1, "17:25"),
        byName: story.staff.name,
      },
    },
  });
  const lastOrders = [squadRoom, reshoot, waitingRoom].map((plan) => [plan.person.uid, plan.id] as const);
  for (const [uid, lastOrderId] of [...lastOrders, [desmond.uid, orderIds.desmondToday] as const])
    await story.store.update(story.paths.user(uid), { lastOrderId });

  const unread = await seedInbox(story, invoice.number);
  const production = seed.designer ? await seedProduction(story, seed.designer) : null;
  return {
    quotes: quotes.counts,
    goingOutToday: 3,
    out: 1,
    returned: 1,
    invoice: invoice.number,
    openRepairs: 1,
    unread,
    production: production && productionSummary(people.marisol.production),
  };
}

/** The customers, approved long ago, with their papers on file (or, for the newest, awaiting review). */
async function seedCustomers(story: Story): Promise<void> {
  const { store, tenant, staff, day, at, ago } = story;
  const { vendor } = tenant;
  const { marisol, theo, priya, desmond, hannah } = people;
  const customers: [Person, since: number, orders: number, quotes: number, quote?: string][] = [
    [marisol, -40, 1, 0],
    [theo, -130, 2, 1, quoteIds.theoDeclined],
    [priya, -75, 1, 1, quoteIds.priyaQuoted],
    [desmond, -7, 1, 1, quoteIds.desmondAccepted],
    [hannah, -9, 0, 2, quoteIds.hannahNew],
  ];
  for (const [person, since, orderCount, quoteRequestCount, lastQuoteRequestId] of customers)
    await writeCustomer(store, vendor, person, {
      since: at(since, "10:00"),
      stats: { orderCount, quoteRequestCount },
      ...(lastQuoteRequestId ? { lastQuoteRequestId } : {}),
    });
  const paperwork = { store, vendorId: vendor.id, fileStoreRoot: story.fileStoreRoot, staff };
  const insured = [
    [marisol, "Film Risk Mutual", "FRM-90412", -30],
    [theo, "Empire Production Insurance", "EPI-55120", -120],
    [priya, "Hudson Entertainment Underwriters", "HEU-31877", -60],
  ] as const;
  for (const [person, insurer, policy, sent] of insured) {
    const coverage: [CalendarDate, CalendarDate] = [day(sent - 1), day(sent + 365)];
    const paper = { insurer, policy, coverage, sentAt: at(sent, "14:10"), vendorName: vendor.name };
    await writeInsurance(paperwork, person, paper, at(sent + 1, "09:40"));
    const terms = { terms: "Net 30", creditLimit: 5_000_000, grantedAt: at(sent + 1, "09:45") };
    await writeAccountTerms(paperwork, person, terms);
  }
  const coverage: [CalendarDate, CalendarDate] = [day(-1), day(180)];
  const sent = { insurer: "Brooklyn Indemnity", policy: "BKI-7781-02", coverage, vendorName: vendor.name };
  await writeInsurance(paperwork, desmond, { ...sent, sentAt: ago(80) }, null);
}

/** The inbox: what customers asked since yesterday, some of it unread; one answer the customer has not read yet. */
async function seedInbox(story: Story, invoiceNumber: string): Promise<{ messages: number; threads: number }> {
  const { store, vendorId, at, ago, dayName } = story;
  const { marisol, theo, priya, desmond } = people;
  const threads = [
    await writeThread(
      store,
      vendorId,
      marisol.uid,
      [
        {
          from: "customer",
          at: at(-3, "16:48"),
          body: "Can the truck come at 9:30 instead of 8? Our dressers start at 9.",
        },
        { from: "vendor", at: at(-3, "17:05"), body: "No problem: 9:30 at the Stage 4 dock." },
        {
          from: "customer",
          at: ago(95),
          body: `The showrunner wants the squad room up for episode 105 too. Could we keep it all to ${dayName(14)}?`,
        },
        { from: "customer", at: ago(62), body: "And could we add two more detective shields? We can pick them up." },
      ],
      { vendor: 2, customer: 4 },
    ),
    await writeThread(
      store,
      vendorId,
      theo.uid,
      [
        { from: "customer", at: at(-2, "11:10"), body: `What time can we pick up the evidence room on ${dayName(0)}?` },
        { from: "vendor", at: at(-2, "11:32"), body: "From 8am: it will be pulled and waiting at the dock." },
        {
          from: "customer",
          at: ago(140),
          body:
            `Got ${invoiceNumber}, thanks. The stool's seat was already split when we picked it up; ` +
            "could someone take another look at the damage charge?",
        },
      ],
      { vendor: 2, customer: 3 },
    ),
    await writeThread(
      store,
      vendorId,
      desmond.uid,
      [
        {
          from: "customer",
          at: ago(75),
          body: "Our broker's certificate of insurance is uploaded. Could you review it today? The truck is at 2pm.",
        },
      ],
      { vendor: 0, customer: 1 },
    ),
    await writeThread(
      store,
      vendorId,
      priya.uid,
      [
        { from: "customer", at: at(-1, "19:30"), body: "Is the 2pm pick-up tomorrow still OK?" },
        { from: "vendor", at: at(-1, "19:52"), body: "Yes, 2pm is fine. Your classroom quote is in your account too." },
      ],
      { vendor: 2, customer: 1 },
    ),
  ];
  const unread = threads.filter((thread) => thread.unreadByVendor > 0);
  return { messages: unread.reduce((sum, thread) => sum + thread.unreadByVendor, 0), threads: unread.length };
}
