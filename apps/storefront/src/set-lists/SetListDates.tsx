// A set list's dates and what they mean: the dates form (kept on the list, and remembered as the
// browsing dates), the props that are not free for them, and the customer's hold on the list. Stock is
// counted per prop (docs/decisions/0035): a prop's lines in different variants are added up.
import { useEffect, useState } from "react";
import { type Hold, type SetListWithId, holdsOfCustomer } from "@backlot/data";
import {
  type SetListLine,
  type VariantSource,
  lineName,
  linePrice,
  quantitiesByProp,
  variantIdOf,
} from "@backlot/domain";
import { vendorToday } from "@backlot/domain/calendar-date";
import { HoldPanel } from "@backlot/ui/HoldPanel";
import { RentalDates } from "@backlot/ui/RentalDates";
import { getServices } from "../app/services.js";
import { settings, vendor } from "../app/tenant.js";
import { useWatchedQuery } from "../app/use-watched-query.js";
import {
  type RentalDates as Dates,
  datesOfList,
  hasRentalDates,
  setRentalDates,
  useRentalDates,
} from "../catalogue/availability/rental-dates.js";
import { useAvailability } from "../catalogue/availability/use-availability.js";

interface SetListDatesProps {
  uid: string;
  list: SetListWithId;
  /** The list's props from the catalogue, by id (undefined: no longer in it), for their names. */
  propOf: (propId: string) => VariantSource | undefined;
}

/** Whether the hold took the list as it is now: the same dates and the same quantities of the same props. */
function holdMatches(hold: Pick<Hold, "pickUpDate" | "returnDate" | "lines">, list: SetListWithId): boolean {
  const held = quantitiesByProp(hold.lines);
  const wanted = quantitiesByProp(list.lines);
  return (
    hold.pickUpDate === list.pickUpDate &&
    hold.returnDate === list.returnDate &&
    wanted.size === held.size &&
    [...wanted].every(([propId, quantity]) => held.get(propId) === quantity)
  );
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
  const holds = useWatchedQuery<Hold>(() => holdsOfCustomer(vendor.id, uid), [uid]);
  const liveHold = holds.status === "ready" ? (holds.docs.find((each) => each.setListId === list.id) ?? null) : null;
  // What the last press did, shown until the live hold catches up (so the old buttons do not come back meanwhile).
  const [pressed, setPressed] = useState<{ heldUntil: string } | "released" | null>(null);
  const caughtUp =
    pressed === null || (pressed === "released" ? liveHold === null : liveHold?.expiresAt === pressed.heldUntil);
  useEffect(() => {
    if (caughtUp && pressed !== null) setPressed(null);
  }, [caughtUp, pressed]);
  const hold: Pick<Hold, "expiresAt" | "pickUpDate" | "returnDate" | "lines"> | null =
    caughtUp || pressed === null
      ? liveHold
      : pressed === "released"
        ? null
        : {
            expiresAt: pressed.heldUntil,
            pickUpDate: listDates.pickUpDate,
            returnDate: listDates.returnDate,
            lines: list.lines,
          };
  const availability = useAvailability(
    list.lines.map((line) => line.propId),
    listDates,
    { ownHold: list.id, version: hold?.expiresAt ?? "" },
  );

  // Checking until both the hold and every prop's availability are known, so a held list never offers "Hold".
  const props = [...quantitiesByProp(list.lines)].map(([propId, wanted]) => ({
    propId,
    wanted,
    of: availability?.of(propId) ?? null,
  }));
  const shortfalls =
    holds.status === "error" || props.some(({ of }) => of === "error")
      ? "error"
      : availability && (holds.status === "loading" || props.some(({ of }) => of === "loading"))
        ? "loading"
        : props.flatMap(({ propId, wanted, of }) => {
            if (!of || of === "loading" || of === "error" || of.available >= wanted) return [];
            const lines = list.lines.filter((line) => line.propId === propId);
            return [{ propId, name: nameWithVariants(propId, propOf(propId), lines), wanted, ...of }];
          });
  const retry = () => {
    if (holds.status === "error") holds.retry();
    availability?.retry();
  };

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
      <HoldPanel
        hasDates={hasRentalDates(listDates)}
        shortfalls={shortfalls}
        onRetry={retry}
        hold={
          hold && {
            expiresAt: hold.expiresAt,
            pickUpDate: hold.pickUpDate,
            returnDate: hold.returnDate,
            stale: !holdMatches(hold, list),
          }
        }
        holdHours={settings.holdHours}
        locale={settings.locale}
        timeZone={vendor.timezone}
        onHold={async () => {
          const { expiresAt } = await (await getServices()).commands.holdSetList({ setListId: list.id });
          setPressed({ heldUntil: expiresAt });
        }}
        onRelease={async () => {
          await (await getServices()).commands.releaseHold({ holdId: list.id });
          setPressed("released");
        }}
      />
    </>
  );
}
