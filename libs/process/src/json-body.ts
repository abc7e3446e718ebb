import { type FastifyInstance } from 'fastify';

/** A NUL, or half of a surrogate pair: text Postgres cannot store (text columns and jsonb alike). */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Deeper than any body a client of ours sends; deeper is refused rather than walked. */
const MAX_DEPTH = 64;

/**
 * Where a parsed JSON value holds text that cannot be stored — "configuration.instructions[2]", or the key itself —
 * or null when all of it can. A value nested deeper than MAX_DEPTH counts as unstorable at that depth.
 */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path || 'the body' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return path || 'the body';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (UNSTORABLE.test(key)) return `${path || 'the body'} (one of its keys)`;
    const found = findUnstorableText(item, field, depth + 1);
    if (found) return found;
  }
  return null;
}

export const unstorableTextMessage = (field: string) =>
  `${field} holds a character that cannot be stored (a NUL character, or half of a character such as an emoji). Remove it and try again.`;

/**
 * JSON bodies as every service of ours reads them: an empty body is `undefined` (clients send the JSON content
 * type on bodiless requests), anything else goes through Fastify's own parser (prototype-poisoning protection),
 * and a body that is not JSON, or holds text that cannot be stored, is refused before any route sees it.
 */
export interface JsonBodyErrors {
  /** The body is not JSON, or holds a key that would poison prototypes ("__proto__"): `reason` says which. */
  invalidJson: (reason: string) => Error;
  /** A field holds text that cannot be stored. */
  unstorableText: (field: string) => Error;
}

export function parseJsonBodies(app: FastifyInstance, errors: JsonBodyErrors): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) {
        // Fastify reports a prototype-poisoning key as invalid JSON too: say which it was.
        const poisoned = /"(?:__proto__|constructor)"\s*:/.test(text);
        return done(errors.invalidJson(poisoned ? 'it holds a "__proto__" or "constructor.prototype" key' : 'it is not valid JSON'), undefined);
      }
      const field = findUnstorableText(parsed);
      if (field) return done(errors.unstorableText(field), undefined);
      done(null, parsed);
    });
  });
}
