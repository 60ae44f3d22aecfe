// The demo's production room (issue 35): Hell Gate's art department shares its set lists at the prop house. Marisol
// (set decorator: buyer and coordinator) builds them, the demo account (Dana Demo) is the production designer who
// reviews them, and a buyer's invitation waits. One list is in review with decisions, an alternative and comments,
// one is approved and ready for its quote, one is being drafted; Dana has two notices unread. Written as the
// production's commands leave it (decision 0049), straight into the store as the owner: it happened before today.
import type {
  LineDecision,
  MemberRef,
  Production,
  ProductionActivity,
  ProductionLine,
  ProductionList,
  ProductionNotices,
} from "@backlot/domain/production";
import { people } from "./cast.js";
import type { OrderPlan } from "./plans.js";
import { fullName } from "./records.js";
import type { Story } from "./story.js";

/** Who reviews in the demo: the demo account that signs in to the storefront. */
export interface DemoDesigner {
  uid: string;
  email: string;
  name: string;
}

export const productionIds = {
  hellGate: "HellGateSeriesRoom01",
  inReview: "HellGate105BarOffice",
  approved: "HellGate104DinerList",
  drafting: "HellGate106RooftopLs",
  invite: "HellGateInviteBuyer1",
};

type Line = OrderPlan["lines"][number];

export async function seedProduction(story: Story, designer: DemoDesigner): Promise<{ lists: number }> {
  const { store, paths, ago } = story;
  const { marisol } = people;
  const buyer: MemberRef = { uid: marisol.uid, name: fullName(marisol) };
  const dana: MemberRef = { uid: designer.uid, name: designer.name };
  const production: Production = {
    name: marisol.production,
    members: {
      [marisol.uid]: {
        name: buyer.name,
        email: marisol.email,
        roles: ["buyer", "coordinator"],
        joinedAt: ago(9 * 1440),
      },
      [designer.uid]: { name: dana.name, email: designer.email, roles: ["designer"], joinedAt: ago(8 * 1440) },
    },
    memberUids: [marisol.uid, designer.uid],
    invites: {
      [productionIds.invite]: {
        email: "ari.cohen@hellgate-series.example",
        roles: ["buyer"],
        invitedBy: buyer,
        invitedAt: ago(300),
        expiresAt: new Date(ago(300).getTime() + 14 * 86_400_000),
      },
    },
    listCount: 3,
    createdBy: buyer,
    createdAt: ago(9 * 1440),
    updatedAt: ago(12),
  };
  await store.set(paths.production(productionIds.hellGate), { ...production });
  await store.set(paths.productionInvite(productionIds.invite), {
    productionId: productionIds.hellGate,
    productionName: production.name,
    ...production.invites[productionIds.invite],
  });

  const approved = (minutes: number): LineDecision => ({ status: "approved", by: dana, at: ago(minutes) });
  const lineOf = (id: string, line: Line, group: string, decision: LineDecision = { status: "pending" }) =>
    ({
      id,
      propId: line.prop.propId,
      quantity: line.quantity,
      note: line.note,
      group,
      decision,
      alternatives: [],
      rev: decision.status === "pending" ? 1 : 2,
      addedBy: buyer,
    }) satisfies ProductionLine;

  // Episode 105: the bar and its back office, in review since this morning.
  const [bar, backOffice] = ["Bar", "Back office"];
  const barLines = await story.linesOf([
    ["Diner & Bar", 6, "Along the bar"],
    ["Diner & Bar", 2, "Behind the bar"],
    ["Diner & Bar", 1, ""],
    ["Breakaway Glass", 12, "For the fight in scene 14"],
  ]);
  const officeLines = await story.linesOf([
    ["Office & Newsroom", 1, "The owner's desk"],
    ["Office & Newsroom", 2, ""],
    ["Posters & Art", 3, "Boxing posters, 1970s"],
  ]);
  const [alternative] = await story.linesOf([["Office & Newsroom", 1, "Older and more worn, as asked"]]);
  const lines: ProductionLine[] = [
    lineOf("HG105line00000000001", barLines[0]!, bar, approved(95)),
    lineOf("HG105line00000000002", barLines[1]!, bar, approved(94)),
    lineOf("HG105line00000000003", barLines[2]!, bar, {
      status: "rejected",
      reason: "Too clean for this bar: it has been open since 1952",
      by: dana,
      at: ago(92),
    }),
    lineOf("HG105line00000000004", barLines[3]!, bar),
    {
      ...lineOf("HG105line00000000005", officeLines[0]!, backOffice, {
        status: "alternatives",
        ask: "Something older, with cigarette burns",
        by: dana,
        at: ago(90),
      }),
      alternatives: [
        {
          id: "HG105alternative0001",
          propId: alternative!.prop.propId,
          note: alternative!.note,
          by: buyer,
          at: ago(40),
        },
      ],
      rev: 3,
    },
    lineOf("HG105line00000000006", officeLines[1]!, backOffice),
    lineOf("HG105line00000000007", officeLines[2]!, backOffice),
  ];
  const inReview: ProductionList = {
    productionId: productionIds.hellGate,
    name: "Ep. 105: Lucky's bar and back office",
    state: "in_review",
    groups: [bar, backOffice, "Alley (day 14)"],
    lines,
    pickUpDate: story.day(10),
    returnDate: story.day(24),
    rev: 14,
    commentCount: 3,
    sent: [],
    createdBy: buyer,
    createdAt: ago(2 * 1440),
    updatedAt: ago(12),
    stateChangedBy: buyer,
    stateChangedAt: ago(180),
  };
  await store.set(paths.productionList(productionIds.hellGate, productionIds.inReview), { ...inReview });
  const comments = [
    { lineId: "HG105line00000000004", body: "Do we have enough for two takes?", by: dana, at: ago(88), mentions: [] },
    {
      lineId: "HG105line00000000004",
      body: `@${dana.name.split(" ")[0]} twelve covers two takes and a spare; stunts asked for ten.`,
      by: buyer,
      at: ago(41),
      mentions: [dana.uid],
    },
    { lineId: null, body: "Alley dressing comes on Friday's list.", by: buyer, at: ago(12), mentions: [] },
  ];
  for (const [index, comment] of comments.entries()) {
    const id = `HG105comment00000000${index + 1}`.slice(0, 20);
    await store.set(paths.listComment(productionIds.hellGate, productionIds.inReview, id), comment);
  }

  // Episode 104: the diner, approved yesterday, ready for its quote.
  const dinerLines = await story.linesOf([
    ["Diner & Bar", 4, "Counter stools"],
    ["Hospital & Clinic", 1, "First-aid cabinet by the kitchen door"],
  ]);
  const approvedList: ProductionList = {
    ...inReview,
    name: "Ep. 104: Empire diner",
    state: "approved",
    groups: ["Diner"],
    lines: dinerLines.map((line, index) => lineOf(`HG104line0000000000${index + 1}`, line, "Diner", approved(1500))),
    rev: 6,
    commentCount: 0,
    createdAt: ago(5 * 1440),
    updatedAt: ago(1500),
    stateChangedBy: dana,
    stateChangedAt: ago(1500),
  };
  await store.set(paths.productionList(productionIds.hellGate, productionIds.approved), { ...approvedList });

  // Episode 106: the rooftop, being drafted.
  const rooftopLines = await story.linesOf([["Beverages", 2, "Cooler of beers"]]);
  const drafting: ProductionList = {
    ...inReview,
    name: "Ep. 106: Rooftop",
    state: "drafting",
    groups: ["Rooftop"],
    lines: rooftopLines.map((line, index) => lineOf(`HG106line0000000000${index + 1}`, line, "Rooftop")),
    rev: 2,
    commentCount: 0,
    createdAt: ago(30),
    updatedAt: ago(30),
    stateChangedBy: null,
    stateChangedAt: null,
  };
  await store.set(paths.productionList(productionIds.hellGate, productionIds.drafting), { ...drafting });

  const feed: Omit<ProductionActivity, "at">[] = [
    {
      kind: "production_created",
      by: buyer,
      listId: null,
      listName: "",
      text: `${buyer.name} started ${production.name}`,
      lineIds: [],
    },
    {
      kind: "member_joined",
      by: dana,
      listId: null,
      listName: "",
      text: `${dana.name} joined as designer`,
      lineIds: [],
    },
    {
      kind: "list_moved",
      by: dana,
      listId: productionIds.approved,
      listName: approvedList.name,
      text: `${dana.name} approved ${approvedList.name}`,
      lineIds: [],
    },
    {
      kind: "list_moved",
      by: buyer,
      listId: productionIds.inReview,
      listName: inReview.name,
      text: `${buyer.name} sent ${inReview.name} for review`,
      lineIds: [],
    },
    {
      kind: "lines_reviewed",
      by: dana,
      listId: productionIds.inReview,
      listName: inReview.name,
      text: `${dana.name} approved 2 lines, rejected 1 and asked for alternatives on 1`,
      lineIds: lines
        .slice(0, 3)
        .map((line) => line.id)
        .concat(lines[4]!.id),
    },
    {
      kind: "list_edited",
      by: buyer,
      listId: productionIds.inReview,
      listName: inReview.name,
      text: `${buyer.name} offered an alternative for ${lines[4]!.propId}`,
      lineIds: [lines[4]!.id],
    },
    {
      kind: "list_created",
      by: buyer,
      listId: productionIds.drafting,
      listName: drafting.name,
      text: `${buyer.name} started ${drafting.name}`,
      lineIds: [],
    },
  ];
  const times = [9 * 1440, 8 * 1440, 1500, 180, 90, 40, 30];
  for (const [index, entry] of feed.entries()) {
    await store.add(paths.productionActivity(productionIds.hellGate), { ...entry, at: ago(times[index] ?? 0) });
  }

  const notices: ProductionNotices = {
    unread: 2,
    items: [
      { kind: "alternative_offered", text: `${buyer.name} offered an alternative on ${inReview.name}`, at: ago(40) },
      { kind: "review_requested", text: `${buyer.name} sent ${inReview.name} for your review`, at: ago(180) },
    ].map((notice) => ({
      ...notice,
      kind: notice.kind as ProductionNotices["items"][number]["kind"],
      productionId: productionIds.hellGate,
      productionName: production.name,
      listId: productionIds.inReview,
      listName: inReview.name,
    })),
    updatedAt: ago(40),
  };
  await store.set(paths.productionNotices(designer.uid), { ...notices });
  return { lists: 3 };
}

/** The demo's production, for the start-up summary. */
export const productionSummary = (name: string) =>
  `${name}: a list in review, one approved for its quote, one being drafted`;
