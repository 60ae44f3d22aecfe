// A set list's dates and what they mean: the dates form (kept on the list, and remembered as the
// browsing dates), the props that are not free for them, and the customer's hold on the list
// (use-list-hold.ts). A short prop is named with the variants its lines ask for.
import type { SetListWithId } from "@backlot/data";
import { type SetListLine, type VariantSource, lineName, linePrice, variantIdOf } from "@backlot/domain";
import { vendorToday } from "@backlot/domain/calendar-date";
import { HoldPanel } from "@backlot/ui/HoldPanel";
import { RentalDates } from "@backlot/ui/RentalDates";
import { withListAtChosenLocation } from "../pickup/list-location.js";
import { getServices } from "../app/services.js";
import { vendor } from "../app/tenant.js";
import {
  type RentalDates as Dates,
  datesOfList,
  hasRentalDates,
  setRentalDates,
  useRentalDates,
} from "../catalogue/availability/rental-dates.js";
import { useListHold } from "./use-list-hold.js";

interface SetListDatesProps {
  uid: string;
  list: SetListWithId;
  /** The list's props from the catalogue, by id (undefined: no longer in it), for their names. */
  propOf: (propId: string) => VariantSource | undefined;
}

/** A prop's name with the variants its lines ask for: "Bentwood chair (Walnut, Oak)". */
function nameWithVariants(propId: string, prop: VariantSource | undefined, lines: readonly SetListLine[]): string {
  if (!prop) return propId;
  const variants = lines.flatMap((line) => {
    const price = linePrice(prop, propId, variantIdOf(line));
    return "variantName" in price && price.variantName ? [price.variantName] : [];
  });
  return lineName(prop.name, variants.join(", ") || undefined);
}

export function SetListDates({ uid, list, propOf }: SetListDatesProps) {
  const browsing = useRentalDates();
  const listDates = { pickUpDate: list.pickUpDate ?? "", returnDate: list.returnDate ?? "" };
  const hold = useListHold({
    uid,
    holdId: list.id,
    lines: list.lines,
    dates: listDates,
    nameOf: (propId) =>
      nameWithVariants(
        propId,
        propOf(propId),
        list.lines.filter((line) => line.propId === propId),
      ),
    hold: async () => {
      const { commands, setLists } = await getServices();
      await withListAtChosenLocation(setLists, uid, list.id);
      return commands.holdSetList({ setListId: list.id });
    },
  });

  const saveDates = async (dates: Dates) => {
    const { setLists } = await getServices();
    await setLists.setDates(uid, list.id, { ...dates, today: vendorToday(vendor.timezone) });
    // The list's dates are the ones the customer is working to: browse with them too (and clear them with it,
    // or the form would fill itself again with the same dates).
    setRentalDates(dates);
  };

  return (
    <>
      <RentalDates
        {...datesOfList(list, browsing)}
        today={vendorToday(vendor.timezone)}
        onChange={saveDates}
        labels={{ legend: "Rental dates for this list" }}
        description={
          hasRentalDates(listDates)
            ? "What this list is checked and held for, and what its quote or order starts with."
            : "Not saved on this list yet: apply them to check and hold its props for these dates."
        }
      />
      <HoldPanel {...hold} />
    </>
  );
}
