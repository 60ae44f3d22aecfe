export { ContentPage, ContentPageSkeleton } from "./ContentPage.js";
export { ContentPageNotFound, ContentPageNotice, defaultNotFoundLabels } from "./ContentPageNotice.js";
export type { Breadcrumb, ContentPageImage, ContentPageProps } from "./ContentPage.js";
export type {
  ContentPageNoticeProps,
  ContentPageNotFoundLabels,
  ContentPageNotFoundProps,
} from "./ContentPageNotice.js";
