// Words for the demo catalogue that belong to no one kind of prop: plain descriptors for names
// that need a second word, and the partners whose stock a prop house lists beside its own.

export const descriptors = [
  "Vintage",
  "Weathered",
  "Polished",
  "Period",
  "Reproduction",
  "Hero",
  "Background",
  "Distressed",
  "Restored",
  "Oversized",
  "Compact",
  "Ornate",
  "Battered",
  "Pristine",
  "Custom",
];

export const partnerVendors = [
  "Hell's Kitchen Props",
  "Gowanus Salvage",
  "Astoria Studio Supply",
  "Red Hook Rentals",
  "Long Island City Scenic",
];
