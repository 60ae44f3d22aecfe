#!/usr/bin/env node
// `backlot impersonate` (through `backlot`'s external commands) runs this; it loads the CLI built into dist/.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const cli = new URL("../dist/impersonate.js", import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  process.stderr.write(
    "backlot impersonate: not built yet. Run `pnpm build` (or `pnpm --filter @backlot/auth build`) first.\n",
  );
  process.exit(2);
}
await import(cli.href);
