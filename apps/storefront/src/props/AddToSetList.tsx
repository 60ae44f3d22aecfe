// The prop page's "Add to set list": the customer's lists with a tick where the prop already is,
// and a new list in one step, with how many to add when the vendor has more than one. A logged-out
// visitor is asked to log in first.
import { useState } from "react";
import { limits } from "@backlot/data/limits";
import { useLocation, useNavigate } from "react-router";
import { SetListPicker, type SetListPickerState } from "@backlot/ui/SetListPicker";
import { useAuthState } from "../app/use-auth.js";
import { hrefs } from "../app/hrefs.js";
import { useSetLists } from "../hooks/use-set-lists.js";
import { getServices } from "../app/services.js";

export function AddToSetList({ propId, propName, stock }: { propId: string; propName: string; stock: number }) {
  const auth = useAuthState();
  const uid = auth.status === "authenticated" ? auth.firebaseUser.uid : null;
  const navigate = useNavigate();
  const location = useLocation();
  // The lists load when the picker first opens, not with the page.
  const [opened, setOpened] = useState(false);
  const { state, retry } = useSetLists(uid, opened);

  const pickerState: SetListPickerState =
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

  return (
    <SetListPicker
      propName={propName}
      loggedIn={uid !== null}
      onRequireLogin={() => void navigate(hrefs.login(location.pathname + location.search))}
      onOpen={() => setOpened(true)}
      state={pickerState}
      // A line holds at most the set list limit of one prop, and no more than the vendor has.
      maxQuantity={Math.min(stock, limits.setList.quantity)}
      onToggle={async (listId, include, quantity) => {
        const lists = (await getServices()).setLists;
        if (!uid) return;
        if (include) await lists.addLine(uid, listId, { propId, quantity });
        else await lists.removeLine(uid, listId, propId);
      }}
      onCreate={async (name, quantity) => {
        const lists = (await getServices()).setLists;
        if (!uid) return;
        const id = await lists.create(uid, { name });
        await lists.addLine(uid, id, { propId, quantity });
      }}
    />
  );
}
