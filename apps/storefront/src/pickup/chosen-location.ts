// The pickup location a visitor rents from, for a prop house with more than one dock (issue 37;
// decision 0053): what they chose (remembered in this browser), else the dock nearest them once the
// geo lookup answers (nearest-location.ts), else the first listed. Availability is read, and set
// lists are held and ordered, at it. A prop house with one dock offers no choice: this module is not
// loaded for it until dates are chosen, and then answers nothing, so its calls name no location, as before.
import { useSyncExternalStore } from "react";
import { vendor } from "../app/tenant.js";
import { listedLocations, offersPickupChoice, pickupChanged, subscribeToPickupChanges } from "./pickup-choice.js";

export { listedLocations, offersPickupChoice };

export interface PickupChoice {
  id: string;
  /** Chosen by the visitor, preselected as the nearest, or the first for want of either. */
  how: "chosen" | "nearest" | "first";
}

const storageKey = `backlot:pickup-location:${vendor.id}`;
const first: PickupChoice = { id: listedLocations[0]?.id ?? "", how: "first" };
const isListed = (id: unknown): id is string => listedLocations.some((location) => location.id === id);

function remembered(): PickupChoice {
  try {
    const id = globalThis.localStorage?.getItem(storageKey);
    return isListed(id) ? { id, how: "chosen" } : first;
  } catch {
    // Storage refused (a private window's quota, a policy): the first dock, chosen again next visit.
    return first;
  }
}

let current: PickupChoice | undefined;
const choice = () => (current ??= remembered());
const set = (next: PickupChoice) => {
  current = next;
  pickupChanged();
};

/** The dock availability is read at, or undefined for a prop house with one (its calls name none). */
export const chosenLocationId = (): string | undefined => (offersPickupChoice ? choice().id : undefined);

/** A call's `locationId` at the chosen dock, or nothing for a prop house with one (its calls name none). */
export function atChosenLocation(): { locationId?: string } {
  const locationId = chosenLocationId();
  return locationId ? { locationId } : {};
}

/**
 * The visitor's own choice (or a signed-in customer's, from their record), remembered in this browser; a dock no
 * longer listed is ignored. Says whether the dock changed.
 */
export function choosePickupLocation(id: string): boolean {
  if (!isListed(id)) return false;
  const before = choice();
  try {
    localStorage.setItem(storageKey, id);
  } catch {
    // Kept for this visit only.
  }
  const changed = before.id !== id;
  if (changed || before.how !== "chosen") set({ id, how: "chosen" });
  return changed;
}

/** The choice as it stands, outside React (the pickup bar's effects). */
export const currentPickupChoice = (): PickupChoice => choice();

/** The nearest dock, preselected for a visitor who has not chosen one: never over their own choice. Says whether the
 * dock changed. */
export function preselectLocation(id: string): boolean {
  const changed = choice().how !== "chosen" && isListed(id) && id !== choice().id;
  if (changed) set({ id, how: "nearest" });
  return changed;
}

/** The choice, re-rendering when it changes; the first dock while prerendering and hydrating (no mismatch). */
export const usePickupChoice = (): PickupChoice => useSyncExternalStore(subscribeToPickupChanges, choice, () => first);
