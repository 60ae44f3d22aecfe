// `node dist/brand/brand-console.js --tenant <dir> --out <dir> [--shell <dir>] [--storefront <url>]`:
// brands the compiled console for one tenant: its documents in index.html (a JSON data block, so
// the Content-Security-Policy needs no hash), its title, and a Firebase Hosting config with the
// security headers, for its own hosting target (<tenantId>-console). The tenant's logo and the
// catalogue photos come from its storefront (https://<domain> unless --storefront says).
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { formatIssue } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import {
  contentSecurityPolicy,
  escapeHtml,
  firebaseHosting,
  readShellServices,
  scriptJson,
  securityHeaders,
} from "@backlot/hosting";
import { type ConsoleTenant, storefrontFileUrl, tenantScriptId } from "../src/app/console-tenant.js";

const usage = "usage: brand-console --tenant <tenant-dir> --out <dir> [--shell <dir>] [--storefront <url>]";
const headMarker = "<!-- backlot:head -->";

export async function brandConsole(options: {
  tenantDir: string;
  shellDir: string;
  outDir: string;
  storefrontUrl?: string | undefined;
}): Promise<{ tenantId: string }> {
  const loaded = await loadTenant(options.tenantDir);
  if (!loaded.ok) throw new Error(`${options.tenantDir} has problems:\n${loaded.issues.map(formatIssue).join("\n")}`);
  const { tenant } = loaded;
  const storefrontUrl = new URL(options.storefrontUrl ?? `https://${tenant.settings.domain}`).origin;
  const consoleTenant: ConsoleTenant = { ...tenant, storefrontUrl };
  const template = await readFile(join(options.shellDir, "index.html"), "utf8");
  if (!template.includes(headMarker)) throw new Error(`${options.shellDir}/index.html is not the console's shell`);
  const head = [
    `<title>${escapeHtml(`${tenant.settings.appTitle} console`)}</title>`,
    `<link rel="icon" href="${escapeHtml(storefrontFileUrl(consoleTenant, tenant.settings.favicon))}" />`,
    `<script type="application/json" id="${tenantScriptId}">${scriptJson(consoleTenant)}</script>`,
  ].join("\n    ");
  const html = template
    .replace('lang="en"', `lang="${escapeHtml(tenant.settings.locale)}"`)
    .split(headMarker)
    .join(head);

  const policy = contentSecurityPolicy({
    app: "console",
    services: await readShellServices(options.shellDir),
    tenant,
    inline: { scripts: [], styles: [], styleAttributes: [] },
    imageUrls: [storefrontUrl],
  });
  // Every address is the console's one page (its router takes it from there). The browser features
  // it may use are @backlot/hosting's ownFeatures.console.
  const hosting = firebaseHosting(`${tenant.id}-console`, securityHeaders(policy, "console"), "/index.html");

  await rm(options.outDir, { recursive: true, force: true });
  await mkdir(options.outDir, { recursive: true });
  await cp(join(options.shellDir, "assets"), join(options.outDir, "assets"), { recursive: true });
  await writeFile(join(options.outDir, "index.html"), html);
  await writeFile(join(options.outDir, "firebase.json"), `${JSON.stringify(hosting, null, 2)}\n`);
  return { tenantId: tenant.id };
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      tenant: { type: "string" },
      out: { type: "string" },
      shell: { type: "string" },
      storefront: { type: "string" },
    },
  });
  if (!values.tenant || !values.out) {
    process.stderr.write(`brand-console: --tenant and --out are required\n${usage}\n`);
    return 2;
  }
  const shellDir = resolve(values.shell ?? new URL("../shell", import.meta.url).pathname);
  const { tenantId } = await brandConsole({
    tenantDir: resolve(values.tenant),
    shellDir,
    outDir: resolve(values.out),
    storefrontUrl: values.storefront,
  });
  process.stdout.write(`brand-console: the ${tenantId} console is in ${values.out}\n`);
  return 0;
}

// Run as the built command (not when a test imports it).
if (process.argv[1]?.endsWith("brand-console.js")) {
  process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`brand-console: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  });
}
