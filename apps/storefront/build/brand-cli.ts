// `backlot-build [tenant folders...]` (and `pnpm build`): brands the compiled shell for each
// tenant. Tenants that render alike (render-group.ts) are one job; each job runs in its own
// process, as many at once as the machine has cores. A tenant that fails prints its errors and
// fails alone; a summary table follows (or, with --json, one JSON document), and the exit code is 1 if any failed,
// as node-cli's exit codes say for every backlot command.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { exitCodes } from "@backlot/node-cli";
import { findWorkspaceRoot, listTenantDirs } from "@backlot/tenant-config/node";
import { type BrandOutcome, type BrandResult, brandTenants } from "./brand-tenant.js";
import { renderGroups } from "./render-group.js";

const appDir = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const defaults = { shellDir: join(appDir, "dist/shell"), serverEntry: join(appDir, "dist/server/entry-server.js") };

const usage = `Usage: backlot-build [--all | <tenant folder>...]
                     [--shell <dir>] [--server <entry-server.js>] [--out <dir>] [--json]
  Brands the compiled storefront shell for each tenant into <tenant>/dist (or --out, for one tenant).
  --json prints one JSON document: each tenant's outcome (pages, bytes, time, or its errors).`;

interface Options {
  tenants: string[];
  shellDir: string;
  serverEntry: string;
  outDir?: string;
  /** Brand these tenants here, as one group (how the parent runs each job). */
  group: boolean;
  json: boolean;
}

/** The options, or what to print: the usage asked for (`help`), or what is wrong with the command line. */
function parse(args: string[]): Options | { help: string } | string {
  const options: Options = { tenants: [], ...defaults, group: false, json: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const value = () => args[++i] ?? "";
    if (arg === "--all") options.tenants.push(...listTenantDirs(findWorkspaceRoot(process.cwd())));
    else if (arg === "--shell") options.shellDir = resolve(value());
    else if (arg === "--server") options.serverEntry = resolve(value());
    else if (arg === "--out") options.outDir = resolve(value());
    else if (arg === "--group") options.group = true;
    else if (arg === "--json") options.json = true;
    else if (arg === "--help" || arg === "-h") return { help: usage };
    else if (arg.startsWith("-")) return `unknown option ${arg}\n${usage}`;
    else options.tenants.push(resolve(arg));
  }
  if (options.tenants.length === 0) return `name a tenant folder (like tenants/ny-props) or --all\n${usage}`;
  if (options.outDir && options.tenants.length > 1)
    return `--out works with one tenant; ${options.tenants.length} were given`;
  return options;
}

/** One group in this process; prints each tenant's outcome as one JSON line for the parent. */
async function brandGroupHere(options: Options): Promise<number> {
  try {
    const outcomes = await brandTenants({
      tenantDirs: options.tenants,
      shellDir: options.shellDir,
      serverEntry: options.serverEntry,
      outDirOf: (tenantDir) => options.outDir ?? join(tenantDir, "dist"),
    });
    for (const outcome of outcomes) process.stdout.write(`${JSON.stringify(outcome)}\n`);
    return outcomes.every((outcome) => outcome.ok) ? exitCodes.ok : exitCodes.failed;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return exitCodes.failed;
  }
}

type Outcome =
  { tenant: string; ok: true; result: BrandResult } | { tenant: string; ok: false; errors: string; ms: number };

function brandInChild(options: Options, tenantDirs: string[]): Promise<Outcome[]> {
  const started = performance.now();
  const args = [
    fileURLToPath(import.meta.url),
    "--group",
    ...tenantDirs,
    "--shell",
    options.shellDir,
    "--server",
    options.serverEntry,
    ...(options.outDir ? ["--out", options.outDir] : []),
  ];
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("close", (code) => {
      const reported = new Map<string, BrandOutcome>();
      for (const line of out.split("\n").filter((each) => each.startsWith("{"))) {
        const outcome = JSON.parse(line) as BrandOutcome;
        reported.set(outcome.tenantDir, outcome);
      }
      const ms = Math.round(performance.now() - started);
      // A tenant the child did not report on failed with the whole job (its stderr says why).
      done(
        tenantDirs.map((tenantDir): Outcome => {
          const outcome = reported.get(tenantDir);
          const tenant = basename(tenantDir);
          if (outcome?.ok) return { tenant, ok: true, result: outcome.result };
          return { tenant, ok: false, errors: outcome?.error ?? (err.trim() || `exited with code ${code}`), ms };
        }),
      );
    });
  });
}

const kb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function table(outcomes: Outcome[]): string {
  const rows = outcomes.map((outcome) =>
    outcome.ok
      ? [
          outcome.tenant,
          "built",
          String(outcome.result.pages),
          kb(outcome.result.bytes),
          `${(outcome.result.ms / 1000).toFixed(1)} s`,
        ]
      : [outcome.tenant, "FAILED", "-", "-", `${(outcome.ms / 1000).toFixed(1)} s`],
  );
  const all = [["tenant", "result", "pages", "size", "time"], ...rows];
  const widths = all[0]?.map((_, column) => Math.max(...all.map((row) => (row[column] ?? "").length))) ?? [];
  return all.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ")).join("\n");
}

export async function main(args: string[]): Promise<number> {
  const options = parse(args);
  if (typeof options === "string") {
    process.stderr.write(`backlot-build: ${options}\n`);
    return exitCodes.usage;
  }
  if ("help" in options) {
    process.stdout.write(`${options.help}\n`);
    return exitCodes.ok;
  }
  for (const file of [join(options.shellDir, "index.html"), options.serverEntry]) {
    if (!existsSync(file)) {
      process.stderr.write(
        `backlot-build: ${file} is missing; build the shell first: pnpm --filter @backlot/storefront build:shell\n`,
      );
      return exitCodes.failed;
    }
  }
  if (options.group) return brandGroupHere(options);

  const started = performance.now();
  const queue = await renderGroups(options.tenants);
  const groupCount = queue.length;
  const outcomes: Outcome[] = [];
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (const outcome of await brandInChild(options, group)) {
        outcomes.push(outcome);
        if (options.json) continue;
        if (outcome.ok)
          process.stdout.write(
            `backlot-build: ${outcome.tenant}: ${outcome.result.pages} pages, ${kb(outcome.result.bytes)} in ` +
              `${(outcome.result.ms / 1000).toFixed(1)} s\n`,
          );
        else process.stdout.write(`backlot-build: ${outcome.tenant}: FAILED\n${outcome.errors.replace(/^/gm, "  ")}\n`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, worker));
  outcomes.sort((a, b) => a.tenant.localeCompare(b.tenant));
  const failed = outcomes.some((outcome) => !outcome.ok);
  if (options.json) {
    process.stdout.write(`${JSON.stringify({ tenants: outcomes, renderGroups: groupCount }, null, 2)}\n`);
    return failed ? exitCodes.failed : exitCodes.ok;
  }
  process.stdout.write(
    `\n${table(outcomes)}\n\n${outcomes.length} tenant(s), ${groupCount} render group(s), in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return failed ? exitCodes.failed : exitCodes.ok;
}

// Run as a script (node dist/server/brand-cli.js ...), not when imported.
if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = await main(process.argv.slice(2));
}
