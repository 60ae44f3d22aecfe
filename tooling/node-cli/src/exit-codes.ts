// The exit codes of every backlot command, defined once: scripts and the local stack branch on them.

export const exitCodes = {
  /** The command did what was asked. */
  ok: 0,
  /** The input or the work failed: an invalid tenant or sheet, a refused or failed request. */
  failed: 1,
  /** The command line is wrong; the message says what to do. */
  usage: 2,
  /** A bug in backlot (EX_SOFTWARE): the stack is printed. */
  internal: 70,
} as const;

export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];

/** The exit codes as `backlot --help` documents them. */
export const exitCodesHelp = `Exit codes (the same for every command):
  ${exitCodes.ok}   ok
  ${exitCodes.failed}   the input or the work failed: an invalid tenant, catalogue or sheet, a refused or failed request
  ${exitCodes.usage}   usage error: the command line is wrong; the message says what to do
  ${exitCodes.internal}  internal error: a bug in backlot; the stack is printed`;

/** A command line that cannot be understood: printed with the command's usage, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}
