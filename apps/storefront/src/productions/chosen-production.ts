// Which production the header's switcher shows, remembered on this device per vendor and person: one person may
// belong to several productions (a series and a commercial), and comes back to the one they worked in last.
type Reading = Pick<Storage, "getItem">;
type Writing = Pick<Storage, "setItem">;

const key = (vendorId: string, uid: string) => `backlot:production:${vendorId}:${uid}`;

/** The production chosen last on this device, or null (nothing chosen, or storage refused: private mode). */
export function readChosenProduction(storage: Reading, vendorId: string, uid: string): string | null {
  try {
    return storage.getItem(key(vendorId, uid));
  } catch {
    return null;
  }
}

export function rememberChosenProduction(storage: Writing, vendorId: string, uid: string, productionId: string): void {
  try {
    storage.setItem(key(vendorId, uid), productionId);
  } catch {
    // Storage refused (private mode, full): the switcher still works for this visit.
  }
}

/**
 * The production to show: the one whose page is open, else the one chosen last if the person still belongs to it,
 * else the most recently active (`mine` comes newest first). Undefined when they belong to none.
 */
export function currentProduction<P extends { id: string }>(
  mine: readonly P[],
  chosen: string | null,
  open: string | null = null,
): P | undefined {
  return mine.find((one) => one.id === open) ?? mine.find((one) => one.id === chosen) ?? mine[0];
}
