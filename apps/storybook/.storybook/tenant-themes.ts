// Both sample tenants' settings, validated with their defaults, for the theme toolbar and the story tests. They are
// validated here, in Node, when Storybook or Vitest loads the preview, and the preview imports the result as plain
// JSON (`virtual:backlot/tenant-themes`, typed in virtual-modules.d.ts). Validated in the browser, the schemas were
// compiled again for every story file of each tenant's test project (each file runs in a new iframe): about a
// quarter of a second of every file's setup, and all of ajv sent to every page.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import type { TenantSettings } from "@backlot/tenant-config";
import { validateTenantDocuments } from "@backlot/tenant-config/validate";

const tenants = ["ny-props", "harbour-scenic"] as const;
const moduleId = "virtual:backlot/tenant-themes";
const require = createRequire(import.meta.url);

function settings(id: string, read: (file: string) => unknown): TenantSettings {
  const source = (file: string) => ({ file: `tenants/${id}/${file}`, pointer: "" });
  const result = validateTenantDocuments(
    { tenant: read("tenant.json"), vendor: read("vendor.json"), categories: read("catalogue/categories.json") },
    { tenant: source("tenant.json"), vendor: source("vendor.json"), categories: source("catalogue/categories.json") },
  );
  if (!result.ok)
    throw new Error(
      `tenants/${id} is invalid; run \`pnpm backlot validate\`: ` +
        `${result.issues.map((issue) => issue.message).join("; ")}`,
    );
  return result.tenant.settings;
}

/** Serves `virtual:backlot/tenant-themes`: each sample tenant's validated settings by id, read afresh on a change. */
export function tenantThemes(): Plugin {
  return {
    name: "backlot:tenant-themes",
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
    load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      const themes = Object.fromEntries(
        tenants.map((tenant) => {
          const read = (file: string): unknown => {
            const path = require.resolve(`@backlot/${tenant}/${file}`);
            // Storybook's dev server reloads the preview when a tenant's file changes.
            this.addWatchFile(path);
            return JSON.parse(readFileSync(path, "utf8"));
          };
          return [tenant, settings(tenant, read)];
        }),
      );
      return `export default ${JSON.stringify(themes)};`;
    },
  };
}
