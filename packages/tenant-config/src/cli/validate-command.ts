// `backlot validate [dir...]`: checks tenant folders (all of tenants/ when none are given) and
// lists every problem of each.
import { resolve } from "node:path";
import type { ConfigIssue } from "../issues.js";
import { loadTenant } from "../node/load-tenant.js";
import { displayPath, listTenantDirs } from "../node/workspace.js";
import { type ExitCode, exitCodes } from "./exit-codes.js";
import { type Output, plural, printIssues } from "./output.js";

export interface TenantReport {
  dir: string;
  id: string | null;
  ok: boolean;
  issues: ConfigIssue[];
}

export async function validateCommand(out: Output, root: string, dirs: string[]): Promise<ExitCode> {
  const folders = dirs.length > 0 ? dirs.map((dir) => resolve(dir)) : listTenantDirs(root);
  if (folders.length === 0) {
    out.error(
      `No tenants found in ${displayPath(resolve(root, "tenants"), root)}/. Create one with: backlot create <id> ` +
        `--from <config.json>`,
    );
    return exitCodes.invalidInput;
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
  return invalid.length === 0 ? exitCodes.ok : exitCodes.invalidInput;
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
