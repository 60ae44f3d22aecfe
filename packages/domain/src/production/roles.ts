// A production's members and what each role may do (issue 35, decision 0049). One table: the functions refuse by it,
// the rules tests walk it, and the storefront shows or hides controls by it. The rules cannot import it, so
// firestore.rules reads roles only for reading (every member reads; no client writes a production's documents).

export const productionRoles = ["buyer", "designer", "coordinator", "viewer"] as const;
export type ProductionRole = (typeof productionRoles)[number];

/** What a person reads beside their name in the member list and the invitation form. */
export const roleLabels: Record<ProductionRole, string> = {
  buyer: "Buyer",
  designer: "Designer",
  coordinator: "Coordinator",
  viewer: "Viewer",
};

export const roleDescriptions: Record<ProductionRole, string> = {
  buyer: "Picks props: builds and edits the lists, offers alternatives",
  designer: "Reviews the lists: approves or rejects each line, asks for alternatives",
  coordinator: "Sends approved lists to the prop house, handles quotes, orders and paperwork, manages the team",
  viewer: "Reads the lists and the activity",
};

/**
 * Which roles may do each thing. A member may hold several roles (a small team's decorator both buys and
 * coordinates); they may do what any of them allows. Every member reads everything of the production.
 */
export const productionPermissions = {
  read: ["buyer", "designer", "coordinator", "viewer"],
  comment: ["buyer", "designer", "coordinator"],
  /** Make lists, add, change and remove lines and groups, offer alternatives, send a list for review. */
  editLists: ["buyer"],
  /** Approve, reject or ask for alternatives on a line; approve a list or send it back with changes requested. */
  review: ["designer"],
  /** Hold an approved list, request its quote, place its order: the production's word to the prop house. */
  sendToHouse: ["coordinator"],
  /** Invite, change roles, remove members and withdraw invitations. */
  manageMembers: ["coordinator"],
} as const satisfies Record<string, readonly ProductionRole[]>;

export type ProductionAction = keyof typeof productionPermissions;

/** Whether a member with `roles` may do `action`. */
export const mayDo = (roles: readonly ProductionRole[], action: ProductionAction): boolean =>
  roles.some((role) => (productionPermissions[action] as readonly ProductionRole[]).includes(role));

/** The roles that may do `action`, as people read them ("a buyer", "a designer or a coordinator"). */
export function rolesThatMay(action: ProductionAction): string {
  const names = productionPermissions[action].map((role) => `a ${roleLabels[role].toLowerCase()}`);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "no one");
}

/** Roles as stored: known, each once, in the table's order; at least one. */
export function rolesProblem(roles: unknown): string | null {
  if (!Array.isArray(roles) || roles.length === 0) return "Choose at least one role";
  const unknown = roles.filter((role) => !(productionRoles as readonly unknown[]).includes(role));
  if (unknown.length > 0) {
    return `${unknown.map(String).join(", ")} is not a role; the roles are ${productionRoles.join(", ")}`;
  }
  if (new Set(roles).size !== roles.length) return "Name each role once";
  return null;
}

/** Roles in the table's order, each once. */
export const orderedRoles = (roles: readonly ProductionRole[]): ProductionRole[] =>
  productionRoles.filter((role) => roles.includes(role));
