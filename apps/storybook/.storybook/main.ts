import type { StorybookConfig } from "@storybook/react-vite";
import { buildLogger } from "@backlot/vite-config";
import { tenantThemes } from "./tenant-themes.js";

// Stories live beside their components: the UI kit's in packages/ui, the console's screens in apps/console, the
// storefront's production room and pickup bar in apps/storefront (found by path: nothing imports an app by its package
// name). This app only hosts them.
const config: StorybookConfig = {
  stories: [
    "../../../packages/ui/src/**/*.stories.@(ts|tsx)",
    "../../console/src/**/*.stories.@(ts|tsx)",
    "../../storefront/src/productions/**/*.stories.@(ts|tsx)",
    "../../storefront/src/pickup/**/*.stories.@(ts|tsx)",
  ],
  framework: { name: "@storybook/react-vite", options: {} },
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true },
  // The apps' build log: without the one PostCSS warning nobody can act on (@backlot/vite-config says why). The
  // tenants' settings are validated in Node and reach the preview as JSON (tenant-themes.ts).
  viteFinal: (config) => ({
    ...config,
    customLogger: buildLogger(),
    plugins: [...(config.plugins ?? []), tenantThemes()],
  }),
};

export default config;
