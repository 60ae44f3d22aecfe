// The storefront for one tenant: BACKLOT_TENANT names its folder (default tenants/ny-props).
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { backlotTenant } from "./vite/backlot-tenant-plugin.js";

const workspaceRoot = resolve(import.meta.dirname, "../..");
const tenantDir = resolve(workspaceRoot, process.env.BACKLOT_TENANT ?? "tenants/ny-props");

export default defineConfig({
  cacheDir: ".cache/vite",
  plugins: [react(), backlotTenant({ tenantDir })],
  build: { outDir: process.env.BACKLOT_OUT_DIR ?? "dist" },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
});
