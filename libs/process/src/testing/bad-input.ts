import { randomUUID } from 'node:crypto';

// The classes of bad input every service of ours is fuzzed with (the API's REST routes and websocket, the auth
// service, the web origin's server functions): one list, so a class added here reaches every surface.

/** Seeded, so a failure is reproduced by running the test again. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** One of `values`, chosen by `random`. */
export const pick = <T>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

/** JSON nested `levels` deep: deeper than a recursive walk survives. */
export const deepJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Values of the wrong type or shape for any field: a field set to each must be refused or ignored, never fail. */
export const BAD_VALUES: readonly unknown[] = [
  null,
  0,
  -1,
  1e308,
  2 ** 53 + 1,
  true,
  [],
  {},
  [[[]]],
  '',
  ' ',
  'x'.repeat(100_000),
  'a\u0000b',
  '\ud800',
  '<script>alert(1)</script>',
  { $gt: '' },
];

/** Request bodies sent as application/json: empty, not an object, malformed, too deep, prototype-polluting, a NUL. */
export const RAW_BODIES: readonly string[] = [
  '',
  'null',
  '[]',
  '"text"',
  '123',
  '{"a":',
  '{"a":1}}',
  deepJson(5_000),
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\u0000',
];

/** Path ids that are not ids, or name nothing: traversal, encoded NULs, oversized, a random UUID. */
export const BAD_IDS: readonly string[] = [
  'x',
  '0',
  '../../etc/passwd',
  '%00',
  encodeURIComponent('a\u0000b'),
  'z'.repeat(5_000),
  randomUUID(),
  `${randomUUID()}x`,
];

/** Query-string values (already URL-encoded where needed). */
export const BAD_QUERY_VALUES: readonly string[] = ['-1', '0', 'abc', '1e400', '99999999999999999999', '', '%00', '%E0%A4%A', 'true', 'x'.repeat(10_000)];

/** Content types a JSON route does not read. */
export const WRONG_CONTENT_TYPES: readonly string[] = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'];

/** `promise`, or a rejection naming `what` when it has not settled within `ms`: a hang fails the test instead of stalling it. */
export async function withinTime<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
