// The dock a desk shows, from its address (?dock=vancouver), for a prop house with more than one pickup location
// (decision 0053). Without one in the address, a desk starts at the dock of staff who work at one
// (`backlot staff add --dock`), else at every dock; "All docks" is then ?dock=all. A house with one dock has no
// filter: `docks` is empty and `locationId` null, so its desks query as they always did.
import { useSearchParams } from "react-router";
import { useStore } from "zustand";
import { pickupLocationsOf } from "@backlot/tenant-config";
import { useServices, useTenant } from "./services-context.js";

/** The address's word for every dock, where a desk would otherwise start at the staff member's own. */
const everyDock = "all";

export function useDockFilter() {
  const tenant = useTenant();
  const { session } = useServices();
  const staff = useStore(session.store);
  const [params, setParams] = useSearchParams();
  const all = pickupLocationsOf(tenant);
  const docks = all.length > 1 ? all.map(({ id, displayName }) => ({ id, displayName })) : [];
  const isDock = (id: string | null | undefined): id is string => docks.some((dock) => dock.id === id);
  const own = staff.status === "staff" ? staff.docks.filter(isDock) : [];
  const home = own.length === 1 ? own[0] : undefined;
  const asked = params.get("dock");
  const locationId = isDock(asked) ? asked : asked === null && home ? home : null;
  return {
    docks,
    /** The dock to query, or null for every dock. */
    locationId,
    /** The address's dock as it is, for a page that writes its address anew (so "All docks" stays chosen). */
    inAddress: (asked ? { dock: asked } : {}) as Record<string, string>,
    setDock: (dockId: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (dockId) next.set("dock", dockId);
        else if (home) next.set("dock", everyDock);
        else next.delete("dock");
        return next;
      }),
  };
}
