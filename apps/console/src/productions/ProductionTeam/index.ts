export { ProductionTeam } from "./ProductionTeam.js";
export type { ProductionTeamProps } from "./ProductionTeam.js";
