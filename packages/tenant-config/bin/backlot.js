#!/usr/bin/env node
// The `backlot` command. It runs the CLI built by tsup into dist/; this shim exists so that the
// bin is linked at install time, before the first build.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const cli = new URL("../dist/cli.js", import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  process.stderr.write(
    "backlot: the CLI is not built yet. Run `pnpm build` (or `pnpm --filter @backlot/tenant-config build`) first.\n",
  );
  process.exit(2);
}
await import(cli.href);
