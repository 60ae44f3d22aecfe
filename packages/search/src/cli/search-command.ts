// `backlot search <command>`: sync a tenant's catalogue into Typesense, or write its demo catalogue. The catalogue
// and the generator come from the caller (apps/cli passes @backlot/catalogue's loader with @backlot/demo's
// fallback, and the demo's generator): this package knows neither.
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { type Command, type CommandIo, type ExitCode, UsageError, exitCodes, parseOptions } from "@backlot/node-cli";
import { type ConfigIssue, type Tenant, formatIssue } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import type { Prop } from "@backlot/domain";
import { indexConfigFromTenant } from "../engine/index-config.js";
import { collectionSchema } from "../typesense/collection-schema.js";
import { aliasFor, syncCatalogue, syncDocuments } from "../typesense/sync-catalogue.js";
import { typesenseAdminFromEnv, typesenseSettingsHelp } from "../node/typesense-admin.js";

/** A tenant's catalogue as loaded: `source` names where it came from ("file", or the fallback's name). */
export type LoadedCatalogue = { ok: true; props: Prop[]; source: string } | { ok: false; issues: ConfigIssue[] };

/** What `backlot search` is given by its caller. */
export interface SearchCatalogues {
  /** The tenant's catalogue: its catalogue file, or what the caller falls back on. */
  load(tenantDir: string, tenant: Tenant): Promise<LoadedCatalogue>;
  /** A generated catalogue of `count` props for the tenant (`generate`). */
  generate(tenant: Tenant, options: { count: number; seed: number }): Prop[];
  /** How many props `generate` makes when --count is not given (the demo's one default size). */
  defaultCount: number;
}

const usage = (defaultCount: number) => `Usage: backlot search <command> <tenant folder> [options]

Commands:
  sync <tenant>       Put the tenant's catalogue into Typesense (a new collection, then the
                      alias <tenantId>-props is switched to it). Needs TYPESENSE_URL and
                      TYPESENSE_API_KEY (an admin key).
  generate <tenant>   Write the tenant's demo catalogue as JSON

Options:
  --dry-run           sync: check and print what would be sent, without contacting Typesense
  --count <n>         generate: how many props (default ${defaultCount})
  --seed <n>          generate: the random seed (default 1)
  --out <file>        generate: where to write (default: standard output)
  --json              Print machine-readable JSON (sync: the summary; generate --out: { file, props })

The catalogue is <tenant>/catalogue/props.json when it exists, else the tenant's demo catalogue.`;

const fail = (io: CommandIo, message: string): ExitCode => {
  io.stderr(`backlot search: ${message}\n`);
  return exitCodes.failed;
};
const issueList = (issues: readonly ConfigIssue[]) => issues.map((issue) => `  ${formatIssue(issue)}`).join("\n");

export function searchCommand(catalogues: SearchCatalogues): Command {
  return {
    name: "search",
    summary: "sync, generate: the catalogue into Typesense, or the demo catalogue as JSON",
    usage: usage(catalogues.defaultCount),
    async run(args, io) {
      const { values, positionals } = parseOptions(args, {
        "dry-run": { type: "boolean", default: false },
        count: { type: "string", default: String(catalogues.defaultCount) },
        seed: { type: "string", default: "1" },
        out: { type: "string" },
      });
      const [command, folder, ...extra] = positionals;
      if (command !== "sync" && command !== "generate")
        throw new UsageError(command ? `unknown command "${command}"` : "a command is required");
      if (!folder) throw new UsageError(`${command} needs a tenant folder, like tenants/ny-props`);
      if (extra.length > 0) throw new UsageError(`one tenant at a time, but got: ${[folder, ...extra].join(" ")}`);

      const tenantDir = resolve(folder);
      const loaded = await loadTenant(tenantDir);
      if (!loaded.ok)
        return fail(
          io,
          `the tenant is not valid; fix it first (backlot validate ${folder}):\n${issueList(loaded.issues)}`,
        );
      const tenant = loaded.tenant;

      if (command === "generate") {
        const count = Number(values.count);
        const seed = Number(values.seed);
        if (!Number.isInteger(count) || count < 1)
          throw new UsageError(`--count must be a whole number of at least 1, not ${values.count}`);
        if (!Number.isInteger(seed)) throw new UsageError(`--seed must be a whole number, not ${values.seed}`);
        const props = catalogues.generate(tenant, { count, seed });
        const text = `${JSON.stringify(props, null, 2)}\n`;
        if (!values.out) io.stdout(text);
        else {
          await writeFile(resolve(values.out), text);
          if (io.json) io.stdout(`${JSON.stringify({ file: resolve(values.out), props: props.length }, null, 2)}\n`);
        }
        return exitCodes.ok;
      }
      return sync(io, tenant, await catalogues.load(tenantDir, tenant), values["dry-run"]);
    },
  };
}

async function sync(io: CommandIo, tenant: Tenant, catalogue: LoadedCatalogue, dryRun: boolean): Promise<ExitCode> {
  if (!catalogue.ok) return fail(io, `the catalogue is not valid:\n${issueList(catalogue.issues)}`);
  const config = indexConfigFromTenant(tenant);
  const documents = syncDocuments(catalogue.props, config);
  if (dryRun) {
    const summary = {
      tenant: tenant.id,
      alias: aliasFor(tenant.id),
      source: catalogue.source,
      props: catalogue.props.length,
      documents: documents.length,
      schema: collectionSchema(`${aliasFor(tenant.id)}-<timestamp>`, config),
    };
    io.stdout(
      io.json
        ? `${JSON.stringify(summary, null, 2)}\n`
        : `Would sync ${documents.length} listed props (of ${catalogue.props.length}, ${catalogue.source} catalogue) ` +
            `of ${tenant.id} to the alias ${summary.alias}.\n`,
    );
    return exitCodes.ok;
  }

  const client = await typesenseAdminFromEnv();
  if (!client) return fail(io, `${typesenseSettingsHelp}, or use --dry-run`);
  try {
    const result = await syncCatalogue(client, tenant.id, catalogue.props, config);
    io.stdout(
      io.json
        ? `${JSON.stringify(result, null, 2)}\n`
        : `Synced ${result.imported} props into ${result.collection}; ${result.alias} now points to ` +
            `it${result.previous ? ` (dropped ${result.previous})` : ""}.\n`,
    );
    return exitCodes.ok;
  } catch (error) {
    return fail(io, `sync failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
