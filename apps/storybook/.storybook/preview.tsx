import type { Decorator, Preview } from "@storybook/react-vite";
import { ThemeProvider } from "@backlot/ui/ThemeProvider";
import tenantThemes from "virtual:backlot/tenant-themes";

/** Every story renders inside a tenant's theme, chosen in the toolbar. */
const withTenantTheme: Decorator = (Story, context) => {
  const settings = tenantThemes[String(context.globals.tenant)] ?? tenantThemes["ny-props"];
  if (!settings) throw new Error("No tenant theme loaded");
  return (
    <ThemeProvider settings={settings}>
      <div
        style={{
          background: "var(--color-bg)",
          color: "var(--color-text)",
          fontFamily: "var(--font-body)",
          padding: 16,
          minHeight: "100vh",
          boxSizing: "border-box",
        }}
      >
        {/* The box the visual regression test compares (visual-setup.ts): the story, not the empty page round it. */}
        <div data-story-root="" style={{ display: "flow-root" }}>
          <Story />
        </div>
      </div>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTenantTheme],
  globalTypes: {
    tenant: {
      description: "The tenant whose theme the components wear",
      toolbar: {
        title: "Tenant",
        icon: "paintbrush",
        items: [
          { value: "ny-props", title: "Bowery Prop House (New York)" },
          { value: "harbour-scenic", title: "Harbour Scenic (Toronto)" },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Story tests run once per tenant theme (vitest.config.ts sets STORYBOOK_TENANT per project).
  initialGlobals: { tenant: (import.meta.env.STORYBOOK_TENANT as string | undefined) ?? "ny-props" },
  parameters: {
    // Story tests fail on any axe violation.
    a11y: { test: "error" },
    layout: "fullscreen",
  },
};

export default preview;
