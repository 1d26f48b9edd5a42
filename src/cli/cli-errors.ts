/** Exit codes scripts can rely on. */
export const EXIT = {
  OK: 0,
  /** The command ran but could not do what was asked (refused, not found, unreachable, problems found). */
  FAILED: 1,
  /** Wrong arguments or an invalid configuration: nothing was attempted. */
  USAGE: 2,
} as const;

/** A failure the CLI reports in its own words, with the exit code it means. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.FAILED,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
