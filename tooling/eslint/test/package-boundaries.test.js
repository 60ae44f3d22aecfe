// The boundary rule run by ESLint's own RuleTester on files placed where they would be in the workspace.
import { describe, it } from "node:test";
import { RuleTester } from "eslint";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { packageBoundaries } from "../package-boundaries.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const inStorefront = join(root, "apps/storefront/src/content/HomePage.tsx");
const inUi = join(root, "packages/ui/src/Button/Button.tsx");
const inDomain = join(root, "packages/domain/src/money.ts");
const inTenantConfig = join(root, "packages/tenant-config/src/index.ts");
const inStorybook = join(root, "apps/storybook/.storybook/preview.tsx");
const tester = new RuleTester({ languageOptions: { ecmaVersion: "latest", sourceType: "module" } });

tester.run("package-boundaries", packageBoundaries.rules["package-boundaries"], {
  valid: [
    { filename: inStorefront, code: 'import { Button } from "@backlot/ui";' },
    { filename: inStorefront, code: 'import { routes } from "../app/routes.js";' },
    { filename: inStorefront, code: 'import { page } from "../../build/content-pages.js";' },
    { filename: inUi, code: 'import { formatMoney } from "@backlot/domain/money";' },
    { filename: inUi, code: 'import { TenantSettings } from "@backlot/tenant-config";' },
    { filename: inDomain, code: 'export * from "@backlot/tenant-config/money";' },
    { filename: inStorefront, code: 'import { limits } from "@backlot/domain";' },
    { filename: inStorefront, code: 'import { orders } from "@backlot/data";' },
    { filename: inStorybook, code: 'import tenant from "@backlot/ny-props/tenant.json";' },
    { filename: inUi, code: 'import { baseConfig } from "@backlot/vitest-config";' },
    {
      filename: join(root, "apps/console/src/quotes/QuoteDesk/QuoteDesk.stories.tsx"),
      code: 'import { searchedRows } from "@backlot/ui/testing/searched-rows";',
    },
    {
      filename: join(root, "apps/console/src/quotes/QuotePricing/sample-pricing.ts"),
      code: 'import { sampleEstimate } from "@backlot/ui/testing/sample-estimate";',
    },
    {
      filename: join(root, "apps/console/src/catalogue/PropEditor/PropEditor.test.tsx"),
      code: 'import { sampleCatalogueImage } from "@backlot/ui/testing/sample-responsive-image";',
    },
    { filename: inUi, code: 'export * from "./Button.module.css";' },
  ],
  invalid: [
    {
      filename: join(root, "apps/console/src/quotes/QuoteDesk/QuoteDesk.tsx"),
      code: 'import { searchedRows } from "@backlot/ui/testing/searched-rows";',
      errors: [{ messageId: "testing" }],
    },
    { filename: inUi, code: 'import { orders } from "@backlot/data";', errors: [{ messageId: "forbidden" }] },
    { filename: inUi, code: 'import { limits } from "@backlot/data/limits";', errors: [{ messageId: "forbidden" }] },
    { filename: inDomain, code: 'import { Prop } from "@backlot/search";', errors: [{ messageId: "forbidden" }] },
    {
      filename: inTenantConfig,
      code: 'import { limits } from "@backlot/domain";',
      errors: [{ messageId: "forbidden" }],
    },
    { filename: inUi, code: 'const data = import("@backlot/auth");', errors: [{ messageId: "forbidden" }] },
    { filename: inUi, code: 'import t from "@backlot/ny-props/tenant.json";', errors: [{ messageId: "tenant" }] },
    {
      filename: inStorybook,
      code: 'import { x } from "@backlot/ny-props/src/x.js";',
      errors: [{ messageId: "internals" }, { messageId: "tenant" }],
    },
    { filename: inUi, code: 'import { x } from "../../../data/src/index.js";', errors: [{ messageId: "outside" }] },
    {
      filename: inUi,
      code: 'import { x } from "@backlot/data/src/limits.js";',
      errors: [{ messageId: "internals" }, { messageId: "forbidden" }],
    },
    { filename: inUi, code: 'import { routes } from "@backlot/storefront";', errors: [{ messageId: "app" }] },
    { filename: inUi, code: 'const f = import("@backlot/functions");', errors: [{ messageId: "app" }] },
    {
      filename: inStorefront,
      code: 'export * from "../../../functions/src/index.js";',
      errors: [{ messageId: "outside" }],
    },
    {
      filename: inStorefront,
      code: 'import t from "../../../../tenants/ny-props/tenant.json";',
      errors: [{ messageId: "outside" }],
    },
  ],
});
