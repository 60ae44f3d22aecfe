// Words for the demo catalogue: plausible descriptors, conditions and partner vendors.

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
  "Working",
  "Non-Working",
  "Oversized",
  "Compact",
  "Industrial",
  "Ornate",
  "Battered",
  "Pristine",
  "Custom",
];

export const conditions = [
  "Shows honest wear that reads well on camera.",
  "Cleaned and checked before every rental.",
  "Light scuffs on the back; the camera side is clean.",
  "Matched set available; ask for quantities.",
  "Dulled for camera; no reflections under lights.",
  "Practical: lights up from a standard outlet.",
  "Cleared graphics only; no visible brands.",
];

export const genericTags = [
  "hero",
  "background",
  "practical",
  "period-correct",
  "distressed",
  "clean",
  "matched-set",
  "camera-ready",
  "stunt-safe",
  "lightweight",
];

export const partnerVendors = [
  "Hell's Kitchen Props",
  "Gowanus Salvage",
  "Astoria Studio Supply",
  "Red Hook Rentals",
  "Long Island City Scenic",
];
