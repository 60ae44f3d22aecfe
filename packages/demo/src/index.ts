// @backlot/demo: what a new tenant and the local stack show before a prop house has data of its own. The
// demo catalogue (generated per tenant, drawn, and read through the catalogue import like a vendor's sheet),
// the files `backlot catalogue demo` writes, and the demo accounts. Builds, the local stack and tests use it;
// nothing deployed does.
export * from "./catalogue/index.js";
export { demoCatalogue, demoFallback, demoSheet } from "./demo-catalogue.js";
export { writeDemoFiles } from "./demo-files.js";
export { demoAccounts } from "./accounts.js";
