import type { StorybookConfig } from "@storybook/react-vite";

// Stories live beside their components: the UI kit's in packages/ui, the console's screens in apps/console (found by
// path: nothing imports an app by its package name). This app only hosts them.
const config: StorybookConfig = {
  stories: ["../../../packages/ui/src/**/*.stories.@(ts|tsx)", "../../console/src/**/*.stories.@(ts|tsx)"],
  framework: { name: "@storybook/react-vite", options: {} },
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true },
};

export default config;
