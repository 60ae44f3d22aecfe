// The entry apps/functions builds into dist-cli/staff.js: `backlot staff` runs it as a process (decision 0034).
import { processIo, runCommand, runSubcommand } from "@backlot/node-cli";
import { staffCommand } from "./staff-command.js";

runCommand("backlot staff", (argv) => runSubcommand(staffCommand, argv, processIo()));
