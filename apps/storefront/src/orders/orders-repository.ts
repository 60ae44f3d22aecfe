// The orders repository for this tenant: prices come from the catalogue the build shipped and
// the weekly schedule from vendor.json (the chosen pickup location's, where it has its own), so an
// order's estimate matches what the pages show and what the server will price.
import { type DocumentStore, orders } from "@backlot/data";
import { pricingTermsOf } from "@backlot/domain/pricing";
import { tenant } from "../app/tenant.js";
import { chosenLocationId } from "../pickup/chosen-location.js";

/** Made with the services (services.orders); the catalogue loads only when something is priced. */
export function tenantOrders(documents: DocumentStore) {
  return orders(documents, {
    vendorId: tenant.vendor.id,
    terms: () => pricingTermsOf(tenant, chosenLocationId()),
    priceOf: async (propId) => {
      const { getSearchEngine } = await import("../catalogue/search/search-engine.js");
      const prop = await (await getSearchEngine()).getProp(propId);
      return prop && { name: prop.name, weeklyRate: prop.weeklyRate, variants: prop.variants ?? [] };
    },
  });
}

export type TenantOrders = ReturnType<typeof tenantOrders>;
