// The prop page's "Add to set list": the customer's lists with a tick where the line (the prop, in the variant
// chosen) already is, and a new list in one step, with how many to add when the vendor has more than one. A
// logged-out visitor is asked to log in first; a prop with variants waits until one is chosen (`blocked` says so).
import { withVariant } from "@backlot/domain";
import { useState } from "react";
import { SetListPicker } from "@backlot/ui/SetListPicker";
import { useSetListChoices } from "./use-set-list-choices.js";

interface AddToSetListProps {
  propId: string;
  /** The variant chosen, if the prop has them: the line added is the prop in it. */
  variantId?: string;
  /** The line's name, with its variant's ("Bentwood chair (Walnut)"). */
  propName: string;
  stock: number;
  /** Why it cannot be added yet ("Choose a colour first"). */
  blocked?: string;
}

export function AddToSetList({ propId, variantId, propName, stock, blocked }: AddToSetListProps) {
  // The lists load when the picker first opens, not with the page.
  const [opened, setOpened] = useState(false);
  const { loggedIn, requireLogin, handlers } = useSetListChoices(
    opened ? { propId, ...withVariant({ variantId }), stock } : null,
  );
  return (
    <SetListPicker
      propName={propName}
      loggedIn={loggedIn}
      onRequireLogin={requireLogin}
      onOpen={() => setOpened(true)}
      {...(blocked ? { blocked } : {})}
      {...handlers}
    />
  );
}
