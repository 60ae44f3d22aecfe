// The entry tsup builds into dist/backlot.js, which bin/backlot.js loads.
import { processIo, runCommand } from "@backlot/node-cli";
import { backlot } from "./backlot.js";

runCommand("backlot", (argv) => backlot(argv, processIo()));
