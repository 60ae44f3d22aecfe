// When a prop counts as new: for the tenant's `newWeekCount` weeks after it was added. The cards' and the prop
// page's "New" badge, the home page's "New this week" and the demo catalogue's dates all use this one rule.

/** How long a prop stays new, in milliseconds. */
export const newWindowMs = (newWeekCount: number): number => newWeekCount * 7 * 86_400_000;

export function isNewProp(createdAt: string, newWeekCount: number, now: Date): boolean {
  const age = now.getTime() - Date.parse(createdAt);
  return age >= 0 && age < newWindowMs(newWeekCount);
}
