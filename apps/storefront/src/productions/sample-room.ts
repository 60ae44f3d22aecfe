// Sample productions, lists, notices and feed for the room's stories: one art department at the New York house.
import type { ActivityWithId, ProductionListWithId, ProductionWithId } from "@backlot/data";
import type { Notice, ProductionInvite, ProductionList } from "@backlot/domain/production";

export const now = new Date("2026-11-24T15:00:00Z");
const at = (iso: string) => new Date(iso);
export const storyFormat = { locale: "en-US", timeZone: "America/New_York" };

export const dana = { uid: "dana", name: "Dana Reyes" };
export const sam = { uid: "sam", name: "Sam Okafor" };
export const lee = { uid: "lee", name: "Lee Park" };

export const harbour: ProductionWithId = {
  id: "harbour",
  name: "Harbour Lights, season 2",
  members: {
    dana: {
      name: dana.name,
      email: "dana@studio.example",
      roles: ["coordinator", "buyer"],
      joinedAt: at("2026-10-01"),
    },
    sam: { name: sam.name, email: "sam@studio.example", roles: ["designer"], joinedAt: at("2026-10-02") },
    lee: { name: lee.name, email: "lee@studio.example", roles: ["buyer"], joinedAt: at("2026-10-03") },
  },
  memberUids: ["dana", "sam", "lee"],
  invites: {
    inv1: {
      email: "director@studio.example",
      roles: ["viewer"],
      invitedBy: dana,
      invitedAt: at("2026-11-20T14:00:00Z"),
      expiresAt: at("2026-12-04T14:00:00Z"),
    },
  },
  listCount: 3,
  createdBy: dana,
  createdAt: at("2026-10-01T12:00:00Z"),
  updatedAt: at("2026-11-24T14:32:00Z"),
};

export const diner: ProductionWithId = {
  ...harbour,
  id: "diner",
  name: "Night Diner (commercial)",
  members: { dana: { ...harbour.members.dana!, roles: ["buyer"] } },
  memberUids: ["dana"],
  invites: {},
  listCount: 1,
  updatedAt: at("2025-06-02T09:10:00Z"),
};

const line = (id: string, status: "pending" | "approved" | "rejected" | "alternatives") => ({
  id,
  propId: `BPH-${id}`,
  quantity: 1,
  note: "",
  group: "Kitchen",
  decision:
    status === "pending"
      ? ({ status } as const)
      : status === "approved"
        ? ({ status, by: sam, at: now } as const)
        : status === "rejected"
          ? ({ status, reason: "Too modern", by: sam, at: now } as const)
          : ({ status, ask: "Something older", by: sam, at: now } as const),
  alternatives: [],
  rev: 1,
  addedBy: dana,
});

const list = (id: string, name: string, state: ProductionList["state"], lines: ReturnType<typeof line>[]) =>
  ({
    id,
    productionId: "harbour",
    name,
    state,
    groups: ["Kitchen"],
    lines,
    pickUpDate: "",
    returnDate: "",
    rev: 3,
    commentCount: 0,
    sent: [],
    createdBy: dana,
    createdAt: at("2026-11-01T12:00:00Z"),
    updatedAt: at("2026-11-24T13:05:00Z"),
    stateChangedBy: null,
    stateChangedAt: null,
  }) satisfies ProductionListWithId;

export const lists: ProductionListWithId[] = [
  list("kitchen", "Act 2 · Kitchen", "in_review", [
    line("1", "approved"),
    line("2", "approved"),
    line("3", "rejected"),
    line("4", "alternatives"),
    line("5", "pending"),
  ]),
  list("day14", "Day 14 · Docks", "drafting", []),
  list("lobby", "Hotel lobby", "approved", [line("6", "approved"), line("7", "approved")]),
];

export const invite: ProductionInvite & { id: string } = {
  id: "inv1",
  productionId: "harbour",
  productionName: harbour.name,
  email: "director@studio.example",
  roles: ["designer", "viewer"],
  invitedBy: dana,
  invitedAt: at("2026-11-20T14:00:00Z"),
  expiresAt: at("2026-12-04T14:00:00Z"),
};

export const activity: ActivityWithId[] = [
  {
    id: "a3",
    kind: "lines_reviewed",
    by: sam,
    at: at("2026-11-24T14:32:00Z"),
    listId: "kitchen",
    listName: "Act 2 · Kitchen",
    text: "Sam Okafor approved 2 lines and rejected 1 on Act 2 · Kitchen",
    lineIds: ["1", "2", "3"],
  },
  {
    id: "a2",
    kind: "list_moved",
    by: { ...dana, actedBy: { staffUid: "staff1", staffName: "Jo at Bowery" } },
    at: at("2026-11-24T13:05:00Z"),
    listId: "kitchen",
    listName: "Act 2 · Kitchen",
    text: "Dana Reyes sent Act 2 · Kitchen for review",
    lineIds: [],
  },
  {
    id: "a1",
    kind: "member_joined",
    by: lee,
    at: at("2026-10-03T10:00:00Z"),
    listId: null,
    listName: "",
    text: "Lee Park joined as a buyer",
    lineIds: [],
  },
];

export const notices: Notice[] = [
  {
    kind: "lines_reviewed",
    productionId: "harbour",
    productionName: harbour.name,
    listId: "kitchen",
    listName: "Act 2 · Kitchen",
    text: "Sam Okafor approved 2 lines and rejected 1",
    at: at("2026-11-24T14:32:00Z"),
  },
  {
    kind: "mentioned",
    productionId: "harbour",
    productionName: harbour.name,
    listId: "lobby",
    listName: "Hotel lobby",
    text: "Sam Okafor mentioned you: “@Dana can we get the brass lamp instead?”",
    at: at("2026-11-23T18:02:00Z"),
  },
];
