/** Connection-level failures of Postgres (refused, reset, shut down, too many clients): the database is away. */
const DATABASE_AWAY_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006']);
const DATABASE_AWAY_MESSAGE = /Connection terminated|connection timeout|Client has encountered a connection error|the database system is (?:starting up|shutting down)/i;

/** True for an error that says the database cannot be reached now, rather than that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if ((typeof code === 'string' && DATABASE_AWAY_CODES.has(code)) || DATABASE_AWAY_MESSAGE.test(cause.message)) return true;
  }
  return false;
}
