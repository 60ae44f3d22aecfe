export { CustomerProductions } from "./CustomerProductions.js";
export type { CustomerProductionsProps, CustomerProductionsState, MembershipItem } from "./CustomerProductions.js";
