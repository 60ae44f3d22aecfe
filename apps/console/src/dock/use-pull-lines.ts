// An order's lines as the pull list shows them: named as the server priced them (variant and all), counted from the
// order's own pulled pieces, and placed on the shelves from each prop's dock facts (staff-only documents, live: a
// location corrected by the next catalogue push shows at once).
import { type StoredDockFacts, vendorPaths } from "@backlot/data";
import { type Order, lineKey, pricedLineName } from "@backlot/domain";
import { useTenant } from "../app/services-context.js";
import { type Live, useLiveDocuments } from "../app/use-live.js";
import type { DockLine } from "./DockLines/index.js";

/** The order's lines to pull, live; a missing dock fact is no location, never an error. */
export function usePullLines(order: Pick<Order, "lines" | "estimate" | "pulled">): Live<DockLine[]> {
  const paths = vendorPaths(useTenant().vendor.id);
  const propIds = [...new Set(order.lines.map((line) => line.propId))];
  const facts = useLiveDocuments<StoredDockFacts>(propIds.map((propId) => paths.propDockFactsOf(propId)));
  if (facts.status !== "ready") return facts;
  return {
    status: "ready",
    value: order.lines.map((line) => {
      const key = lineKey(line);
      return {
        key,
        name: pricedLineName(order, key),
        itemNumber: line.propId,
        quantity: line.quantity,
        done: Math.min(line.quantity, order.pulled?.[key] ?? 0),
        location: facts.value.get(paths.propDockFactsOf(line.propId))?.location,
      };
    }),
  };
}
