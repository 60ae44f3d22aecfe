// `backlot search <command>`: sync a tenant's catalogue into Typesense, or write its demo
// catalogue. Exit codes as `backlot`: 0 ok, 1 invalid input or a failed sync, 2 usage error.
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseCommandLine, runCommand } from "@backlot/node-cli";
import { formatIssue } from "@backlot/tenant-config";
import { loadTenant } from "@backlot/tenant-config/node";
import { demoFallback, generateCatalogue } from "@backlot/demo";
import { indexConfigFromTenant } from "../engine/index-config.js";
import { loadCatalogue } from "@backlot/catalogue";
import { collectionSchema } from "../typesense/collection-schema.js";
import { aliasFor, syncCatalogue, syncDocuments } from "../typesense/sync-catalogue.js";
import { typesenseAdminFromEnv, typesenseSettingsHelp } from "../node/typesense-admin.js";

const usage = `Usage: backlot search <command> <tenant folder> [options]

Commands:
  sync <tenant>       Put the tenant's catalogue into Typesense (a new collection, then the
                      alias <tenantId>-props is switched to it). Needs TYPESENSE_URL and
                      TYPESENSE_API_KEY (an admin key).
  generate <tenant>   Write the tenant's demo catalogue as JSON

Options:
  --dry-run           sync: check and print what would be sent, without contacting Typesense
  --count <n>         generate: how many props (default 2000)
  --seed <n>          generate: the random seed (default 1)
  --out <file>        generate: where to write (default: standard output)
  --json              Print machine-readable JSON

The catalogue is <tenant>/catalogue/props.json when it exists, else the tenant's demo catalogue.`;

function fail(code: number, message: string): number {
  process.stderr.write(`backlot search: ${message}\n${code === 2 ? `\n${usage}\n` : ""}`);
  return code;
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseCommandLine(argv, {
    "dry-run": { type: "boolean", default: false },
    count: { type: "string", default: "2000" },
    seed: { type: "string", default: "1" },
    out: { type: "string" },
    json: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  });
  if (!parsed.ok) return fail(2, parsed.message);
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return 0;
  }
  const [command, folder, ...extra] = positionals;
  if (command !== "sync" && command !== "generate")
    return fail(2, command ? `unknown command "${command}"` : "a command is required");
  if (!folder) return fail(2, `${command} needs a tenant folder, like tenants/ny-props`);
  if (extra.length > 0) return fail(2, `one tenant at a time, but got: ${[folder, ...extra].join(" ")}`);

  const tenantDir = resolve(folder);
  const loaded = await loadTenant(tenantDir);
  if (!loaded.ok) {
    process.stderr.write(
      `backlot search: the tenant is not valid; fix it first (backlot validate ` +
        `${folder}):\n${loaded.issues.map((issue) => `  ${formatIssue(issue)}`).join("\n")}\n`,
    );
    return 1;
  }
  const tenant = loaded.tenant;

  if (command === "generate") {
    const count = Number(values.count);
    const seed = Number(values.seed);
    if (!Number.isInteger(count) || count < 1)
      return fail(2, `--count must be a whole number of at least 1, not ${values.count}`);
    if (!Number.isInteger(seed)) return fail(2, `--seed must be a whole number, not ${values.seed}`);
    const text = `${JSON.stringify(generateCatalogue(tenant, { count, seed }), null, 2)}\n`;
    if (values.out) await writeFile(resolve(values.out), text);
    else process.stdout.write(text);
    return 0;
  }

  const catalogue = await loadCatalogue(tenantDir, tenant, { fallback: demoFallback() });
  if (!catalogue.ok) {
    process.stderr.write(
      `backlot search: the catalogue is not ` +
        `valid:\n${catalogue.issues.map((issue) => `  ${formatIssue(issue)}`).join("\n")}\n`,
    );
    return 1;
  }
  const config = indexConfigFromTenant(tenant);
  const documents = syncDocuments(catalogue.props, config);
  if (values["dry-run"]) {
    const summary = {
      tenant: tenant.id,
      alias: aliasFor(tenant.id),
      source: catalogue.source,
      props: catalogue.props.length,
      documents: documents.length,
      schema: collectionSchema(`${aliasFor(tenant.id)}-<timestamp>`, config),
    };
    process.stdout.write(
      values.json
        ? `${JSON.stringify(summary, null, 2)}\n`
        : `Would sync ${documents.length} listed props (of ${catalogue.props.length}, ${catalogue.source} catalogue) ` +
            `of ${tenant.id} to the alias ${summary.alias}.\n`,
    );
    return 0;
  }

  const client = await typesenseAdminFromEnv();
  if (!client) return fail(1, `${typesenseSettingsHelp}, or use --dry-run`);
  try {
    const result = await syncCatalogue(client, tenant.id, catalogue.props, config);
    process.stdout.write(
      values.json
        ? `${JSON.stringify(result, null, 2)}\n`
        : `Synced ${result.imported} props into ${result.collection}; ${result.alias} now points to ` +
            `it${result.previous ? ` (dropped ${result.previous})` : ""}.\n`,
    );
    return 0;
  } catch (error) {
    return fail(1, `sync failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

runCommand("backlot search", main);
