// The grid's "add to set list" dialog, loaded on the first press of a card's button
// (catalogue/props/use-prop-card-actions.tsx), with the customer's set lists and what choosing one stores: none of
// it is in a browsing page's own code (decision 0050).
import { SetListDialog } from "@backlot/ui/SetListDialog";
import { useSetListChoices } from "./use-set-list-choices.js";

/**
 * The shell's modal mount point (AppShell renders it, and its tests check the attribute). Found in the page rather
 * than with `useMountPoint`: that hook is otherwise unused by the first page's code, and asking for it from here would
 * add it to every visitor's first load, which is at its budget.
 */
const modalMountPoint = () => document.querySelector('[data-mount-point="modal"]');

export interface QuickAddDialogProps {
  propId: string;
  propName: string;
  /** How many the vendor has: a line holds at most that many. */
  stock: number;
  onClose: () => void;
}

export function QuickAddDialog({ propId, propName, stock, onClose }: QuickAddDialogProps) {
  // A visitor never gets here (the card asks them to log in); one whose stored sign-in turned out to be gone is
  // sent to log in by the choices.
  const { handlers } = useSetListChoices({ propId, stock });
  return <SetListDialog container={modalMountPoint()} propName={propName} onClose={onClose} {...handlers} />;
}
