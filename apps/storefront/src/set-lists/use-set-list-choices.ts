// One line's place in the customer's set lists (a prop, in the variant chosen if it has them), and storing what they
// choose: the prop page's picker and the grids' dialog both offer these. The lists load only once there is a line
// (the picker or dialog opened), and a logged-out visitor is sent to log in and brought back.
import type { SetListWithId, SetLists } from "@backlot/data";
import { type LineIdentity, sameLine, withVariant } from "@backlot/domain";
import { limits } from "@backlot/domain/limits";
import type { SetListChoiceHandlers, SetListOption, SetListPickerState } from "@backlot/ui/SetListPicker";
import { useEffect } from "react";
import { useLogInHere } from "../app/use-log-in-here.js";
import { getServices } from "../app/services.js";
import { settledUid, useLoggedInUid, useSignInRestoring } from "../app/use-auth.js";
import { useSetLists } from "./use-set-lists.js";

export interface SetListChoices {
  /** Signed in, or a stored sign-in still being restored: the choices may open. */
  loggedIn: boolean;
  requireLogin: () => void;
  /** What the picker or the dialog shows and stores. */
  handlers: Omit<SetListChoiceHandlers, "propName">;
}

/** The lists as the choices show them: ticked where this line is, not merely its prop in another variant. */
export function setListOptions(lists: readonly SetListWithId[], line: LineIdentity): SetListOption[] {
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    itemCount: list.lines.length,
    containsProp: list.lines.some((each) => sameLine(each, line)),
  }));
}

/** Stores the choices for `line`: added with its variant, removed by prop and variant, never another variant's. */
export function lineChoices(
  lists: () => Promise<Pick<SetLists, "addLine" | "removeLine" | "create">>,
  uid: string,
  line: LineIdentity,
): Pick<SetListChoiceHandlers, "onToggle" | "onCreate"> {
  const identity = { propId: line.propId, ...withVariant(line) };
  return {
    onToggle: async (listId, include, quantity) => {
      const repository = await lists();
      if (include) await repository.addLine(uid, listId, { ...identity, quantity });
      else await repository.removeLine(uid, listId, identity);
    },
    onCreate: async (name, quantity) => {
      const repository = await lists();
      const id = await repository.create(uid, { name });
      await repository.addLine(uid, id, { ...identity, quantity });
    },
  };
}

const servicesLists = async () => (await getServices()).setLists;

/**
 * `line` is the one being saved (null until the customer opens the choices: nothing loads before). `stock` is how many
 * the vendor has of the prop: a line holds at most that many, and at most the set list limit. While a returning
 * customer's sign-in is still being restored (decision 0050) the choices open, loading, and what is chosen waits for
 * the answer; a visitor is then asked to log in.
 */
export function useSetListChoices(line: (LineIdentity & { stock: number }) | null): SetListChoices {
  const uid = useLoggedInUid();
  const restoring = useSignInRestoring();
  const { state, retry } = useSetLists(uid, line !== null);
  const identity = line ?? { propId: "" };
  const requireLogin = useLogInHere();
  const opened = line !== null;

  // Opened while who was here was not known, and it turned out to be a visitor.
  useEffect(() => {
    if (opened && !restoring && uid === null) requireLogin();
  }, [opened, restoring, uid]);

  const choices: SetListPickerState =
    state.status === "ready"
      ? { status: "ready", lists: setListOptions(state.lists, identity) }
      : state.status === "error"
        ? { status: "error", onRetry: retry }
        : { status: "loading" };
  /** The choices for the customer once known; nothing is stored for a visitor (they are asked to log in). */
  const stored = async () => {
    const owner = uid ?? (await settledUid());
    if (owner === null) requireLogin();
    return owner === null ? null : lineChoices(servicesLists, owner, identity);
  };

  return {
    loggedIn: uid !== null || restoring,
    requireLogin,
    handlers: {
      state: choices,
      maxQuantity: Math.min(line?.stock ?? 1, limits.setList.quantity),
      onToggle: async (listId, include, quantity) => (await stored())?.onToggle(listId, include, quantity),
      onCreate: async (name, quantity) => (await stored())?.onCreate(name, quantity),
    },
  };
}
