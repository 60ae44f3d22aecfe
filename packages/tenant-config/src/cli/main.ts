// The `backlot` command line: validate, list and create tenants. Exit 0 when all is well,
// 1 when the input (a tenant or a bundle) is invalid, 2 when the command line is wrong.
import { parseCommandLine, runCommand } from "@backlot/node-cli";
import { findWorkspaceRoot } from "../node/workspace.js";
import { createCommand } from "./create-command.js";
import { findExternalCommand, runExternalCommand } from "./external-command.js";
import { type ExitCode, UsageError, exitCodes } from "./exit-codes.js";
import { listCommand } from "./list-command.js";
import { createOutput } from "./output.js";
import { routesCommand } from "./routes-command.js";
import { validateCommand } from "./validate-command.js";

const usage = `Usage: backlot <command> [options]

Commands:
  validate [dir...]              Check tenant folders (all of tenants/ when none are given)
  list                           List the tenants with their title, domain and state
  create <id> --from <file>      Make tenants/<id>/ from one JSON file { tenant, vendor, categories }
  routes                         List the storefront routes that links may point to
  <name> [args...]               Run backlot-<name> from another package, like
                                 backlot impersonate <email> (from @backlot/auth)

Options:
  --json          Print machine-readable JSON on stdout
  --root <dir>    The workspace root (default: the nearest folder with pnpm-workspace.yaml)
  -h, --help      Show this help
  -v, --version   Show the version

Exit codes: 0 ok, 1 invalid input, 2 usage error.`;

declare const BACKLOT_VERSION: string | undefined;

const builtInCommands = new Set(["validate", "list", "create", "routes", "help"]);

export async function main(argv: string[]): Promise<ExitCode> {
  // Another package's command gets every argument after its name, options included.
  const [first] = argv;
  if (first !== undefined && !first.startsWith("-") && !builtInCommands.has(first)) {
    const external = findExternalCommand(first);
    if (external) return runExternalCommand(external, argv.slice(1)) as ExitCode;
    return usageError(
      `unknown command "${first}" (no backlot-${first} on PATH; commands from other packages run through \`pnpm ` +
        `backlot\`)`,
    );
  }
  const parsed = parseCommandLine(argv, {
    json: { type: "boolean", default: false },
    root: { type: "string" },
    from: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
    version: { type: "boolean", short: "v", default: false },
  });
  if (!parsed.ok) return usageError(parsed.message);
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  const out = createOutput(values.json);

  if (values.version) {
    out.line(typeof BACKLOT_VERSION === "string" ? BACKLOT_VERSION : "development");
    return exitCodes.ok;
  }
  if (values.help || command === undefined || command === "help") {
    if (command === undefined && !values.help) return usageError("a command is required");
    out.line(usage);
    return exitCodes.ok;
  }

  try {
    const root = findWorkspaceRoot(values.root ?? process.cwd());
    if (values.from !== undefined && command !== "create")
      throw new UsageError(`--from belongs to "create", not "${command}"`);
    switch (command) {
      case "validate":
        return await validateCommand(out, root, args);
      case "list":
        expectNoArguments(command, args);
        return await listCommand(out, root);
      case "routes":
        expectNoArguments(command, args);
        return routesCommand(out);
      case "create": {
        const [id, ...extra] = args;
        if (id === undefined) throw new UsageError("create needs a tenant id: backlot create <id> --from <file>");
        if (values.from === undefined)
          throw new UsageError(`create needs --from <file>: backlot create ${id} --from <file>`);
        expectNoArguments(command, extra);
        return await createCommand(out, root, id, values.from);
      }
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) return usageError(error.message);
    throw error;
  }
}

function expectNoArguments(command: string, args: string[]): void {
  if (args.length > 0) throw new UsageError(`${command} takes no arguments, but got: ${args.join(" ")}`);
}

function usageError(message: string): ExitCode {
  process.stderr.write(`backlot: ${message}\n\n${usage}\n`);
  return exitCodes.usage;
}

runCommand("backlot", main);
