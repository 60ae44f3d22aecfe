// One prop's place in the customer's set lists, and storing what they choose: the prop page's picker and
// the grids' dialog both offer these. The lists load only once there is a prop (the picker or dialog opened),
// and a logged-out visitor is sent to log in and brought back.
import { limits } from "@backlot/domain/limits";
import type { SetListChoiceHandlers, SetListPickerState } from "@backlot/ui/SetListPicker";
import { useLocation, useNavigate } from "react-router";
import { hrefs } from "../app/hrefs.js";
import { getServices } from "../app/services.js";
import { useLoggedInUid } from "../app/use-auth.js";
import { useSetLists } from "./use-set-lists.js";

export interface SetListChoices extends Omit<SetListChoiceHandlers, "propName"> {
  loggedIn: boolean;
  requireLogin: () => void;
}

/**
 * `prop` is the one being saved (null until the customer opens the choices: nothing loads before). `stock` is how many
 * the vendor has: a line holds at most that many, and at most the set list limit.
 */
export function useSetListChoices(prop: { id: string; stock: number } | null): SetListChoices {
  const uid = useLoggedInUid();
  const navigate = useNavigate();
  const location = useLocation();
  const { state, retry } = useSetLists(uid, prop !== null);
  const propId = prop?.id ?? "";

  const choices: SetListPickerState =
    state.status === "ready"
      ? {
          status: "ready",
          lists: state.lists.map((list) => ({
            id: list.id,
            name: list.name,
            itemCount: list.lines.length,
            containsProp: list.lines.some((line) => line.propId === propId),
          })),
        }
      : state.status === "error"
        ? { status: "error", onRetry: retry }
        : { status: "loading" };

  return {
    loggedIn: uid !== null,
    requireLogin: () => void navigate(hrefs.login(location.pathname + location.search)),
    state: choices,
    maxQuantity: Math.min(prop?.stock ?? 1, limits.setList.quantity),
    onToggle: async (listId, include, quantity) => {
      const lists = (await getServices()).setLists;
      if (!uid) return;
      if (include) await lists.addLine(uid, listId, { propId, quantity });
      else await lists.removeLine(uid, listId, propId);
    },
    onCreate: async (name, quantity) => {
      const lists = (await getServices()).setLists;
      if (!uid) return;
      const id = await lists.create(uid, { name });
      await lists.addLine(uid, id, { propId, quantity });
    },
  };
}
