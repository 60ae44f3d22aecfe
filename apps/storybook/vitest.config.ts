// Story tests: every story of the UI kit rendered in Debian's Chromium (never a downloaded browser)
// with its play function, and checked by axe, once in each sample tenant's theme (colours,
// fonts and radii differ, so contrast and layout are checked for both brands).
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
// Installs the Node 20 fallbacks Vitest 5 needs in this process (see tooling/vitest).
import "@backlot/vitest-config";
import { chromiumLaunchOptions } from "@backlot/vitest-config/chromium";

const tenants = ["ny-props", "harbour-scenic"] as const;

const browser = (tenant: string) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: chromiumLaunchOptions,
  }),
  // Each project needs its own instance name, or Vitest sees one browser project twice.
  instances: [{ browser: "chromium" as const, name: `storybook (${tenant})` }],
});

export default defineConfig({
  cacheDir: ".cache/vitest",
  test: {
    projects: tenants.map((tenant) => ({
      extends: true,
      plugins: [storybookTest({ configDir: fileURLToPath(new URL("./.storybook", import.meta.url)) })],
      define: { "import.meta.env.STORYBOOK_TENANT": JSON.stringify(tenant) },
      test: { name: `storybook (${tenant})`, browser: browser(tenant) },
    })),
  },
});
