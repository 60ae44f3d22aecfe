// `backlot build` over several tenants: each is branded alone, a broken one fails with all its
// errors and a non-zero exit, and the others are still built (the real CLI, as a process).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "./support.js";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const workspace = fileURLToPath(new URL("../../..", import.meta.url));
// The local stack for these tests compiled the shell here (playwright.config.ts).
const shell = `${appDir}.cache/e2e-dist/shell`;
const server = `${appDir}.cache/e2e-dist/server`;
const scratch = `${appDir}.cache/e2e-tenants`;

test("a broken tenant fails alone; the others build with their own brand", () => {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  cpSync(`${workspace}tenants/harbour-scenic`, `${scratch}/harbour-scenic`, { recursive: true, filter: (path) => !path.includes("node_modules") && !path.endsWith("/dist") });
  cpSync(`${workspace}tenants/harbour-scenic`, `${scratch}/broken-scenic`, { recursive: true, filter: (path) => !path.includes("node_modules") && !path.endsWith("/dist") });
  const broken = JSON.parse(readFileSync(`${scratch}/broken-scenic/tenant.json`, "utf8")) as Record<string, unknown>;
  writeFileSync(`${scratch}/broken-scenic/tenant.json`, JSON.stringify({ ...broken, tenantId: "broken-scenic", currency: "DOLLARS", newWeekCount: -1 }));

  const run = spawnSync(process.execPath, [`${server}/brand-cli.js`, `${scratch}/broken-scenic`, `${scratch}/harbour-scenic`, "--shell", shell, "--server", `${server}/entry-server.js`], { encoding: "utf8" });
  expect(run.status).toBe(1);
  expect(run.stdout).toMatch(/broken-scenic: FAILED/);
  expect(run.stdout).toMatch(/\/currency/);
  expect(run.stdout).toMatch(/\/newWeekCount/);
  expect(run.stdout).toMatch(/harbour-scenic: \d+ pages/);
  expect(run.stdout).toMatch(/tenant\s+result\s+pages\s+size\s+time/);
  expect(existsSync(`${scratch}/broken-scenic/dist/index.html`)).toBe(false);

  const home = readFileSync(`${scratch}/harbour-scenic/dist/index.html`, "utf8");
  const settings = JSON.parse(readFileSync(`${scratch}/harbour-scenic/tenant.json`, "utf8")) as { domain: string; metaTitle: string; locale: string };
  expect(home).toContain(`<title>${settings.metaTitle.replace(/&/g, "&#38;")}</title>`);
  expect(home).toContain(`<link rel="canonical" href="https://${settings.domain}/" />`);
  expect(home).toContain(`<html lang="${settings.locale}">`);
  expect(home).toContain('"@type":"LocalBusiness"');
  expect(readFileSync(`${scratch}/harbour-scenic/dist/sitemap.xml`, "utf8")).toContain(`<loc>https://${settings.domain}/rentals/`);
  expect(JSON.parse(readFileSync(`${scratch}/harbour-scenic/dist/firebase.json`, "utf8"))).toMatchObject({ hosting: { target: "harbour-scenic", cleanUrls: true } });
});
