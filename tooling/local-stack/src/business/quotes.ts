// The demo business's quote requests, one or more in each state a request can be in (quoteStatuses): as requestQuote
// stores them, then as answerQuote, acceptQuote, declineQuote and closeQuote leave them. The accepted one is an order
// going out today (../seed-business.ts writes it, at the quoted rates).
import {
  type CheckedQuoteRequest,
  type QuoteAnswer,
  type QuoteRequestInput,
  type QuoteStatus,
  checkQuoteRequest,
  quoteSearchTerms,
  quoteStatuses,
} from "@backlot/domain";
import { estimateRental } from "@backlot/domain/pricing";
import { orderIds, people, quoteIds } from "./cast.js";
import type { OrderPlan } from "./plans.js";
import { type Person, callerOf, fullName } from "./records.js";
import type { LineSpec, Story } from "./story.js";

/** A quote request as checked, and the props picked for its lines. */
export interface Asked {
  checked: CheckedQuoteRequest;
  lines: OrderPlan["lines"];
}

type Ask = Omit<QuoteRequestInput, "contact" | "production" | "lines"> & { lines: readonly LineSpec[] };

const pickUp = { fulfilment: "pickup", deliveryAddress: "" } as const;

export async function seedQuotes(story: Story): Promise<{
  counts: Record<QuoteStatus, number>;
  /** The request a commercial accepted, and the answer it accepted. */
  accepted: Asked & { answer: QuoteAnswer };
}> {
  const { store, paths, staff, terms, day, at, ago } = story;
  const { theo, priya, desmond, hannah, visitor } = people;
  const counts = Object.fromEntries(quoteStatuses.map((status) => [status, 0])) as Record<QuoteStatus, number>;

  /** A request as requestQuote stores it, then what became of it (`outcome`, from what it asked). */
  const request = async (
    id: string,
    who: Person,
    ask: Ask,
    createdAt: Date,
    outcome: (asked: Asked) => { status: QuoteStatus } & Record<string, unknown>,
  ): Promise<Asked> => {
    const lines = await story.linesOf(ask.lines);
    const checked = checkQuoteRequest({
      ...ask,
      contact: { name: fullName(who), email: who.email, phone: who.phone, company: who.studio },
      production: who.production,
      lines: lines.map(({ prop, quantity, note }) => ({ propId: prop.propId, quantity, note })),
    });
    const uid = who === visitor ? null : who.uid;
    const became = outcome({ checked, lines });
    await store.set(`${paths.quoteRequests}/${id}`, {
      ...checked,
      uid,
      setListId: null,
      searchTerms: quoteSearchTerms(checked),
      caller: callerOf(uid),
      createdAt,
      ...became,
    });
    counts[became.status]++;
    return { checked, lines };
  };
  /** Staff's answer: the lines at the catalogue's rates, the first `discount` percent less. */
  const answer = ({ lines, checked }: Asked, note: string, answeredAt: Date, discount = 0): QuoteAnswer => ({
    note,
    estimate: estimateRental(
      lines.map(({ prop, quantity }, index) => ({
        ...prop,
        quantity,
        weeklyRate: index === 0 ? Math.round((prop.weeklyRate * (100 - discount)) / 100) : prop.weeklyRate,
      })),
      checked.weeks,
      terms,
    ),
    answeredBy: staff.uid,
    answeredAt,
  });

  await request(
    quoteIds.hannahNew,
    hannah,
    {
      ...pickUp,
      pickUpDate: day(12),
      returnDate: day(19),
      notes: "A student production on a tight budget: is there a student rate? We'll pick up in a cargo van.",
      lines: [
        ["Laboratory", 2, "For the chemistry bench", /cylinder|flask|retort/i],
        ["Laboratory", 1, "", /centrifuge/i],
        ["Laboratory", 2, "The accident scene", /suit/i],
      ],
    },
    ago(190),
    () => ({ status: "new" }),
  );
  await request(
    quoteIds.visitorNew,
    visitor,
    {
      ...pickUp,
      pickUpDate: day(5),
      returnDate: day(6),
      notes: "A one-day music video shoot in a Bushwick bodega: the shelves need to look stocked.",
      lines: [
        ["Beverages", 24, "", /can/i],
        ["Packaged Food", 10, "", /chip|candy/i],
      ],
    },
    ago(35),
    () => ({ status: "new" }),
  );
  await request(
    quoteIds.priyaQuoted,
    priya,
    {
      ...pickUp,
      pickUpDate: day(9),
      returnDate: day(23),
      notes: "Flashback to 1994: a Catholic school classroom in Bay Ridge.",
      lines: [
        ["Classroom", 8, "Two rows of four", /student desk/i],
        ["Classroom", 1, "The teacher's desk", /teacher/i],
        ["Classroom", 1, "", /globe/i],
      ],
    },
    at(-2, "13:45"),
    (asked) => ({
      status: "quoted",
      answer: answer(
        asked,
        "Rates follow our weekly schedule. We have student desks from other decades if these don't read 1994.",
        at(-1, "10:20"),
      ),
    }),
  );
  await request(
    quoteIds.theoDeclined,
    theo,
    {
      ...pickUp,
      pickUpDate: day(10),
      returnDate: day(17),
      notes: "Ambulance bay, scene 88.",
      lines: [
        ["Stretchers & Backboards", 1, "", /litter|basket/i],
        ["Stretchers & Backboards", 2, "", /backboard/i],
      ],
    },
    at(-10, "09:30"),
    (asked) => ({
      status: "declined",
      answer: answer(asked, "Both are free for your dates.", at(-9, "15:00")),
      declineReason: "The ambulance scene was cut in the new draft. Thanks anyway!",
      decidedAt: at(-7, "11:45"),
    }),
  );
  await request(
    quoteIds.hannahClosed,
    hannah,
    {
      ...pickUp,
      pickUpDate: day(4),
      returnDate: day(11),
      notes: "For the lab accident scene.",
      lines: [["Full Bodies", 1, "", /morgue/i]],
    },
    at(-8, "22:10"),
    () => ({
      status: "closed",
      closed: {
        note: "Our full bodies are all out on a feature until the end of the month; the silicone torsos are free.",
        closedBy: staff.uid,
        closedAt: at(-7, "10:00"),
      },
    }),
  );
  const commercialAnswer = (asked: Asked) =>
    answer(
      asked,
      "Quoted at our one-week minimum, with 10% off the desks for a two-spot booking.",
      at(-5, "11:30"),
      10,
    );
  const commercial = await request(
    quoteIds.desmondAccepted,
    desmond,
    {
      pickUpDate: day(0),
      returnDate: day(3),
      fulfilment: "delivery",
      deliveryAddress: "Broadway Stages, Stage 2\n520 Kingsland Avenue\nBrooklyn, NY 11222",
      notes: "We shoot the day after pick-up: everything must be dressed by 6pm.",
      lines: [
        ["Office & Newsroom", 4, "The bullpen", /desk$/i],
        ["Office & Newsroom", 4, "", /computer|PC/i],
        ["Office & Newsroom", 6, "", /tray|file/i],
      ],
    },
    at(-6, "10:12"),
    (asked) => ({
      status: "accepted",
      answer: commercialAnswer(asked),
      orderId: orderIds.desmondToday,
      decidedAt: at(-4, "09:05"),
    }),
  );
  return { counts, accepted: { ...commercial, answer: commercialAnswer(commercial) } };
}
