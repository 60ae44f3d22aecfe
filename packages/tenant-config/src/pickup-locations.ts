// A tenant's pickup locations, complete: what the vendor config lists (each filled in from the
// vendor where it says nothing), or, for a vendor that lists none, the one dock at its own
// address. Every reader (storefront, console, functions) asks this, so a one-location tenant
// needs no `locations` and every screen still has one. Decision 0053.
import type { PickupLocation, TenantSettings, VendorConfig } from "./generated/schema-types.js";

/** A pickup location with nothing left to the vendor's defaults. */
export interface ResolvedPickupLocation extends Required<Omit<PickupLocation, "weeklyDiscounts">> {
  weeklyDiscounts: number[];
}

export function pickupLocationsOf({
  vendor,
  settings,
}: {
  vendor: VendorConfig;
  settings: Pick<TenantSettings, "currency">;
}): ResolvedPickupLocation[] {
  const fromVendor = {
    hours: vendor.hours,
    phone: vendor.phone,
    isListed: true,
    weeklyDiscounts: vendor.weeklyDiscounts,
    currency: settings.currency,
  };
  const listed: PickupLocation[] = vendor.locations ?? [
    {
      id: vendor.id,
      displayName: vendor.address.city,
      address: vendor.address,
      _geoloc: vendor._geoloc,
      timezone: vendor.timezone,
      mapsEmbedUrl: vendor.mapsEmbedUrl,
      isListed: true,
    },
  ];
  return listed.map((location) => ({ ...fromVendor, ...location }));
}
