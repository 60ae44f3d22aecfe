// Story tests: every story of the UI kit and the console rendered in Debian's Chromium (never a downloaded browser)
// with its play function, checked by axe and compared with its reference screenshot (visual-setup.ts),
// once in each sample tenant's theme (colours, fonts and radii differ, so contrast, layout and looks
// are checked for both brands).
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
// Installs the Node 20 fallbacks Vitest 5 needs in this process (see tooling/vitest).
import "@backlot/vitest-config";
import { chromiumLaunchOptions } from "@backlot/vitest-config/chromium";
import { buildLogger } from "@backlot/vite-config";

const tenants = ["ny-props", "harbour-scenic"] as const;

// `pnpm test -- PaperCard` hands Vitest a literal "--", and Vitest takes nothing after it as a file name: it would run
// every story, in both tenants, for minutes. Stop at once and say how to name the files instead.
const dashes = process.argv.indexOf("--");
const ignored = dashes === -1 ? "" : process.argv.slice(dashes + 1).join(" ");
if (ignored)
  throw new Error(
    `Vitest ignores what follows "--" (${ignored}) and would run every story file. ` +
      `Name the files without it: \`pnpm test ${ignored}\` or \`npx vitest run ${ignored}\`.`,
  );

const here = fileURLToPath(new URL(".", import.meta.url));
/** "Gallery.stories.tsx" -> "Gallery": one folder of references per component. */
const component = (testFileName: string) => testFileName.replace(/\.stories\.tsx$/, "");

const browser = (tenant: string) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: chromiumLaunchOptions,
    // The same words, numbers and dates on every machine, whatever its LANG and TZ ("1,234 props", "Nov 24").
    contextOptions: { locale: "en-US", timezoneId: "UTC" },
  }),
  // Each project needs its own instance name, or Vitest sees one browser project twice.
  instances: [{ browser: "chromium" as const, name: `storybook (${tenant})` }],
  expect: {
    toMatchScreenshot: {
      // Antialiasing noise passes; a moved border, a new colour or a wrapped line does not.
      comparatorName: "pixelmatch" as const,
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
      // References by tenant and component, committed; this machine's Chromium is CI's, so no platform suffix.
      resolveScreenshotPath: ({ arg, ext, testFileName }: { arg: string; ext: string; testFileName: string }) =>
        join(here, "__screenshots__", tenant, component(testFileName), `${arg}${ext}`),
      resolveDiffPath: ({ arg, ext, testFileName }: { arg: string; ext: string; testFileName: string }) =>
        join(here, ".cache/visual", tenant, component(testFileName), `${arg}${ext}`),
    },
  },
});

export default defineConfig({
  cacheDir: ".cache/vitest",
  // Without the one PostCSS warning nobody can act on (@backlot/vite-config says why).
  customLogger: buildLogger(),
  test: {
    // A failed comparison's pictures (actual and diff) go with the other test output, not into the repository.
    attachmentsDir: ".cache/vitest-attachments",
    // Two browser pages at once even on two cores (CI's): there Vitest's default is one, keeping a core for itself,
    // but the tests are this process and the page taking turns, so one page left a core idle; with two, the tenants'
    // projects run side by side, each in its own Chromium (0027, "Later"). More cores keep Vitest's default.
    maxWorkers: Math.min(Math.max(availableParallelism() - 1, 2), 12),
    projects: tenants.map((tenant) => ({
      extends: true,
      plugins: [storybookTest({ configDir: fileURLToPath(new URL("./.storybook", import.meta.url)) })],
      define: { "import.meta.env.STORYBOOK_TENANT": JSON.stringify(tenant) },
      test: {
        name: `storybook (${tenant})`,
        browser: browser(tenant),
        setupFiles: ["./visual-setup.ts"],
        // In CI one more try for a story that failed: a busy shared machine can be slow past a wait. A real change
        // fails both tries; the report names the stories that needed the second ("retry x1").
        retry: process.env.CI ? 1 : 0,
      },
    })),
  },
});
