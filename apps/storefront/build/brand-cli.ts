// `backlot build [tenant folders...]` (and `pnpm build`): brands the compiled shell for each
// tenant, each in its own process, as many at once as the machine has cores. A tenant that fails
// prints its errors and fails alone; a summary table follows, and the exit code is 1 if any failed.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { findWorkspaceRoot, listTenantDirs } from "@backlot/tenant-config/node";
import { type BrandResult, brandTenant } from "./brand-tenant.js";

const appDir = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const defaults = { shellDir: join(appDir, "dist/shell"), serverEntry: join(appDir, "dist/server/entry-server.js") };

const usage = `usage: backlot build [--all | <tenant folder>...] [--shell <dir>] [--server <entry-server.js>] [--out <dir>]
  Brands the compiled storefront shell for each tenant into <tenant>/dist (or --out, for one tenant).`;

interface Options {
  tenants: string[];
  shellDir: string;
  serverEntry: string;
  outDir?: string;
  one: boolean;
}

function parse(args: string[]): Options | string {
  const options: Options = { tenants: [], ...defaults, one: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const value = () => args[++i] ?? "";
    if (arg === "--all") options.tenants.push(...listTenantDirs(findWorkspaceRoot(process.cwd())));
    else if (arg === "--shell") options.shellDir = resolve(value());
    else if (arg === "--server") options.serverEntry = resolve(value());
    else if (arg === "--out") options.outDir = resolve(value());
    else if (arg === "--one") options.one = true;
    else if (arg === "--help" || arg === "-h") return usage;
    else if (arg.startsWith("-")) return `unknown option ${arg}\n${usage}`;
    else options.tenants.push(resolve(arg));
  }
  if (options.tenants.length === 0) return `name a tenant folder (like tenants/ny-props) or --all\n${usage}`;
  if (options.outDir && options.tenants.length > 1) return `--out works with one tenant; ${options.tenants.length} were given`;
  return options;
}

/** One tenant in this process; prints its result as one JSON line for the parent. */
async function brandOne(options: Options, tenantDir: string): Promise<number> {
  try {
    const result = await brandTenant({ tenantDir, shellDir: options.shellDir, serverEntry: options.serverEntry, outDir: options.outDir ?? join(tenantDir, "dist") });
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

type Outcome = { tenant: string; ok: true; result: BrandResult } | { tenant: string; ok: false; errors: string; ms: number };

function brandInChild(options: Options, tenantDir: string): Promise<Outcome> {
  const started = performance.now();
  const args = [fileURLToPath(import.meta.url), "--one", tenantDir, "--shell", options.shellDir, "--server", options.serverEntry, ...(options.outDir ? ["--out", options.outDir] : [])];
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("close", (code) => {
      const tenant = basename(tenantDir);
      const line = out.trim().split("\n").at(-1);
      if (code === 0 && line) done({ tenant, ok: true, result: JSON.parse(line) as BrandResult });
      else done({ tenant, ok: false, errors: err.trim() || `exited with code ${code}`, ms: Math.round(performance.now() - started) });
    });
  });
}

const kb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function table(outcomes: Outcome[]): string {
  const rows = outcomes.map((outcome) => (outcome.ok ? [outcome.tenant, "built", String(outcome.result.pages), kb(outcome.result.bytes), `${(outcome.result.ms / 1000).toFixed(1)} s`] : [outcome.tenant, "FAILED", "-", "-", `${(outcome.ms / 1000).toFixed(1)} s`]));
  const all = [["tenant", "result", "pages", "size", "time"], ...rows];
  const widths = all[0]?.map((_, column) => Math.max(...all.map((row) => (row[column] ?? "").length))) ?? [];
  return all.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ")).join("\n");
}

export async function main(args: string[]): Promise<number> {
  const options = parse(args);
  if (typeof options === "string") {
    process.stderr.write(`${options}\n`);
    return 2;
  }
  for (const file of [join(options.shellDir, "index.html"), options.serverEntry]) {
    if (!existsSync(file)) {
      process.stderr.write(`backlot build: ${file} is missing; build the shell first: pnpm --filter @backlot/storefront build:shell\n`);
      return 2;
    }
  }
  if (options.one) return brandOne(options, options.tenants[0] as string);

  const started = performance.now();
  const queue = [...options.tenants];
  const outcomes: Outcome[] = [];
  const worker = async () => {
    for (let tenantDir = queue.shift(); tenantDir; tenantDir = queue.shift()) {
      const outcome = await brandInChild(options, tenantDir);
      outcomes.push(outcome);
      if (outcome.ok) process.stdout.write(`backlot build: ${outcome.tenant}: ${outcome.result.pages} pages, ${kb(outcome.result.bytes)} in ${(outcome.result.ms / 1000).toFixed(1)} s\n`);
      else process.stdout.write(`backlot build: ${outcome.tenant}: FAILED\n${outcome.errors.replace(/^/gm, "  ")}\n`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), options.tenants.length) }, worker));
  outcomes.sort((a, b) => a.tenant.localeCompare(b.tenant));
  process.stdout.write(`\n${table(outcomes)}\n\n${outcomes.length} tenant(s) in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return outcomes.every((outcome) => outcome.ok) ? 0 : 1;
}

// Run as a script (node dist/server/brand-cli.js ...), not when imported.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = await main(process.argv.slice(2));
}
