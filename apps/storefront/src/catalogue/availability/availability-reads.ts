// Asking the server what is free for the browsing dates: for some props, or which props have none free (the browse
// filter). Loaded with the first dates (use-availability.ts, browse-loader.ts), not with the page.
import type { PropAvailability } from "@backlot/domain";
import { limits } from "@backlot/domain/limits";
import { getServices } from "../../app/services.js";
import type { RentalDates } from "./rental-dates.js";
import { answerLifeMs } from "./answer-life.js";

/** Availability by prop id, asked in pieces the server takes (a set list's most lines each). */
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
  const replies = await Promise.all(
    pieces.map((piece) => commands.readAvailability({ ...dates, propIds: piece, ownHold })),
  );
  return Object.assign({}, ...replies.map((reply) => reply.props)) as Record<string, PropAvailability>;
}

const unavailableAnswers = new Map<string, { at: number; ids: Promise<string[]> }>();

/**
 * The props with none free for the dates (the "available for my dates" filter leaves them out),
 * kept a minute, so changing a filter or the sort does not ask the server again.
 */
export function readUnavailable(dates: RentalDates): Promise<string[]> {
  const key = `${dates.pickUpDate}/${dates.returnDate}`;
  const kept = unavailableAnswers.get(key);
  if (kept && Date.now() - kept.at < answerLifeMs) return kept.ids;
  const ids = getServices().then(
    async ({ commands }) => (await commands.readAvailability({ ...dates, propIds: null })).unavailable,
  );
  unavailableAnswers.set(key, { at: Date.now(), ids });
  ids.catch(() => unavailableAnswers.delete(key));
  return ids;
}
