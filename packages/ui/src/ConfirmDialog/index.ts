export { ConfirmAlreadyOpenError, ConfirmDialog, ConfirmProvider, useConfirm } from "./ConfirmDialog.js";
export type { ConfirmDialogProps, ConfirmOptions, ConfirmProviderProps, ConfirmResult } from "./ConfirmDialog.js";
