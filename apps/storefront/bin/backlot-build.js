#!/usr/bin/env node
// `backlot-build <tenant>...` (`pnpm exec backlot-build` in the workspace) runs this: it brands the
// compiled storefront shell for each tenant (dist/server/brand-cli.js, made by build:shell).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const cli = new URL("../dist/server/brand-cli.js", import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  process.stderr.write(
    "backlot-build: the storefront shell is not built yet. Run `pnpm build` (or `pnpm --filter @backlot/storefront " +
      "build:shell`) first.\n",
  );
  process.exit(1);
}
const { main } = await import(cli.href);
process.exitCode = await main(process.argv.slice(2));
