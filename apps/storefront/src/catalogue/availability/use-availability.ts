// What the server says is free for the browsing dates, for some props (the cards on screen, a
// prop's page, a set list's lines). Nothing is asked without dates (availability-reads.ts asks).
// Answers are kept a minute per dates (and hold, and pickup location), so another page of cards asks only about its new
// props, and an answer is never shown for other dates or another prop.
import { useEffect, useState } from "react";
import type { PropAvailability } from "@backlot/domain";
import { answerLifeMs } from "./answer-life.js";
import { usePickupChanges } from "../../pickup/pickup-choice.js";
import { type RentalDates, datesHavePassed, hasRentalDates } from "./rental-dates.js";

/** A prop's availability as a page shows it: null when the server keeps no stock for it. */
export type AvailabilityOf = PropAvailability | null | "loading" | "error";

interface Answers {
  at: number;
  byProp: Map<string, PropAvailability | null>;
}

const answers = new Map<string, Answers>();

/** The answers for one question (dates, and the hold left out), started afresh once they are old. */
function answersFor(key: string): Answers {
  const kept = answers.get(key);
  if (kept && Date.now() - kept.at < answerLifeMs) return kept;
  const fresh = { at: Date.now(), byProp: new Map<string, PropAvailability | null>() };
  answers.set(key, fresh);
  return fresh;
}

/**
 * Availability of `propIds` for `dates`, or null without dates: a prop not yet answered for these
 * dates is "loading". `ownHold` is the set list whose own hold should not count against it;
 * `version` asks again when it changes (a hold placed or released).
 */
export function useAvailability(
  propIds: readonly string[],
  dates: RentalDates,
  { ownHold = null, version = "" }: { ownHold?: string | null; version?: string } = {},
): { of: (propId: string) => AvailabilityOf; retry: () => void } | null {
  // A list kept from a past shoot has dates the server no longer answers for: nothing to ask.
  const asking = hasRentalDates(dates) && !datesHavePassed(dates) && propIds.length > 0;
  // Asked at the visitor's dock (availability-reads.ts), and again when they choose another (decision 0053).
  const pickupChanges = usePickupChanges();
  const key = `${dates.pickUpDate}/${dates.returnDate}/${ownHold ?? ""}/${version}/${pickupChanges}`;
  const idsKey = propIds.join("\n");
  const [, heard] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!asking) return;
    const known = answersFor(key);
    const missing = [...new Set(propIds)].filter((propId) => !known.byProp.has(propId));
    if (missing.length === 0) return;
    let current = true;
    setFailed(null);
    // The asking code comes with the first dates: a visitor who chooses none fetches none of it.
    import("./availability-reads.js")
      .then(({ readAvailability }) => readAvailability(missing, dates, ownHold))
      .then(
        (reply) => {
          for (const propId of missing) known.byProp.set(propId, reply[propId] ?? null);
          if (current) heard((count) => count + 1);
        },
        () => current && setFailed(key),
      );
    return () => {
      current = false;
    };
  }, [asking, key, idsKey, attempt]);

  if (!asking) return null;
  const known = answers.get(key)?.byProp;
  return {
    of: (propId) => {
      if (known?.has(propId)) return known.get(propId) ?? null;
      return failed === key ? "error" : "loading";
    },
    retry: () => {
      setFailed(null);
      setAttempt((count) => count + 1);
    },
  };
}

/** What a card or a prop's page shows: a prop the server keeps no stock for is as free as its catalogue stock. */
export function shownAvailability(of: AvailabilityOf, stock: number): PropAvailability | "loading" | "error" {
  return of === null ? { stock, available: stock, bookedUntil: null } : of;
}
