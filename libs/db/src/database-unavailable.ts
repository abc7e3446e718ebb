/** Connection-level failures of Postgres (refused, reset, shut down, too many clients): the database is away. */
const DATABASE_AWAY_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006']);
const DATABASE_AWAY_MESSAGE = /Connection terminated|connection timeout|Client has encountered a connection error|the database system is (?:starting up|shutting down)/i;

/** True for an error that says the database cannot be reached now, rather than that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Not `instanceof Error`: errors made by Node's own modules fail that test under jest (another realm).
  for (let cause: unknown = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && DATABASE_AWAY_CODES.has(code)) return true;
    if (typeof message === 'string' && DATABASE_AWAY_MESSAGE.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
