// A production for the stories and tests of the production's screens: The Night Diner, its team of four, a list
// reviewed line by line (one approved over an alternative, one rejected, one asking for alternatives, one waiting)
// and sent for a quote, and its feed.
import type { ActivityWithId, ProductionListWithId, ProductionWithId } from "@backlot/data";
import type { MemberRef } from "@backlot/domain/production";

const at = (iso: string) => new Date(iso);

export const dana: MemberRef = { uid: "u-dana", name: "Dana Reyes" };
export const sam: MemberRef = { uid: "u-sam", name: "Sam Ortiz" };
export const jo: MemberRef = { uid: "u-jo", name: "Jo Park" };

export const sampleProduction: ProductionWithId = {
  id: "p1",
  name: "The Night Diner",
  members: {
    "u-dana": {
      name: "Dana Reyes",
      email: "dana@astoria.example",
      roles: ["designer"],
      joinedAt: at("2026-11-10T15:00:00Z"),
    },
    "u-sam": {
      name: "Sam Ortiz",
      email: "sam@astoria.example",
      roles: ["buyer", "coordinator"],
      joinedAt: at("2026-11-09T14:00:00Z"),
    },
    "u-jo": { name: "Jo Park", email: "jo@astoria.example", roles: ["buyer"], joinedAt: at("2026-11-11T16:20:00Z") },
    "u-lee": {
      name: "Lee Chan",
      email: "lee@astoria.example",
      roles: ["viewer"],
      joinedAt: at("2026-11-12T10:00:00Z"),
    },
  },
  memberUids: ["u-dana", "u-sam", "u-jo", "u-lee"],
  invites: {
    i1: {
      email: "director@astoria.example",
      roles: ["designer"],
      invitedBy: sam,
      invitedAt: at("2026-11-20T13:00:00Z"),
      expiresAt: at("2026-12-04T13:00:00Z"),
    },
  },
  listCount: 2,
  createdBy: sam,
  createdAt: at("2026-11-09T14:00:00Z"),
  updatedAt: at("2026-11-24T14:42:00Z"),
};

export const sampleList: ProductionListWithId = {
  id: "l1",
  productionId: "p1",
  name: "Diner interior",
  state: "approved",
  groups: ["Act 1 · Counter", "Act 2 · Kitchen"],
  lines: [
    {
      id: "line1",
      propId: "BPH-30021",
      variantId: "walnut",
      quantity: 6,
      note: "Counter stools",
      group: "Act 1 · Counter",
      decision: { status: "approved", by: dana, at: at("2026-11-24T14:42:00Z") },
      alternatives: [],
      replaced: { propId: "BPH-30019" },
      rev: 4,
      addedBy: sam,
    },
    {
      id: "line2",
      propId: "BPH-20817",
      quantity: 2,
      note: "",
      group: "Act 1 · Counter",
      decision: { status: "rejected", reason: "Too modern for 1962", by: dana, at: at("2026-11-24T14:40:00Z") },
      alternatives: [],
      rev: 2,
      addedBy: jo,
    },
    {
      id: "line3",
      propId: "BPH-11002",
      quantity: 1,
      note: "Behind the pass",
      group: "Act 2 · Kitchen",
      decision: {
        status: "alternatives",
        ask: "Something greasier",
        by: { ...dana, actedBy: { staffUid: "staff1", staffName: "Alex Kim" } },
        at: at("2026-11-24T14:41:00Z"),
      },
      alternatives: [
        { id: "alt1", propId: "BPH-11007", note: "Dented, well used", by: jo, at: at("2026-11-24T14:50:00Z") },
      ],
      rev: 3,
      addedBy: sam,
    },
    {
      id: "line4",
      propId: "BPH-40400",
      quantity: 12,
      note: "",
      group: "",
      decision: { status: "pending" },
      alternatives: [],
      rev: 1,
      addedBy: jo,
    },
  ],
  pickUpDate: "2026-12-01",
  returnDate: "2026-12-15",
  rev: 14,
  commentCount: 3,
  sent: [{ kind: "quote", id: "q1aaaaaaaaaaaaaaaaaa", by: sam, at: at("2026-11-24T15:00:00Z") }],
  createdBy: sam,
  createdAt: at("2026-11-12T10:00:00Z"),
  updatedAt: at("2026-11-24T15:00:00Z"),
  stateChangedBy: dana,
  stateChangedAt: at("2026-11-24T14:55:00Z"),
};

export const sampleDraft: ProductionListWithId = {
  ...sampleList,
  id: "l2",
  name: "Parking lot",
  state: "drafting",
  groups: [],
  lines: [],
  sent: [],
  commentCount: 0,
  updatedAt: at("2026-11-21T09:00:00Z"),
  stateChangedBy: null,
  stateChangedAt: null,
};

export const sampleActivity: ActivityWithId[] = [
  {
    id: "a3",
    kind: "sent_to_house",
    by: sam,
    at: at("2026-11-24T15:00:00Z"),
    listId: "l1",
    listName: "Diner interior",
    text: "Sam Ortiz asked the prop house for a quote on Diner interior",
    lineIds: [],
  },
  {
    id: "a2",
    kind: "list_moved",
    by: dana,
    at: at("2026-11-24T14:55:00Z"),
    listId: "l1",
    listName: "Diner interior",
    text: "Dana Reyes approved Diner interior",
    lineIds: [],
  },
  {
    id: "a1",
    kind: "lines_reviewed",
    by: { ...dana, actedBy: { staffUid: "staff1", staffName: "Alex Kim" } },
    at: at("2026-11-24T14:41:00Z"),
    listId: "l1",
    listName: "Diner interior",
    text: "Dana Reyes asked for alternatives to BPH-11002",
    lineIds: ["line3"],
  },
];

/** The catalogue's names of the sample's props, as the pages read them. */
export const sampleNames = new Map<string, string>([
  ["BPH-30021", "Bentwood chair (Walnut)"],
  ["BPH-30019", "Chrome stool"],
  ["BPH-20817", "Brass desk lamp"],
  ["BPH-11002", "Deep fryer"],
  ["BPH-11007", "Deep fryer, dented"],
]);
