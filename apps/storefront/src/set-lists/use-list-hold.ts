// A list's hold and what its hold panel shows, for a customer's set list (SetListDates) and a production's approved
// list (ListToHouse, decision 0049): the customer's live hold on it, what the last press did until the live hold
// catches up (so the old buttons do not come back meanwhile), the props not free for the list's dates, and whether
// the hold still takes the list as it is. Stock is counted per prop (docs/decisions/0035).
import { useEffect, useState } from "react";
import { type Hold, holdsOfCustomer } from "@backlot/data";
import { quantitiesByProp } from "@backlot/domain";
import type { HoldPanelProps } from "@backlot/ui/HoldPanel";
import { getServices } from "../app/services.js";
import { settings, vendor } from "../app/tenant.js";
import { useWatchedQuery } from "../app/use-watched-query.js";
import { type RentalDates, hasRentalDates } from "../catalogue/availability/rental-dates.js";
import { useAvailability } from "../catalogue/availability/use-availability.js";

type Lines = readonly { propId: string; quantity: number }[];

export interface ListHoldInput {
  /** The signed-in customer; "" reads no hold. */
  uid: string;
  /** The hold's id: a set list's id, or a production list's productionHoldId. */
  holdId: string;
  /** What holding takes: the list's lines (a production's, its approved ones). */
  lines: Lines;
  dates: RentalDates;
  /** A prop's name as the panel shows it when it is short. */
  nameOf: (propId: string) => string;
  /** Holds the list; resolves to when the hold lapses. */
  hold: () => Promise<{ expiresAt: string }>;
}

/** Whether the hold took the lines as they are now: the same dates and the same quantities of the same props. */
function holdTakes(hold: Pick<Hold, "pickUpDate" | "returnDate" | "lines">, lines: Lines, dates: RentalDates) {
  const held = quantitiesByProp(hold.lines);
  const wanted = quantitiesByProp(lines);
  return (
    hold.pickUpDate === dates.pickUpDate &&
    hold.returnDate === dates.returnDate &&
    wanted.size === held.size &&
    [...wanted].every(([propId, quantity]) => held.get(propId) === quantity)
  );
}

/** The hold panel's props but its words and heading. */
export function useListHold({ uid, holdId, lines, dates, nameOf, hold: holdList }: ListHoldInput) {
  const holds = useWatchedQuery<Hold>(uid ? () => holdsOfCustomer(vendor.id, uid) : null, [uid]);
  const liveHold = holds.status === "ready" ? (holds.docs.find((each) => each.id === holdId) ?? null) : null;
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
        : { expiresAt: pressed.heldUntil, ...dates, lines: [...lines] };
  const availability = useAvailability(
    lines.map((line) => line.propId),
    dates,
    { ownHold: holdId, version: hold?.expiresAt ?? "" },
  );

  // Checking until both the hold and every prop's availability are known, so a held list never offers "Hold".
  const props = [...quantitiesByProp(lines)].map(([propId, wanted]) => ({
    propId,
    wanted,
    of: availability?.of(propId) ?? null,
  }));
  const shortfalls: HoldPanelProps["shortfalls"] =
    holds.status === "error" || props.some(({ of }) => of === "error")
      ? "error"
      : availability && (holds.status === "loading" || props.some(({ of }) => of === "loading"))
        ? "loading"
        : props.flatMap(({ propId, wanted, of }) =>
            !of || of === "loading" || of === "error" || of.available >= wanted
              ? []
              : [{ propId, name: nameOf(propId), wanted, ...of }],
          );

  return {
    hasDates: hasRentalDates(dates),
    shortfalls,
    onRetry: () => {
      if (holds.status === "error") holds.retry();
      availability?.retry();
    },
    hold: hold && {
      expiresAt: hold.expiresAt,
      pickUpDate: hold.pickUpDate,
      returnDate: hold.returnDate,
      stale: !holdTakes(hold, lines, dates),
    },
    holdHours: settings.holdHours,
    locale: settings.locale,
    timeZone: vendor.timezone,
    onHold: async () => {
      const { expiresAt } = await holdList();
      setPressed({ heldUntil: expiresAt });
    },
    onRelease: async () => {
      await (await getServices()).commands.releaseHold({ holdId });
      setPressed("released");
    },
  } satisfies Omit<HoldPanelProps, "labels" | "headingLevel" | "now">;
}
