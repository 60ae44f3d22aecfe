// The prop page's "Add to set list": the customer's lists with a tick where the prop already is,
// and a new list in one step, with how many to add when the vendor has more than one. A logged-out
// visitor is asked to log in first.
import { useState } from "react";
import { SetListPicker } from "@backlot/ui/SetListPicker";
import { useSetListChoices } from "./use-set-list-choices.js";

export function AddToSetList({ propId, propName, stock }: { propId: string; propName: string; stock: number }) {
  // The lists load when the picker first opens, not with the page.
  const [opened, setOpened] = useState(false);
  const { loggedIn, requireLogin, ...choices } = useSetListChoices(opened ? { id: propId, stock } : null);
  return (
    <SetListPicker
      propName={propName}
      loggedIn={loggedIn}
      onRequireLogin={requireLogin}
      onOpen={() => setOpened(true)}
      {...choices}
    />
  );
}
