// A customer's favourites, named from the catalogue in Firestore: the newest first, and only the
// first few (a customer may keep two thousand; a page of names is what staff need to see).
import { useEffect, useState } from "react";
import { catalogueProps } from "@backlot/data";
import type { ActivityState } from "./CustomerActivity/index.js";
import { useServices, useTenant } from "../app/services-context.js";

/** How many favourites a customer's page names. */
export const favouritesShown = 50;

export function useFavouriteProps(propIds: readonly string[] | undefined): ActivityState {
  const { documents } = useServices();
  const tenant = useTenant();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ActivityState>({ status: "loading" });
  const shown = (propIds ?? []).slice(-favouritesShown).reverse();
  const key = propIds ? shown.join("\u0000") : null;
  useEffect(() => {
    if (key === null) return;
    let current = true;
    const ids = key ? key.split("\u0000") : [];
    catalogueProps(documents, { vendorId: tenant.vendor.id })
      .getMany(ids)
      .then((props) => {
        if (!current) return;
        const items = ids.map((id, index) => ({ id, label: props[index]?.name ?? id, detail: id }));
        setState({ status: "ready", items });
      })
      .catch(() => current && setState({ status: "error", onRetry: () => setAttempt((count) => count + 1) }));
    return () => {
      current = false;
    };
  }, [documents, tenant.vendor.id, key, attempt]);
  return state;
}
