// Every `backlot` command, in the order `backlot --help` lists them, and where each comes from.
import { type Command, runSubcommand } from "@backlot/node-cli";
import { impersonateCommand } from "@backlot/auth/cli";
import { searchCommand } from "@backlot/search/cli";
import { createCommand, listCommand, routesCommand, validateCommand } from "@backlot/tenant-config/cli";
import { searchCatalogues } from "./search/catalogues.js";
import type { Subcommand } from "./subcommand.js";
import { workspaceCommand } from "./workspace-command.js";

/** A package's command, run in this process; its --help, --json and usage errors are node-cli's. */
const inProcess = (command: Command): Subcommand => ({
  name: command.name,
  summary: command.summary,
  run: (argv, io) => runSubcommand(command, argv, io),
});

export const subcommands: readonly Subcommand[] = [
  inProcess(validateCommand),
  inProcess(listCommand),
  inProcess(createCommand),
  inProcess(routesCommand),
  workspaceCommand({
    name: "catalogue",
    summary: "import, export, demo, push, pull: the catalogue in and out of sheets, Firestore and Typesense",
    file: "apps/functions/dist-cli/catalogue.js",
    builtBy: "@backlot/functions",
  }),
  inProcess(searchCommand(searchCatalogues)),
  workspaceCommand({
    name: "staff",
    summary: "add, remove, list: who is staff of a tenant's vendor, and invitations",
    file: "apps/functions/dist-cli/staff.js",
    builtBy: "@backlot/functions",
  }),
  inProcess(impersonateCommand),
];
