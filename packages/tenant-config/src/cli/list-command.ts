// `backlot list`: the tenants of the workspace with their title, domain, vendor and state.
import { type Command, type ExitCode, exitCodes } from "@backlot/node-cli";
import { loadTenant } from "../node/load-tenant.js";
import { displayPath, listTenantDirs } from "../node/workspace.js";
import { expectNoArguments, rootOption, tenantCommandLine } from "./options.js";
import { type Output, createOutput, plural, table } from "./output.js";

interface TenantRow {
  id: string;
  dir: string;
  valid: boolean;
  problems: number;
  appTitle: string | null;
  domain: string | null;
  vendor: string | null;
  departments: number | null;
  hiddenDepartments: number | null;
}

export const listCommand: Command = {
  name: "list",
  summary: "List the tenants with their title, domain and state",
  usage: `Usage: backlot list [options]

Lists the tenants of the workspace with their title, domain, vendor, departments and state (valid, or how many
problems \`backlot validate\` finds).

Options:
${rootOption}
  --json          Print { tenants: [{ id, dir, valid, problems, appTitle, domain, vendor, departments, ... }] }`,
  async run(args, io) {
    const { root, positionals } = tenantCommandLine("list", args);
    expectNoArguments(positionals);
    return list(createOutput(io), root);
  },
};

async function list(out: Output, root: string): Promise<ExitCode> {
  const rows: TenantRow[] = await Promise.all(
    listTenantDirs(root).map(async (folder) => {
      const result = await loadTenant(folder, { root });
      const dir = displayPath(folder, root);
      const id = dir.split("/").pop() ?? dir;
      if (!result.ok) {
        return {
          id,
          dir,
          valid: false,
          problems: result.issues.length,
          appTitle: null,
          domain: null,
          vendor: null,
          departments: null,
          hiddenDepartments: null,
        };
      }
      const { settings, vendor, categories } = result.tenant;
      return {
        id,
        dir,
        valid: true,
        problems: 0,
        appTitle: settings.appTitle,
        domain: settings.domain,
        vendor: vendor.displayName,
        departments: categories.departments.filter((department) => !department.hidden).length,
        hiddenDepartments: categories.departments.filter((department) => department.hidden).length,
      };
    }),
  );

  if (out.json) {
    out.data({ tenants: rows });
    return exitCodes.ok;
  }
  if (rows.length === 0) {
    out.line("No tenants yet. Create one with: backlot create <id> --from <config.json>");
    return exitCodes.ok;
  }
  const header = ["TENANT", "TITLE", "DOMAIN", "VENDOR", "DEPARTMENTS", "STATE"];
  const body = rows.map((row) => [
    row.id,
    row.appTitle ?? "-",
    row.domain ?? "-",
    row.vendor ?? "-",
    row.departments === null
      ? "-"
      : `${row.departments}${row.hiddenDepartments ? ` (+${row.hiddenDepartments} hidden)` : ""}`,
    row.valid ? "valid" : `invalid (${plural(row.problems, "problem")}; run backlot validate ${row.dir})`,
  ]);
  for (const line of table([header, ...body])) out.line(line);
  return exitCodes.ok;
}
