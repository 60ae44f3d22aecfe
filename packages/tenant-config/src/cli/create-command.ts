// `backlot create <id> --from <config.json>`: scaffolds tenants/<id>/ from one bundle file.
import { type Command, type ExitCode, UsageError, exitCodes } from "@backlot/node-cli";
import { createTenant } from "../node/create-tenant.js";
import { displayPath } from "../node/workspace.js";
import { expectNoArguments, rootOption, tenantCommandLine } from "./options.js";
import { type Output, createOutput, plural, printIssues } from "./output.js";

export const createCommand: Command = {
  name: "create",
  summary: "Make tenants/<id>/ from one JSON file { tenant, vendor, categories }",
  usage: `Usage: backlot create <id> --from <file> [options]

Makes tenants/<id>/ from one JSON file { tenant, vendor, categories } and the assets it names (found beside it).
It is checked first: with any problem nothing is written, and every problem is listed (exit 1).

Options:
  --from <file>   The bundle file (required)
${rootOption}
  --json          Print { ok, dir, files } (or { ok: false, issues })`,
  async run(args, io) {
    const { root, positionals, from } = tenantCommandLine("create", args);
    const [id, ...extra] = positionals;
    if (id === undefined) throw new UsageError("needs a tenant id: backlot create <id> --from <file>");
    if (from === undefined) throw new UsageError(`needs --from <file>: backlot create ${id} --from <file>`);
    expectNoArguments(extra);
    return create(createOutput(io), root, id, from);
  },
};

async function create(out: Output, root: string, id: string, bundleFile: string): Promise<ExitCode> {
  const result = await createTenant({ root, id, bundleFile });
  if (!result.ok) {
    if (out.json) {
      out.data({ ok: false, issues: result.issues });
    } else {
      out.line(`✗ nothing was created: ${plural(result.issues.length, "problem")}`);
      printIssues(out, result.issues);
    }
    return exitCodes.failed;
  }
  const dir = displayPath(result.dir, root);
  if (out.json) {
    out.data({ ok: true, dir, files: result.files });
  } else {
    out.line(`✓ created ${dir}/`);
    for (const file of result.files) out.line(`  ${file}`);
    out.line("");
    out.line("Next: run `pnpm install` to add the tenant to the workspace, then edit its files;");
    out.line(`      \`backlot validate ${dir}\` checks them.`);
  }
  return exitCodes.ok;
}
