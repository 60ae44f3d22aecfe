// What `firebase deploy` uploads is dist/ alone: a copy of it, outside the workspace, installs its
// dependencies from the npm registry (`npm install --omit=dev`, as Cloud Build does) and loads
// every command. So no workspace package is left unbundled, and no dependency is missing.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { commandNames, scheduledFunctionNames } from "@backlot/domain";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const copy = mkdtempSync(join(tmpdir(), "backlot-functions-deploy-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

it("installs from the registry alone and loads every command", () => {
  cpSync(dist, copy, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(copy, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    engines: { node: string };
  };
  // The Firebase SDKs, and Stripe's for the Payments port (decision 0037): everything else is bundled.
  expect(Object.keys(manifest.dependencies).sort()).toEqual(["firebase-admin", "firebase-functions", "stripe"]);
  expect(manifest.engines.node).toBe("20");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const installed = spawnSync(npm, ["install", "--omit=dev", "--no-audit", "--no-fund", "--ignore-scripts"], {
    cwd: copy,
    encoding: "utf8",
    timeout: 240_000,
  });
  expect(installed.status, installed.stderr).toBe(0);
  const loaded = spawnSync(
    process.execPath,
    ["--input-type=module", "-e", "const m = await import('./index.js'); console.log(Object.keys(m).sort().join(','))"],
    { cwd: copy, encoding: "utf8", timeout: 60_000 },
  );
  expect(loaded.stderr).toBe("");
  expect(loaded.stdout.trim()).toBe([...commandNames, ...scheduledFunctionNames].sort().join(","));
}, 300_000);
