// What a production's members have at the prop house (their orders, their paperwork), read with the repositories'
// own per-customer queries widened to the members: one 'in' filter per 30 members (Firestore's cap on its values),
// the pages merged newest first. The 'in' filter is served by the same composite index as the per-customer '=='
// (uid, then the repository's order), so no index is added for it.
import type { QuerySpec } from "@backlot/data";

/** Firestore's cap on the values of one 'in' filter. */
export const inFilterCap = 30;

/** Stands for the uid while the per-customer query is widened: its '==' on this value becomes the 'in'. */
const probe = "\u0000member";

/**
 * `queryForCustomer`'s query for every one of `uids`: as many queries as 'in' allows, each at most `pageSize`.
 * Throws when the query does not filter by the customer with '==' (then it cannot be widened).
 */
export function queriesForMembers(
  queryForCustomer: (uid: string) => QuerySpec,
  uids: readonly string[],
  pageSize: number,
): QuerySpec[] {
  const one = queryForCustomer(probe);
  if (!(one.where ?? []).some(([, op, value]) => op === "==" && value === probe)) {
    throw new Error(
      `The query of ${one.collection} does not filter by the customer's uid with "==": it cannot be widened`,
    );
  }
  const sorted = [...new Set(uids)].sort();
  const chunks: string[][] = [];
  for (let start = 0; start < sorted.length; start += inFilterCap)
    chunks.push(sorted.slice(start, start + inFilterCap));
  return chunks.map((chunk) => ({
    ...one,
    where: (one.where ?? []).map(([field, op, value]) =>
      op === "==" && value === probe ? ([field, "in", chunk] as const) : ([field, op, value] as const),
    ),
    limit: pageSize,
  }));
}

const timeOf = (value: unknown): number => (value instanceof Date ? value.getTime() : 0);

/** The queries' pages as one, in the queries' own order (their first orderBy), at most `pageSize`. */
export function mergedPages<T extends object>(
  pages: readonly (readonly T[])[],
  orderBy: QuerySpec["orderBy"],
  pageSize: number,
): T[] {
  const [field, direction] = orderBy?.[0] ?? [];
  const all = pages.flat();
  if (!field) return all.slice(0, pageSize);
  const sign = direction === "desc" ? -1 : 1;
  const at = (item: T) => timeOf((item as Record<string, unknown>)[field]);
  return [...all].sort((a, b) => sign * (at(a) - at(b))).slice(0, pageSize);
}
