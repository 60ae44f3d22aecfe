// What `backlot --help` prints: every command with its summary, the options all of them take, and the exit codes.
import { exitCodesHelp } from "@backlot/node-cli";
import type { Subcommand } from "./subcommand.js";

export const usageLine = "Usage: backlot <command> [options]";

export function help(subcommands: readonly Subcommand[]): string {
  const width = Math.max(...subcommands.map(({ name }) => name.length)) + 2;
  return `${usageLine}

The one command for agencies and operators: tenants and their settings, catalogues, search, staff and support.
Run it from anywhere in the workspace with \`pnpm backlot <command>\`.

Commands:
${subcommands.map(({ name, summary }) => `  ${name.padEnd(width)}${summary}`).join("\n")}

Options (every command takes them, after its name):
  --json          Print machine-readable JSON on stdout (problems still go to stderr as text)
  -h, --help      Show this help; \`backlot <command> --help\` shows a command's own
  -v, --version   Show the version

${exitCodesHelp}`;
}
