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
  // `backlot search` takes the catalogue from its caller (apps/cli loads it with the demo's fallback).
  "@backlot/search": ["@backlot/domain", "@backlot/tenant-config"],
  "@backlot/catalogue": ["@backlot/domain", "@backlot/tenant-config"],
  // The demo goes in the way a vendor's catalogue does, through the catalogue's sheet and import (the catalogue
  // model itself is the domain's, so nothing here needs search).
  "@backlot/demo": ["@backlot/domain", "@backlot/tenant-config", "@backlot/catalogue"],
  "@backlot/hosting": ["@backlot/domain", "@backlot/tenant-config"],
  // Types and theme tokens from tenant-config; no store, no SDK.
  "@backlot/ui": ["@backlot/domain", "@backlot/tenant-config"],
  // Pure PDF builders (label sheets, pull sheets) for the console and the functions alike.
  "@backlot/print": ["@backlot/domain", "@backlot/tenant-config"],
};

/** Where each kind of workspace package lives. */
export const workspaceKinds = { apps: "app", packages: "library", tenants: "tenant", tooling: "tooling" };
