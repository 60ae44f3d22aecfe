// @backlot/tenant-config: the types of a tenant's settings and the small pure helpers around them.
// Heavier parts have their own entry points: ./validate (ajv), ./node (files, CLI helpers),
// ./theme (CSS tokens), ./routes.
export type * from "./types.js";
export type { ConfigIssue } from "./issues.js";
export { formatIssue, sortIssues } from "./issues.js";
export { slugify, slugOf } from "./slug.js";
export { isNewProp, newWindowMs } from "./new-props.js";
export { type ResolvedPickupLocation, pickupLocationsOf } from "./pickup-locations.js";
