// A vendor document as `backlot catalogue push` writes it, for the tests and the benchmark.

/** The vendor document the commands read: what `backlot catalogue push` writes. */
export const testVendor = (vendorId: string) => ({
  name: vendorId.replace(/-/g, ""),
  displayName: "Test Prop House",
  email: `rentals@${vendorId}.example`,
  phone: "+12125550100",
  address: { line1: "1 Dock Street", city: "New York", state: "NY", zip: "10018", country: "US" },
  timezone: "America/New_York",
  holdHours: 48,
  maxHeldLines: 600,
  availabilityHorizonDays: 730,
  terms: {
    weeklyDiscounts: [0.5, 0.5, 1, 0, 0.5, 0.5, 1, 0.5],
    currency: "USD",
    hasCreditCardAuth: true,
    ccAuthProcessingPercentage: 3.5,
  },
  invoiceTerms: {
    currency: "USD",
    weeklyDiscounts: [0.5, 0.5, 1, 0, 0.5, 0.5, 1, 0.5],
    deliveryFee: 25000,
    taxPercentage: 8.875,
    cardFeePercentage: 3.5,
  },
  propFields: {
    colors: ["Black", "Chrome", "Red"],
    customFields: [
      { id: "era", values: ["1940s", "1950s"] },
      { id: "material", values: ["Steel", "Vinyl"] },
    ],
  },
  searchAlias: "test-tenant-props",
  searchConfig: {
    priceBins: [],
    colorOrder: ["Black", "Chrome", "Red"],
    customFields: [{ id: "era", values: ["1940s", "1950s"] }],
    tree: [],
  },
});
