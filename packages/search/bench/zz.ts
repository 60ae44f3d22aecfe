import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { loadTenant } from "@backlot/tenant-config/node";
import { generateCatalogue } from "../src/catalogue/generate-catalogue.js";
import { buildSearchIndex } from "../src/engine/build-index.js";
import { indexConfigFromTenant } from "../src/engine/index-config.js";
const loaded = await loadTenant(fileURLToPath(new URL("../../../tenants/ny-props", import.meta.url)));
if (!loaded.ok) throw new Error("bad");
const props = generateCatalogue(loaded.tenant, { count: 100_000, seed: 7 });
const config = indexConfigFromTenant(loaded.tenant);
for (let i = 0; i < 4; i++) { const s = performance.now(); buildSearchIndex(props, config); console.log("full", (performance.now() - s).toFixed(0)); }
