// A sample production list for the list page's stories: the kitchen of "Harbour Lights" in review, its lines in every
// state (one with alternatives offered), comments with mentions, and its history. Photos are drawn in the browser.
import type { Prop } from "@backlot/domain";
import type { ProductionLine, ProductionList } from "@backlot/domain/production";
import type { ResponsiveImage } from "@backlot/ui/Picture";
import { sampleResponsiveImage } from "@backlot/ui/testing/sample-responsive-image";
import type { ActivityItem } from "./ActivityPanel/index.js";
import type { Calls } from "./list-calls.js";
import type { CommentView, LineView, MemberNames } from "./list-types.js";
import type { PropView } from "./prop-view.js";

const at = (iso: string) => new Date(iso);
export const sampleWhen = (date: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(date);

export const dana = { uid: "dana", name: "Dana Reyes" };
export const sam = { uid: "sam", name: "Sam Okafor" };
export const lee = { uid: "lee", name: "Lee Park" };
export const sampleMembers: MemberNames = {
  dana: { name: dana.name },
  sam: { name: sam.name },
  lee: { name: lee.name },
};

const image = (name: string, hue: number): ResponsiveImage => ({ ...sampleResponsiveImage(name, hue), alt: name });

const prop = (propId: string, name: string, hue: number): PropView => ({
  propId,
  name,
  image: image(name, hue),
  href: `/props/${propId}`,
});

export const sampleProps = {
  lamp: prop("BPH-10432", "Brass floor lamp", 40),
  stool: prop("BPH-20117", "Chrome diner stool", 200),
  phone: prop("BPH-31120", "Rotary payphone", 0),
  fridge: prop("BPH-40021", "1950s refrigerator", 160),
  kettle: prop("BPH-40388", "Enamel kettle", 20),
  table: prop("BPH-52004", "Formica kitchen table", 280),
  oldFridge: prop("BPH-40022", "Icebox, oak", 30),
};

const base = {
  quantity: 1,
  note: "",
  group: "Act 2 · Kitchen",
  alternatives: [],
  rev: 2,
  addedBy: dana,
} satisfies Partial<ProductionLine>;

const line = (id: string, view: PropView, extra: Partial<ProductionLine> = {}): LineView => ({
  line: { id, propId: view.propId, decision: { status: "pending" }, ...base, ...extra },
  prop: view,
  alternatives: [],
});

export const pendingLine = line("L1", sampleProps.lamp, { quantity: 2, note: "The taller one, for the window" });
export const approvedLine = line("L2", sampleProps.stool, {
  quantity: 4,
  decision: { status: "approved", by: sam, at: at("2026-11-24T14:30:00Z") },
});
export const rejectedLine = line("L3", sampleProps.phone, {
  decision: { status: "rejected", reason: "Too clean for this kitchen", by: sam, at: at("2026-11-24T14:31:00Z") },
});
export const alternativesLine: LineView = {
  ...line("L4", sampleProps.fridge, {
    group: "Act 2 · Pantry",
    decision: { status: "alternatives", ask: "Something older, pre-war", by: sam, at: at("2026-11-24T14:32:00Z") },
  }),
  alternatives: [
    {
      alternative: {
        id: "A1",
        propId: sampleProps.oldFridge.propId,
        note: "Works, door sticks",
        by: lee,
        at: at("2026-11-24T14:50:00Z"),
      },
      prop: sampleProps.oldFridge,
    },
    {
      alternative: { id: "A2", propId: sampleProps.kettle.propId, note: "", by: dana, at: at("2026-11-24T14:55:00Z") },
      prop: sampleProps.kettle,
    },
  ],
};
export const chosenLine: LineView = {
  ...line("L5", sampleProps.table, {
    group: "Act 2 · Pantry",
    decision: { status: "approved", by: sam, at: at("2026-11-24T14:40:00Z") },
    replaced: { propId: "BPH-52001" },
  }),
  replaced: prop("BPH-52001", "Chrome dinette table", 300),
};

export const sampleLines: LineView[] = [pendingLine, approvedLine, rejectedLine, alternativesLine, chosenLine];

export const sampleList: ProductionList & { id: string } = {
  id: "kitchen",
  productionId: "harbour",
  name: "Act 2 · Kitchen",
  state: "in_review",
  groups: ["Act 2 · Kitchen", "Act 2 · Pantry", "Day 14 · Docks"],
  lines: sampleLines.map((view) => view.line),
  pickUpDate: "2026-12-01",
  returnDate: "2026-12-15",
  rev: 9,
  commentCount: 3,
  sent: [],
  createdBy: dana,
  createdAt: at("2026-11-20T12:00:00Z"),
  updatedAt: at("2026-11-24T14:55:00Z"),
  stateChangedBy: dana,
  stateChangedAt: at("2026-11-24T13:05:00Z"),
};

export const sampleComments: CommentView[] = [
  {
    id: "C1",
    body: "@SamOkafor is brass too warm next to the fridge?",
    byName: dana.name,
    at: at("2026-11-24T14:10:00Z"),
  },
  { id: "C2", body: "Fine by me. @Dana keep the tall one.", byName: sam.name, at: at("2026-11-24T14:20:00Z") },
];

export const sampleActivity: ActivityItem[] = [
  {
    id: "a3",
    text: "Sam Okafor approved Chrome diner stool and rejected Rotary payphone on Act 2 · Kitchen",
    by: sam,
    at: at("2026-11-24T14:32:00Z"),
  },
  {
    id: "a2",
    text: "Dana Reyes sent Act 2 · Kitchen for review",
    by: { ...dana, actedBy: { staffUid: "staff1", staffName: "Jo" } },
    at: at("2026-11-24T13:05:00Z"),
  },
  {
    id: "a1",
    text: "Lee Park added 2 × Brass floor lamp to Act 2 · Kitchen",
    by: lee,
    at: at("2026-11-23T10:00:00Z"),
  },
];

/** A failed quantity and a decision waiting, as the calls' state holds them. */
export const sampleCalls: Calls = {
  L1: { pending: {}, errors: { quantity: "A quantity is a whole number from 1 to 999" }, shown: {} },
  L2: { pending: { decision: true }, errors: {}, shown: {} },
};

/** Props the stories' finder finds. */
export const sampleFound: Prop[] = [
  {
    id: "BPH-40022",
    name: "Icebox, oak",
    images: [{ url: sampleProps.oldFridge.image?.url ?? "", width: 1024, height: 768 }],
    variants: [],
  },
  {
    id: "BPH-40030",
    name: "Refrigerator, mint",
    images: [{ url: sampleProps.fridge.image?.url ?? "", width: 1024, height: 768 }],
    variants: [
      { id: "mint", name: "Mint" },
      { id: "cream", name: "Cream" },
    ],
  },
] as unknown as Prop[];
