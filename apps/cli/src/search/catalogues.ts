// What `backlot search` is given: a tenant's catalogue as the storefront build and `backlot catalogue push` load it
// (its catalogue file, else the demo's), and the demo's generator. Composed here, as the search package may use
// neither @backlot/catalogue nor @backlot/demo.
import { loadCatalogue } from "@backlot/catalogue";
import { defaultCatalogueSize, demoFallback, generateCatalogue } from "@backlot/demo";
import type { SearchCatalogues } from "@backlot/search/cli";

export const searchCatalogues: SearchCatalogues = {
  load: (tenantDir, tenant) => loadCatalogue(tenantDir, tenant, { fallback: demoFallback() }),
  generate: (tenant, options) => generateCatalogue(tenant, options),
  defaultCount: defaultCatalogueSize,
};
