/** What `verity` exits with; CI branches on these (README: Exit codes). */
export const EXIT_CODES = {
  /** Every run passed, or (without --wait) every run started. */
  passed: 0,
  /** A run failed, was cancelled, or ended with no verdict. */
  failed: 1,
  /** verity could not do its job: a usage error, missing settings, no connection, an API error, --timeout. */
  error: 2,
  /** Ctrl-C while waiting: 128 + SIGINT, as shells report it. */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];
