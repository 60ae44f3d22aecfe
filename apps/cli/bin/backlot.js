#!/usr/bin/env node
// The `backlot` command. It runs the CLI built by tsup into dist/; this shim exists so that the bin is linked
// at install time, before the first build. Not built is exit code 1 (the work failed), as `backlot --help` says.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const cli = new URL("../dist/backlot.js", import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  process.stderr.write(
    "backlot: the CLI is not built yet. Run `pnpm build` (or `pnpm turbo run build --filter=@backlot/cli`) first.\n",
  );
  process.exit(1);
}
await import(cli.href);
