export { ContentPage, ContentPageNotFound, ContentPageSkeleton, defaultNotFoundLabels } from "./ContentPage.js";
export type {
  Breadcrumb,
  ContentPageImage,
  ContentPageNotFoundLabels,
  ContentPageNotFoundProps,
  ContentPageProps,
} from "./ContentPage.js";
