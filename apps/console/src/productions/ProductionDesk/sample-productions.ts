// Productions for the stories and tests of the productions desk.
import type { ProductionDeskRow } from "./ProductionDesk.js";

export const sampleProductions: ProductionDeskRow[] = [
  {
    id: "p1",
    name: "The Night Diner",
    members: 4,
    coordinators: ["Sam Ortiz"],
    lists: 3,
    invites: 1,
    updatedAt: "2026-11-24T14:42:00Z",
  },
  {
    id: "p2",
    name: "Harbour Lights, season 2",
    members: 1,
    coordinators: ["Morgan Lee"],
    lists: 1,
    invites: 0,
    updatedAt: "2026-11-20T09:05:00Z",
  },
];
