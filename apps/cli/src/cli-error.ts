/** A failure verity explains in one message and ends with exit code 2 (settings, connection, API). */
export class CliError extends Error {
  override name = 'CliError';
}

/**
 * The command line asks for something verity cannot do. `helpCommand` names the help to point at: 'run' for
 * `verity run --help`, '' for `verity --help`, null when the message itself says what to do.
 */
export class UsageError extends CliError {
  override name = 'UsageError';
  readonly helpCommand: string | null;

  constructor(message: string, helpCommand: string | null = null) {
    super(message);
    this.helpCommand = helpCommand;
  }

  get helpHint(): string | null {
    if (this.helpCommand === null) return null;
    return `Run 'verity ${this.helpCommand ? `${this.helpCommand} ` : ''}--help' for usage.`;
  }
}
