// `@backlot/search/cli`: `backlot search`, made with the caller's catalogue loader and generator (apps/cli's).
export { searchCommand } from "./search-command.js";
export type { LoadedCatalogue, SearchCatalogues } from "./search-command.js";
