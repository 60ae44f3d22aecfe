// What every emulator starter shares: a child process whose output is kept for error messages,
// a wait until its HTTP endpoint answers, and a stop that cannot hang.
import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { join } from "node:path";

export interface EmulatorProcess {
  child: ChildProcess;
  /** Everything the process printed so far (for error messages). */
  output(): string;
  /** Polls `url` until it answers 2xx; fails early if the process exits, or after `timeoutMs`. */
  waitUntilReady(url: string, timeoutMs: number): Promise<void>;
  /** Asks the process to stop, kills it after 10 s, and resolves once it is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** An emulator must not outlive the Node process that started it, even when that one exits abruptly. */
function killOnExit(child: ChildProcess): void {
  running.add(child);
  child.once("exit", () => running.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const each of running) each.kill("SIGKILL");
  });
}

export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): EmulatorProcess {
  let log = "";
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // BACKLOT_EMULATOR_LOGS=<folder> keeps each emulator's output there (a function's stack when a test sees INTERNAL).
  const keptLog = process.env.BACKLOT_EMULATOR_LOGS
    ? join(process.env.BACKLOT_EMULATOR_LOGS, `${name.replace(/\W+/g, "-")}.log`)
    : undefined;
  const heard = (chunk: Buffer) => {
    log += chunk.toString();
    if (keptLog) appendFileSync(keptLog, chunk);
  };
  child.stdout?.on("data", heard);
  child.stderr?.on("data", heard);
  let spawnError: Error | undefined;
  child.once("error", (error) => (spawnError = error));
  killOnExit(child);

  const exited = () => child.exitCode !== null || child.signalCode !== null;

  return {
    child,
    output: () => log,
    async waitUntilReady(url, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (spawnError) throw new Error(`${name} could not be started (${command}): ${spawnError.message}`);
        if (exited())
          throw new Error(
            `${name} exited with code ${child.exitCode ?? child.signalCode} before it was ready:\n${log}`,
          );
        try {
          if ((await fetch(url)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s:\n${log}`);
    },
    async stop(signal = "SIGTERM") {
      if (exited() || spawnError) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill(signal);
      });
    },
  };
}
