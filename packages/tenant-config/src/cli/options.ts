// The options the tenant commands share: --root, and --from, which only create takes (named, so that
// `backlot validate --from x.json` says where --from belongs rather than only that it is unknown).
import { UsageError, parseOptions } from "@backlot/node-cli";
import { findWorkspaceRoot } from "../node/workspace.js";

export const rootOption = `  --root <dir>    The workspace root (default: the nearest folder with pnpm-workspace.yaml)`;

export interface TenantCommandLine {
  /** The workspace root. */
  root: string;
  positionals: string[];
  from: string | undefined;
}

export function tenantCommandLine(command: string, args: string[]): TenantCommandLine {
  const { values, positionals } = parseOptions(args, { root: { type: "string" }, from: { type: "string" } });
  if (values.from !== undefined && command !== "create")
    throw new UsageError(`--from belongs to "create", not "${command}"`);
  return { root: findWorkspaceRoot(values.root ?? process.cwd()), positionals, from: values.from };
}

export function expectNoArguments(args: string[]): void {
  if (args.length > 0) throw new UsageError(`takes no arguments, but got: ${args.join(" ")}`);
}
