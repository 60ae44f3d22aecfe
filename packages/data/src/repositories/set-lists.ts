// Set lists: create, rename, delete, lines (add, change, remove), and read-only sharing by link.
// Every change that moves a stats counter happens in a transaction with the change itself.
import type { DocumentStore, QuerySpec, Transaction, Unsubscribe } from "../port/document-store.js";
import { DocumentStoreError } from "../port/errors.js";
import { fieldValue } from "../port/field-values.js";
import { randomId } from "../port/paths.js";
import {
  type ActedBy,
  type SetList,
  type SetListLine,
  type SharedSetList,
  type VendorUser,
  type LineIdentity,
  checker,
  fieldErrorsOf,
  limits,
  lineKey,
  locationIdPattern,
  rentalDatesProblems,
  sameLine,
  setListItemKey,
  ValidationError,
  withVariant,
} from "@backlot/domain";
import { vendorPaths } from "./paths.js";
import { withIds } from "./with-ids.js";

export interface SetListWithId extends SetList {
  id: string;
}

export interface SetListsScope {
  vendorId: string;
  /**
   * Who acts in this session: the staff member signed in as the customer, or null when the customer
   * acts. Every write of a list records it (the rules require it); where no one impersonates, null.
   */
  actedBy?: () => ActedBy | null;
}

export function setLists(store: DocumentStore, { vendorId, actedBy = () => null }: SetListsScope) {
  const paths = vendorPaths(vendorId);
  /** The fields every write of a list carries besides its change. */
  const stamp = () => ({ actedBy: actedBy(), updatedAt: fieldValue.serverTimestamp() });

  /** A customer's lists, most recently changed first (for listeners such as the app's query watcher). */
  const queryForUser = (uid: string): QuerySpec => ({
    collection: paths.setLists,
    where: [["ownerUid", "==", uid]],
    orderBy: [["updatedAt", "desc"]],
  });

  /** Reads a list inside a transaction and checks the user owns it. */
  async function ownedList(tx: Transaction, uid: string, id: string): Promise<SetList> {
    const list = (await tx.get<SetList>(paths.setList(id))).data;
    if (!list) throw new DocumentStoreError("not-found", `Set list ${id} does not exist`);
    if (list.ownerUid !== uid)
      throw new DocumentStoreError("permission-denied", `Set list ${id} belongs to someone else`);
    return list;
  }

  /** Writes the list's lines (and its shared copy, when shared). */
  function writeLines(tx: Transaction, id: string, list: SetList, lines: SetListLine[]): void {
    tx.update(paths.setList(id), { lines, ...stamp() });
    if (list.shareToken)
      tx.update(paths.sharedSetList(list.shareToken), { lines, updatedAt: fieldValue.serverTimestamp() });
  }

  function checkLine(line: Partial<SetListLine>): SetListLine {
    const check = checker("Set list line");
    const propId = check.text("propId", line.propId, { required: true, max: limits.propId.length });
    const variantId = check.text("variantId", line.variantId, { max: limits.variantId.length });
    const quantity = check.integer("quantity", line.quantity ?? 1, 1, limits.setList.quantity);
    const note = check.text("note", line.note, { max: limits.setList.note });
    check.done();
    return { propId, ...withVariant({ variantId }), quantity, note };
  }

  async function changeLines(uid: string, id: string, change: (lines: SetListLine[]) => SetListLine[]): Promise<void> {
    await store.runTransaction(async (tx) => {
      const list = await ownedList(tx, uid, id);
      // Lines are told apart by prop and variant: a list may hold a chair in walnut and in oak.
      const before = new Map(list.lines.map((line) => [lineKey(line), line]));
      const lines = change(list.lines.map((line) => ({ ...line })));
      if (lines.length > limits.setList.lines) {
        throw new DocumentStoreError("failed-precondition", `A set list holds at most ${limits.setList.lines} props`);
      }
      const after = new Map(lines.map((line) => [lineKey(line), line]));
      const added = [...after].filter(([key]) => !before.has(key)).map(([, line]) => line);
      const removed = [...before].filter(([key]) => !after.has(key)).map(([, line]) => line);
      if (added.length > removed.length) {
        const items = (await tx.get<VendorUser>(paths.user(uid))).data?.setListItems.length ?? 0;
        if (items + added.length - removed.length > limits.user.setListItems) {
          const message = `Your set lists hold at most ${limits.user.setListItems} props in all; remove some first`;
          throw new DocumentStoreError("failed-precondition", message);
        }
      }
      writeLines(tx, id, list, lines);
      if (added.length > 0 || removed.length > 0) {
        const user = paths.user(uid);
        if (added.length > 0)
          tx.update(user, {
            setListItems: fieldValue.arrayUnion(...added.map((line) => setListItemKey(id, line))),
          });
        if (removed.length > 0)
          tx.update(user, {
            setListItems: fieldValue.arrayRemove(...removed.map((line) => setListItemKey(id, line))),
          });
        tx.update(user, { "stats.setListItemCount": fieldValue.increment(added.length - removed.length) });
      }
    });
  }

  /** Changes the name or production, on the list and on its shared copy in one transaction. */
  async function setDetail(uid: string, id: string, field: "name" | "production", value: string): Promise<void> {
    const check = checker("Set list");
    const checked = check.text(field, value, { required: field === "name", max: limits.setList[field], oneLine: true });
    check.done();
    await store.runTransaction(async (tx) => {
      const list = await ownedList(tx, uid, id);
      tx.update(paths.setList(id), { [field]: checked, ...stamp() });
      if (list.shareToken) tx.update(paths.sharedSetList(list.shareToken), { [field]: checked });
    });
  }
  return {
    queryForUser,

    async create(uid: string, input: { name: string; production?: string }): Promise<string> {
      const check = checker("Set list");
      const name = check.text("name", input.name, { required: true, max: limits.setList.name, oneLine: true });
      const production = check.text("production", input.production, {
        max: limits.setList.production,
        oneLine: true,
      });
      check.done();
      const id = store.newId();
      await store.runTransaction(async (tx) => {
        const user = (await tx.get<VendorUser>(paths.user(uid))).data;
        if (!user) throw new DocumentStoreError("not-found", `No user record for ${uid}; the user must log in first`);
        if (user.setLists.length >= limits.user.setLists) {
          const message = `You can keep at most ${limits.user.setLists} set lists; delete one first`;
          throw new DocumentStoreError("failed-precondition", message);
        }
        tx.set(paths.setList(id), {
          ownerUid: uid,
          name,
          production,
          lines: [],
          shareToken: null,
          createdAt: fieldValue.serverTimestamp(),
          ...stamp(),
        });
        tx.update(paths.user(uid), {
          setLists: fieldValue.arrayUnion(id),
          "stats.setListCount": fieldValue.increment(1),
        });
      });
      return id;
    },

    rename: (uid: string, id: string, newName: string): Promise<void> => setDetail(uid, id, "name", newName),

    /** The production the list is for ("" for none), shown on the shared page and on quotes. */
    setProduction: (uid: string, id: string, production: string): Promise<void> =>
      setDetail(uid, id, "production", production),

    /**
     * The rental's dates (both "" to clear them): what the list is checked and held for, and what
     * its quote or order starts with. Past dates are refused; the list's hold, if any, keeps its own.
     */
    async setDates(
      uid: string,
      id: string,
      dates: { pickUpDate: string; returnDate: string; today?: string },
    ): Promise<void> {
      const cleared = dates.pickUpDate === "" && dates.returnDate === "";
      if (!cleared) {
        const problems = rentalDatesProblems(dates.pickUpDate, dates.returnDate, { today: dates.today });
        if (problems.length) throw new ValidationError("Set list dates", fieldErrorsOf(problems));
      }
      await store.runTransaction(async (tx) => {
        await ownedList(tx, uid, id);
        tx.update(paths.setList(id), {
          pickUpDate: dates.pickUpDate,
          returnDate: dates.returnDate,
          ...stamp(),
        });
      });
    },

    /**
     * The pickup location the list is for (a prop house with more than one dock; decision 0053): its hold, quote and
     * order take their props from there. Written only when it changes.
     */
    async setLocation(uid: string, id: string, locationId: string): Promise<void> {
      if (!locationIdPattern.test(locationId))
        throw new ValidationError("Set list location", { locationId: `"${locationId}" is not a location id` });
      await store.runTransaction(async (tx) => {
        const list = await ownedList(tx, uid, id);
        if (list.locationId === locationId) return;
        tx.update(paths.setList(id), { locationId, ...stamp() });
      });
    },

    async delete(uid: string, id: string): Promise<void> {
      await store.runTransaction(async (tx) => {
        const list = await ownedList(tx, uid, id);
        tx.delete(paths.setList(id));
        if (list.shareToken) tx.delete(paths.sharedSetList(list.shareToken));
        const items = list.lines.map((line) => setListItemKey(id, line));
        tx.update(paths.user(uid), {
          setLists: fieldValue.arrayRemove(id),
          ...(items.length > 0 ? { setListItems: fieldValue.arrayRemove(...items) } : {}),
          "stats.setListCount": fieldValue.increment(-1),
          "stats.setListItemCount": fieldValue.increment(-list.lines.length),
        });
      });
    },

    /**
     * Adds a prop (in the variant chosen, if any). If that line is already on the list, its quantity and
     * note stay as they are, unless this call gives a new quantity or note.
     */
    async addLine(
      uid: string,
      id: string,
      line: { propId: string; variantId?: string; quantity?: number; note?: string },
    ): Promise<void> {
      const checked = checkLine(line);
      return changeLines(uid, id, (lines) => {
        const existing = lines.find((item) => sameLine(item, checked));
        if (!existing) lines.push(checked);
        else {
          if (line.quantity !== undefined) existing.quantity = checked.quantity;
          if (line.note !== undefined) existing.note = checked.note;
        }
        return lines;
      });
    },

    /** Changes a line's quantity or note; `line` is its prop and variant (a prop id alone: the line without one). */
    updateLine(
      uid: string,
      id: string,
      line: LineIdentity | string,
      change: { quantity?: number; note?: string },
    ): Promise<void> {
      const wanted = typeof line === "string" ? { propId: line } : line;
      return changeLines(uid, id, (lines) => {
        const existing = lines.find((item) => sameLine(item, wanted));
        if (!existing) throw new DocumentStoreError("not-found", `Prop ${lineKey(wanted)} is not on set list ${id}`);
        Object.assign(existing, checkLine({ ...existing, ...change }));
        return lines;
      });
    },

    removeLine(uid: string, id: string, line: LineIdentity | string): Promise<void> {
      const wanted = typeof line === "string" ? { propId: line } : line;
      return changeLines(uid, id, (lines) => lines.filter((item) => !sameLine(item, wanted)));
    },

    async get(id: string): Promise<SetListWithId | undefined> {
      const data = (await store.get<SetList>(paths.setList(id))).data;
      return data && { id, ...data };
    },

    async listForUser(uid: string): Promise<SetListWithId[]> {
      const snaps = await store.query<SetList>(queryForUser(uid));
      return withIds(snaps);
    },

    listenForUser(
      uid: string,
      onChange: (lists: SetListWithId[]) => void,
      onError?: (error: Error) => void,
    ): Unsubscribe {
      return store.onQuery<SetList>(queryForUser(uid), (snaps) => onChange(withIds(snaps)), onError);
    },

    /**
     * Shares the list read-only: returns the token for the link. Anyone with it can read the copy
     * at sharedSetLists/{token} (and nothing else); the copy follows the list until unshared.
     */
    async share(uid: string, id: string): Promise<string> {
      return store.runTransaction(async (tx) => {
        const list = await ownedList(tx, uid, id);
        if (list.shareToken) return list.shareToken;
        // Two ids: 40 random characters (about 238 bits), far beyond guessing.
        const token = randomId() + randomId();
        const shared: Omit<SharedSetList, "updatedAt"> = {
          setListId: id,
          name: list.name,
          production: list.production,
          lines: list.lines,
        };
        tx.set(paths.sharedSetList(token), { ...shared, ownerUid: uid, updatedAt: fieldValue.serverTimestamp() });
        tx.update(paths.setList(id), { shareToken: token, actedBy: actedBy() });
        return token;
      });
    },

    async unshare(uid: string, id: string): Promise<void> {
      await store.runTransaction(async (tx) => {
        const list = await ownedList(tx, uid, id);
        if (!list.shareToken) return;
        tx.delete(paths.sharedSetList(list.shareToken));
        tx.update(paths.setList(id), { shareToken: null, actedBy: actedBy() });
      });
    },

    async getShared(token: string): Promise<SharedSetList | undefined> {
      const data = (await store.get<SharedSetList & { ownerUid: string }>(paths.sharedSetList(token))).data;
      if (!data) return undefined;
      const { ownerUid: _owner, ...shared } = data;
      return shared;
    },
  };
}

export type SetLists = ReturnType<typeof setLists>;
