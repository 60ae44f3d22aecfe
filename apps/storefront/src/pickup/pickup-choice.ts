// What every page needs to know of the pickup choice (decision 0053), kept small as it is in the first page's code:
// is there a choice at all (a prop house with more than one listed dock), and when did it change, so whatever was
// read at the old dock (availability) is asked again. The choice itself (remembered, the nearest, chosen) is
// chosen-location.ts, which only a prop house with a choice loads, and the availability reads, which come with the
// first dates.
import { useSyncExternalStore } from "react";
import { vendor } from "../app/tenant.js";

/** The docks a visitor may pick up from, in the tenant's order. */
export const listedLocations = (vendor.locations ?? []).filter((location) => location.isListed !== false);

export const offersPickupChoice = listedLocations.length > 1;

let changes = 0;
const listeners = new Set<() => void>();

export function subscribeToPickupChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Says the visitor's dock changed (chosen-location.ts): readers of the old dock's answers ask again. */
export function pickupChanged(): void {
  changes += 1;
  for (const listener of listeners) listener();
}

/** How often the dock has changed on this page: a part of the key availability answers are kept under. */
export const usePickupChanges = (): number =>
  useSyncExternalStore(
    subscribeToPickupChanges,
    () => changes,
    () => 0,
  );
