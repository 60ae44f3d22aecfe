// The grid's "add to set list" dialog, loaded on the first press of a card's button
// (catalogue/props/use-prop-card-actions.tsx).
import { SetListDialog, type SetListDialogProps } from "@backlot/ui/SetListDialog";

/**
 * The shell's modal mount point (AppShell renders it, and its tests check the attribute). Found in the page rather
 * than with `useMountPoint`: that hook is otherwise unused by the first page's code, and asking for it from here would
 * add it to every visitor's first load, which is at its budget.
 */
const modalMountPoint = () => document.querySelector('[data-mount-point="modal"]');

export function QuickAddDialog(props: Omit<SetListDialogProps, "container">) {
  return <SetListDialog container={modalMountPoint()} {...props} />;
}
