// `backlot-build` over several tenants: a broken one fails with all its errors and a non-zero
// exit, and the others are still built; copies that differ only in id and domain share one render
// and get exactly the site each would get alone (the real CLI, as a process).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { e2eOutDir, expect, test } from "@backlot/local-stack/e2e";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const workspace = fileURLToPath(new URL("../../..", import.meta.url));
// The local stack for these tests compiled the shell here (@backlot/local-stack's playwright.config.ts).
const shell = `${e2eOutDir}/shell`;
const server = `${e2eOutDir}/server`;
const scratch = `${appDir}.cache/e2e-tenants`;

test("a broken tenant fails alone; the others build with their own brand", () => {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  cpSync(`${workspace}tenants/harbour-scenic`, `${scratch}/harbour-scenic`, {
    recursive: true,
    filter: (path) => !path.includes("node_modules") && !path.endsWith("/dist"),
  });
  cpSync(`${workspace}tenants/harbour-scenic`, `${scratch}/broken-scenic`, {
    recursive: true,
    filter: (path) => !path.includes("node_modules") && !path.endsWith("/dist"),
  });
  const broken = JSON.parse(readFileSync(`${scratch}/broken-scenic/tenant.json`, "utf8")) as Record<string, unknown>;
  writeFileSync(
    `${scratch}/broken-scenic/tenant.json`,
    JSON.stringify({ ...broken, tenantId: "broken-scenic", currency: "DOLLARS", newWeekCount: -1 }),
  );

  const run = spawnSync(
    process.execPath,
    [
      `${server}/brand-cli.js`,
      `${scratch}/broken-scenic`,
      `${scratch}/harbour-scenic`,
      "--shell",
      shell,
      "--server",
      `${server}/entry-server.js`,
    ],
    { encoding: "utf8" },
  );
  expect(run.status).toBe(1);
  expect(run.stdout).toMatch(/broken-scenic: FAILED/);
  expect(run.stdout).toMatch(/\/currency/);
  expect(run.stdout).toMatch(/\/newWeekCount/);
  expect(run.stdout).toMatch(/harbour-scenic: \d+ pages/);
  expect(run.stdout).toMatch(/tenant\s+result\s+pages\s+size\s+time/);
  expect(existsSync(`${scratch}/broken-scenic/dist/index.html`)).toBe(false);

  const home = readFileSync(`${scratch}/harbour-scenic/dist/index.html`, "utf8");
  const settings = JSON.parse(readFileSync(`${scratch}/harbour-scenic/tenant.json`, "utf8")) as {
    domain: string;
    metaTitle: string;
    locale: string;
  };
  expect(home).toContain(`<title>${settings.metaTitle.replace(/&/g, "&#38;")}</title>`);
  expect(home).toContain(`<link rel="canonical" href="https://${settings.domain}/" />`);
  expect(home).toContain(`<html lang="${settings.locale}">`);
  expect(home).toContain('"@type":"LocalBusiness"');
  expect(readFileSync(`${scratch}/harbour-scenic/dist/sitemap.xml`, "utf8")).toContain(
    `<loc>https://${settings.domain}/rentals/`,
  );
  const hosting = (
    JSON.parse(readFileSync(`${scratch}/harbour-scenic/dist/firebase.json`, "utf8")) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    }
  ).hosting;
  expect(hosting).toMatchObject({
    target: "harbour-scenic",
    cleanUrls: true,
    rewrites: [{ source: "!/assets/**", destination: "/app.html" }],
  });
  const headers = Object.fromEntries(
    hosting.headers.find((rule) => rule.source === "**")?.headers.map(({ key, value }) => [key, value]) ?? [],
  );
  expect(headers["Content-Security-Policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
  expect(headers["X-Content-Type-Options"]).toBe("nosniff");
});

test("a tenant with a linked asset or a content file named to leave dist/ is refused, and nothing is written", () => {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const dir = copyOfHarbour("linked-scenic");
  const outside = `${scratch}/outside`;
  mkdirSync(outside);
  writeFileSync(`${outside}/key.svg`, "<svg>not the tenant's</svg>");
  rmSync(`${dir}/assets/logo.svg`);
  symlinkSync(`${outside}/key.svg`, `${dir}/assets/logo.svg`);
  writeFileSync(`${dir}/content/%2e%2e%2f%2e%2e%2fescaped.md`, "---\ntitle: Out\ndescription: Out.\n---\nOut");

  const run = spawnSync(
    process.execPath,
    [`${server}/brand-cli.js`, dir, "--shell", shell, "--server", `${server}/entry-server.js`],
    { encoding: "utf8" },
  );
  expect(run.status).toBe(1);
  expect(run.stdout).toMatch(/linked-scenic: FAILED/);
  expect(run.stdout).toMatch(/assets\/logo\.svg is a symbolic link \(to .*key\.svg\)[^\n]*replace the link/);
  expect(run.stdout).toMatch(/content\/%2e%2e%2f%2e%2e%2fescaped\.md: [^\n]*lowercase letters, digits and single/);
  expect(existsSync(`${dir}/dist`)).toBe(false);
  expect(readdirSync(scratch).sort()).toEqual(["linked-scenic", "outside"]);
});

/** harbour-scenic under another folder name, with its tenantId and domain (and any other settings) changed. */
function copyOfHarbour(id: string, settings: Record<string, unknown> = {}): string {
  const dir = `${scratch}/${id}`;
  cpSync(`${workspace}tenants/harbour-scenic`, dir, {
    recursive: true,
    filter: (path) => !path.includes("node_modules") && !path.endsWith("/dist"),
  });
  const tenant = JSON.parse(readFileSync(`${dir}/tenant.json`, "utf8")) as Record<string, unknown>;
  writeFileSync(
    `${dir}/tenant.json`,
    JSON.stringify({ ...tenant, tenantId: id, domain: `${id}.example.com`, ...settings }),
  );
  return dir;
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();

test(
  "copies share one render, each site is byte for byte the one built alone, and a copy with a bad domain fails " +
    "alone",
  () => {
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch, { recursive: true });
    const first = copyOfHarbour("copy-one");
    const second = copyOfHarbour("copy-two");
    const badDomain = copyOfHarbour("copy-bad", { domain: "no-dot-here" });
    const cli = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [`${server}/brand-cli.js`, ...args, "--shell", shell, "--server", `${server}/entry-server.js`],
        { encoding: "utf8" },
      );

    const grouped = cli(first, second, badDomain);
    expect(grouped.status).toBe(1);
    expect(grouped.stdout).toMatch(/3 tenant\(s\), 1 render group\(s\)/);
    expect(grouped.stdout).toMatch(
      /copy-bad: FAILED\n[\s\S]*copy-bad\/tenant\.json: \/domain: must be a full host name/,
    );
    expect(grouped.stdout).toMatch(/copy-one: \d+ pages/);
    expect(grouped.stdout).toMatch(/copy-two: \d+ pages/);

    const alone = `${scratch}/copy-two-alone`;
    expect(cli(second, "--out", alone).status).toBe(0);
    const files = filesUnder(`${second}/dist`);
    expect(files.length).toBeGreaterThan(1000);
    expect(files).toEqual(filesUnder(alone));
    const different = files.filter(
      (file) => !readFileSync(`${second}/dist/${file}`).equals(readFileSync(`${alone}/${file}`)),
    );
    expect(different).toEqual([]);

    // Each copy carries its own identity.
    expect(readFileSync(`${second}/dist/index.html`, "utf8")).toContain(
      '<link rel="canonical" href="https://copy-two.example.com/" />',
    );
    expect(readFileSync(`${first}/dist/index.html`, "utf8")).toContain(
      '<link rel="canonical" href="https://copy-one.example.com/" />',
    );
    expect(JSON.parse(readFileSync(`${first}/dist/firebase.json`, "utf8"))).toMatchObject({
      hosting: { target: "copy-one" },
    });
  },
);
