export { ToastProvider, useToast } from "./Toast.js";
export type { ToastApi, ToastProviderProps } from "./Toast.js";
export { defaultToastDurationMs, maxVisibleToasts } from "./toast-queue.js";
export type { ToastAction, ToastOptions, ToastTone } from "./toast-queue.js";
