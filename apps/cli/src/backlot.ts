// The `backlot` command line: the options before a command (--help, --version, --json), then the command with
// every argument after its name. One help, one list of commands, one set of exit codes.
import { type CommandIo, type ExitCode, exitCodes } from "@backlot/node-cli";
import { subcommands } from "./commands.js";
import { help, usageLine } from "./help.js";

declare const BACKLOT_VERSION: string | undefined;
const version = typeof BACKLOT_VERSION === "string" ? BACKLOT_VERSION : "development";

type Io = Pick<CommandIo, "stdout" | "stderr">;

function usageError(io: Io, message: string): ExitCode {
  io.stderr(`backlot: ${message}\n\n${usageLine}\n\`backlot --help\` lists the commands and their options.\n`);
  return exitCodes.usage;
}

export async function backlot(argv: readonly string[], io: Io): Promise<ExitCode> {
  const leading = argv.findIndex((arg) => !arg.startsWith("-"));
  const options = leading === -1 ? argv : argv.slice(0, leading);
  const [name, ...rest] = leading === -1 ? [] : argv.slice(leading);
  const json = options.includes("--json");
  const unknown = options.find((option) => !["--json", "-h", "--help", "-v", "--version"].includes(option));
  if (unknown !== undefined)
    return usageError(io, `unknown option "${unknown}" before the command; a command's options go after its name`);
  if (options.includes("-h") || options.includes("--help")) {
    io.stdout(`${help(subcommands)}\n`);
    return exitCodes.ok;
  }
  if (options.includes("-v") || options.includes("--version")) {
    io.stdout(json ? `${JSON.stringify({ version })}\n` : `${version}\n`);
    return exitCodes.ok;
  }
  if (name === undefined) return usageError(io, "a command is required");
  if (name === "help") {
    const [topic] = rest;
    if (topic === undefined) {
      io.stdout(`${help(subcommands)}\n`);
      return exitCodes.ok;
    }
    return run(io, topic, ["--help"]);
  }
  // A --json before the command is the command's.
  return run(io, name, json ? ["--json", ...rest] : rest);
}

function run(io: Io, name: string, args: string[]): Promise<ExitCode> | ExitCode {
  const subcommand = subcommands.find((each) => each.name === name);
  if (!subcommand) return usageError(io, `unknown command "${name}": \`backlot --help\` lists the commands`);
  return subcommand.run(args, io);
}
