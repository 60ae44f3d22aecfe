export { CatalogueDesk, defaultCatalogueDeskLabels } from "./CatalogueDesk.js";
export type {
  CatalogueDeskLabels,
  CatalogueDeskProps,
  CatalogueDeskRow,
  CatalogueDeskState,
  CatalogueVisibility,
} from "./CatalogueDesk.js";
