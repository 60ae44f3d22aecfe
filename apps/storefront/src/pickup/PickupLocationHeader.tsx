// The pickup bar wired to the visitor's choice: it preselects the nearest dock once the geo lookup
// answers (for a visitor who has not chosen), remembers a choice, and has the page read its data
// again at the new dock (a browse page's "available for my dates" list). A signed-in customer's
// choice is kept on their record, and a device they sign in on starts at it. PickupSlot.tsx shows
// it only for a prop house with more than one dock: the others load none of it.
import { useEffect } from "react";
import { locateVisitor } from "../app/locate-visitor.js";
import { usePageReload } from "../app/page-router/page-context.js";
import { useAuthState } from "../app/use-auth.js";
import { choosePickupLocation, currentPickupChoice, listedLocations, usePickupChoice } from "./chosen-location.js";
import { preselectNearest } from "./nearest-location.js";
import { PickupLocationBar } from "./PickupLocationBar/index.js";

const options = listedLocations.map((location) => ({
  id: location.id,
  displayName: location.displayName,
  street: location.address.line1,
}));

/** Kept on the customer's record; a failure leaves the choice in this browser, as a visitor's is. */
const keepOnRecord = (uid: string, locationId: string) =>
  import("./customer-pickup.js")
    .then((customer) => customer.keepOnRecord(uid, locationId))
    .catch((error: unknown) => console.warn("Backlot: the pickup location was not saved to the account", error));

export function PickupLocationHeader() {
  const choice = usePickupChoice();
  const { reload } = usePageReload();
  const auth = useAuthState();
  const uid = auth.status === "authenticated" ? auth.firebaseUser.uid : null;
  const recorded = auth.status === "authenticated" ? auth.vendorUser?.pickupLocationId : undefined;

  useEffect(() => {
    // Never throws (the lookup falls back to Hollywood); a failure to load its code leaves the first dock.
    preselectNearest(locateVisitor).then(
      (changed) => {
        if (changed) void reload();
      },
      (error: unknown) => console.warn("Backlot: the nearest dock could not be found; the first is shown", error),
    );
  }, [reload]);

  useEffect(() => {
    if (!uid) return;
    // The record is the customer's latest choice made signed in; a choice made here before signing in goes onto it.
    if (recorded) {
      if (choosePickupLocation(recorded)) void reload();
    } else if (currentPickupChoice().how === "chosen") {
      void keepOnRecord(uid, currentPickupChoice().id);
    }
  }, [uid, recorded, reload]);

  return (
    <PickupLocationBar
      locations={options}
      chosenId={choice.id}
      nearest={choice.how === "nearest"}
      onChoose={(id) => {
        if (!choosePickupLocation(id)) return;
        void reload();
        if (uid) void keepOnRecord(uid, id);
      }}
    />
  );
}
