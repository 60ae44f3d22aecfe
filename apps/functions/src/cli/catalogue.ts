// The entry apps/functions builds into dist-cli/catalogue.js: `backlot catalogue` runs it as a process (decision 0034).
import { processIo, runCommand, runSubcommand } from "@backlot/node-cli";
import { catalogueCommand } from "./catalogue-command.js";

runCommand("backlot catalogue", (argv) => runSubcommand(catalogueCommand, argv, processIo()));
