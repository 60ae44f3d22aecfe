// Asking the server what is free for the browsing dates, at the visitor's pickup location: for some props, or which
// props have none free (the browse filter). Loaded with the first dates (use-availability.ts, browse-loader.ts), not
// with the page.
import type { PropAvailability } from "@backlot/domain";
import { limits } from "@backlot/domain/limits";
import { getServices } from "../../app/services.js";
import type { RentalDates } from "./rental-dates.js";
import { answerLifeMs } from "./answer-life.js";
import { atChosenLocation } from "../../pickup/chosen-location.js";
import { listedLocations } from "../../pickup/pickup-choice.js";

const dockNames = new Map(listedLocations.map((location) => [location.id, location.displayName]));

/** The counts at the other docks as a card shows them: by the dock's name, not its id ("3 free in Vancouver"). */
function namingDocks(availability: PropAvailability): PropAvailability {
  if (!availability.elsewhere) return availability;
  const named = Object.entries(availability.elsewhere).map(([id, free]) => [dockNames.get(id) ?? id, free]);
  return { ...availability, elsewhere: Object.fromEntries(named) as Record<string, number> };
}

/**
 * Availability by prop id, asked in pieces the server takes (a set list's most lines each). A prop house with more
 * than one dock: at the visitor's, with what the others have free, by their names.
 */
export async function readAvailability(
  propIds: readonly string[],
  dates: RentalDates,
  ownHold: string | null = null,
): Promise<Record<string, PropAvailability>> {
  const { commands } = await getServices();
  const ids = [...new Set(propIds)];
  const pieces: string[][] = [];
  for (let start = 0; start < ids.length; start += limits.setList.lines)
    pieces.push(ids.slice(start, start + limits.setList.lines));
  const at = atChosenLocation();
  const replies = await Promise.all(
    pieces.map((piece) => commands.readAvailability({ ...dates, propIds: piece, ownHold, ...at })),
  );
  const props = replies.flatMap((reply) => Object.entries(reply.props));
  return Object.fromEntries(props.map(([id, availability]) => [id, namingDocks(availability)]));
}

const unavailableAnswers = new Map<string, { at: number; ids: Promise<string[]> }>();

/**
 * The props with none free for the dates (at the pickup location; the "available for my dates" filter leaves them out),
 * kept a minute, so changing a filter or the sort does not ask the server again.
 */
export function readUnavailable(dates: RentalDates): Promise<string[]> {
  const at = atChosenLocation();
  const key = `${dates.pickUpDate}/${dates.returnDate}/${at.locationId ?? ""}`;
  const kept = unavailableAnswers.get(key);
  if (kept && Date.now() - kept.at < answerLifeMs) return kept.ids;
  const ids = getServices().then(
    async ({ commands }) => (await commands.readAvailability({ ...dates, propIds: null, ...at })).unavailable,
  );
  unavailableAnswers.set(key, { at: Date.now(), ids });
  ids.catch(() => unavailableAnswers.delete(key));
  return ids;
}
