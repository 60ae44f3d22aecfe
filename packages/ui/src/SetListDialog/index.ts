export { SetListDialog, defaultSetListDialogLabels } from "./SetListDialog.js";
export type { SetListDialogLabels, SetListDialogProps } from "./SetListDialog.js";
