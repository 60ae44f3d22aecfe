// Shared flat config. A package's eslint.config.js is one line: `export { default } from "@backlot/eslint-config";`
// or spreads this array and adds its own entries.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import { packageBoundaries } from "./package-boundaries.js";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/dist-cli/**", "**/.cache/**", "**/node_modules/**", "**/generated/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true },
    },
    plugins: { backlot: packageBoundaries },
    rules: {
      "backlot/package-boundaries": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
      eqeqeq: ["error", "smart"],
      // Prettier wraps code at 120 columns; this holds what it cannot wrap (comments, strings) to it too.
      "max-len": ["error", { code: 120 }],
      // A file past 300 lines of code usually holds two ideas: a warning, so it is split while it is fresh.
      "max-lines": ["warn", { max: 300, skipBlankLines: true, skipComments: true }],
      "no-console": "off",
    },
  },
  {
    // Plain JS (bin shims, scripts, configs) is not part of any tsconfig project.
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
