export { ConfirmDialog } from "./ConfirmDialog.js";
export type { ConfirmDialogProps, ConfirmOptions, ConfirmResult } from "./ConfirmDialog.js";
export { ConfirmAlreadyOpenError, ConfirmProvider, useConfirm } from "./ConfirmProvider.js";
export type { ConfirmProviderProps } from "./ConfirmProvider.js";
