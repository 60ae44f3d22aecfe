// The CLI's exit codes, as documented in `backlot --help`.
export const exitCodes = {
  ok: 0,
  invalidInput: 1,
  usage: 2,
} as const;

export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];

/** Thrown for a command line that cannot be understood; main prints it with the usage. */
export class UsageError extends Error {
  override name = "UsageError";
}
