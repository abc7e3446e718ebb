/**
 * The text of anything thrown: an Error's message, a string, or the `message` / `error` text of a plain
 * object (a decoded JSON error body); anything else as String() renders it.
 */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const { message, error: nested } = error as { message?: unknown; error?: unknown };
    if (typeof message === 'string') return message;
    if (typeof nested === 'string') return nested;
  }
  return String(error);
}
