// `backlot validate [dir...]`: checks tenant folders (all of tenants/ when none are given) and
// lists every problem of each.
import { resolve } from "node:path";
import type { ConfigIssue } from "../issues.js";
import { type Command, type ExitCode, exitCodes } from "@backlot/node-cli";
import { loadTenant } from "../node/load-tenant.js";
import { displayPath, listTenantDirs } from "../node/workspace.js";
import { rootOption, tenantCommandLine } from "./options.js";
import { type Output, createOutput, plural, printIssues } from "./output.js";

export interface TenantReport {
  dir: string;
  id: string | null;
  ok: boolean;
  issues: ConfigIssue[];
}

export const validateCommand: Command = {
  name: "validate",
  summary: "Check tenant folders (all of tenants/ when none are given)",
  usage: `Usage: backlot validate [dir...] [options]

Checks tenant folders (every folder of tenants/ when none are given) and lists every problem of each, by file
and JSON path. Exit 0 when all are valid, 1 when any is not.

Options:
${rootOption}
  --json          Print { ok, tenants: [{ dir, id, ok, issues }] }`,
  async run(args, io) {
    const { root, positionals } = tenantCommandLine("validate", args);
    return validate(createOutput(io), root, positionals);
  },
};

async function validate(out: Output, root: string, dirs: string[]): Promise<ExitCode> {
  const folders = dirs.length > 0 ? dirs.map((dir) => resolve(dir)) : listTenantDirs(root);
  if (folders.length === 0) {
    out.error(
      `No tenants found in ${displayPath(resolve(root, "tenants"), root)}/. Create one with: backlot create <id> ` +
        `--from <config.json>`,
    );
    return exitCodes.failed;
  }
  const reports = await checkTenants(root, folders);
  const invalid = reports.filter((report) => !report.ok);

  if (out.json) {
    out.data({ ok: invalid.length === 0, tenants: reports });
  } else {
    for (const report of reports) {
      if (report.ok) {
        out.line(`✓ ${report.dir}`);
      } else {
        out.line(`✗ ${report.dir}: ${plural(report.issues.length, "problem")}`);
        printIssues(out, report.issues);
      }
    }
    const summary =
      `${plural(reports.length, "tenant")} checked: ${reports.length - invalid.length} valid, ` +
      `${invalid.length} invalid`;
    out.line(summary);
  }
  return invalid.length === 0 ? exitCodes.ok : exitCodes.failed;
}

export async function checkTenants(root: string, folders: string[]): Promise<TenantReport[]> {
  return Promise.all(
    folders.map(async (folder) => {
      const result = await loadTenant(folder, { root });
      const dir = displayPath(folder, root);
      return result.ok
        ? { dir, id: result.tenant.id, ok: true, issues: [] }
        : { dir, id: null, ok: false, issues: result.issues };
    }),
  );
}
