// Which workspace packages each library may use: ARCHITECTURE.md's table, held here so the boundary
// rule (package-boundaries.js) checks it and a test holds every package.json to it. Dependencies
// point one way, from the apps down to tenant-config: a package never reaches up or sideways.
//
// Apps (apps/*) may use any package; nothing imports an app. Tooling (tooling/*) serves every
// package's builds and tests. A tenant (tenants/*) is settings, not code: an app may read its JSON.

/** @type {Record<string, readonly string[]>} library name -> the libraries it may use */
export const allowedDependencies = {
  "@backlot/tenant-config": [],
  "@backlot/domain": ["@backlot/tenant-config"],
  "@backlot/data": ["@backlot/domain", "@backlot/tenant-config"],
  // The vendor user record and its repository are data's.
  "@backlot/auth": ["@backlot/domain", "@backlot/tenant-config", "@backlot/data"],
  "@backlot/search": ["@backlot/domain", "@backlot/tenant-config"],
  // Until issue 32's fourth step moves the sheet code here from search (and with it the prop model
  // the import needs), the import reads the catalogue model from search.
  "@backlot/catalogue-import": ["@backlot/domain", "@backlot/tenant-config", "@backlot/search"],
  "@backlot/hosting": ["@backlot/domain", "@backlot/tenant-config"],
  // Types and theme tokens from tenant-config; no store, no SDK.
  "@backlot/ui": ["@backlot/domain", "@backlot/tenant-config"],
};

/** Where each kind of workspace package lives. */
export const workspaceKinds = { apps: "app", packages: "library", tenants: "tenant", tooling: "tooling" };
