export { DownloadButton } from "./DownloadButton.js";
export type { DownloadButtonProps } from "./DownloadButton.js";
