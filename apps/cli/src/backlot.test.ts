// The one `backlot`, built and run as a process as people run it: one help that lists every command, --help on
// each, usage errors (exit 2) that say what to do, and the admin commands of apps/functions run with every argument.
import { describe, expect, it } from "vitest";
import { backlot } from "../test/run-backlot.js";
import { subcommands } from "./commands.js";
import { workspaceCommand } from "./workspace-command.js";

const names = subcommands.map(({ name }) => name);

describe("backlot --help", () => {
  it("lists every command with its summary, the common options and the exit codes", () => {
    const run = backlot(["--help"]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(names).toEqual(["validate", "list", "create", "routes", "catalogue", "search", "staff", "impersonate"]);
    const lines = run.stdout.split("\n");
    for (const { name, summary } of subcommands)
      expect(lines.filter((line) => line.startsWith(`  ${name} `) && line.endsWith(summary))).toHaveLength(1);
    expect(run.stdout).toContain("--json ");
    expect(run.stdout).toMatch(/^ {2}0 +ok$/m);
    expect(run.stdout).toMatch(/^ {2}1 +the input or the work failed/m);
    expect(run.stdout).toMatch(/^ {2}2 +usage error/m);
    expect(backlot(["help"])).toEqual(run);
    expect(backlot(["-h"])).toEqual(run);
  });

  it.each(names)("backlot %s --help (and backlot help %s) prints its usage and exits 0", (name) => {
    const run = backlot([name, "--help"]);
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toMatch(new RegExp(`^Usage: backlot ${name}\\b`));
    expect(backlot([name, "-h"])).toEqual(run);
    expect(backlot(["help", name])).toEqual(run);
  });
});

describe("usage errors exit 2 and say what to do", () => {
  it("an unknown command, or none", () => {
    const unknown = backlot(["deploy"]);
    expect(unknown).toMatchObject({ code: 2, stdout: "" });
    expect(unknown.stderr).toContain('backlot: unknown command "deploy": `backlot --help` lists the commands');
    expect(unknown.stderr).toContain("Usage: backlot <command> [options]");
    expect(backlot([])).toMatchObject({ code: 2, stderr: expect.stringContaining("a command is required") as string });
    expect(backlot(["help", "deploy"]).code).toBe(2);
  });

  it("an unknown option before the command", () => {
    const run = backlot(["--colour", "list"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`backlot: unknown option "--colour" before the command; a command's options go after`);
  });

  it.each(names)("an unknown option of backlot %s", (name) => {
    const run = backlot([name, "--no-such-option"]);
    expect(run).toMatchObject({ code: 2, stdout: "" });
    expect(run.stderr).toMatch(new RegExp(`^backlot ${name}: Unknown option '--no-such-option'`));
    expect(run.stderr).toContain(`Usage: backlot ${name}`);
  });

  it("an unknown subcommand of catalogue, search and staff", () => {
    for (const [args, message] of [
      [["catalogue", "frob", "tenants/ny-props"], "backlot catalogue: expected push, pull, import, export or demo"],
      [["search", "index", "tenants/ny-props"], 'backlot search: unknown command "index"'],
      [["staff", "promote", "jo@x.example", "--tenant", "tenants/ny-props"], 'backlot staff: expected "add <email>'],
    ] as const) {
      const run = backlot([...args]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(message);
    }
  });
});

describe("the admin commands of apps/functions", () => {
  it("get every argument, and their exit code and output come back", () => {
    const push = backlot(["catalogue", "push", "tenants/ny-props"]);
    expect(push).toEqual({
      code: 2,
      stdout: "",
      stderr: "backlot catalogue: --project is required without FIRESTORE_EMULATOR_HOST\n",
    });
    const staff = backlot(["staff", "list", "--tenant", "tenants/ny-props"]);
    expect(staff).toMatchObject({
      code: 2,
      stderr: "backlot staff: --project is required without FIREBASE_AUTH_EMULATOR_HOST\n",
    });
    const broken = backlot(["staff", "list", "--tenant", "tenants/nowhere", "--project", "demo-backlot"]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("backlot staff: tenants/nowhere has problems:");
  });

  it("say how to build them when they are not built, exit 1", async () => {
    const written: string[] = [];
    const missing = workspaceCommand({
      name: "nothing",
      summary: "",
      file: "apps/functions/dist-cli/nothing.js",
      builtBy: "@backlot/functions",
    });
    const code = await missing.run([], { stdout: (text) => written.push(text), stderr: (text) => written.push(text) });
    expect(code).toBe(1);
    expect(written.join("")).toBe(
      "backlot nothing: apps/functions/dist-cli/nothing.js is not built yet. Run `pnpm build` (or `pnpm turbo run " +
        "build --filter=@backlot/functions`) first.\n",
    );
  });
});
