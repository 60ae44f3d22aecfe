// Preloaded into the measured CLI (node --import): at exit, appends the process's peak memory (resident set, in
// kB as Node reports it) to the file named by BACKLOT_BENCH_USAGE, so the bench measures the real command.
import { appendFileSync } from "node:fs";

process.on("exit", () => {
  const file = process.env.BACKLOT_BENCH_USAGE;
  if (file) appendFileSync(file, `${process.resourceUsage().maxRSS}\n`);
});
