#!/usr/bin/env node
// `backlot staff` (through `backlot`'s external commands) runs this; it loads the CLI built into dist-cli/.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const cli = new URL("../dist-cli/staff.js", import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  process.stderr.write(
    "backlot staff: not built yet. Run `pnpm build` (or `pnpm --filter @backlot/functions build`) first.\n",
  );
  process.exit(2);
}
await import(cli.href);
