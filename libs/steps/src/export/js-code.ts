/** Pieces of JavaScript source the exported spec is written with: literals, names, numbers. */

/** A single-quoted string literal, escaped so any text (quotes, backslashes, line breaks) reads back the same. */
export function stringLiteral(text: string): string {
  const body = text.replace(/[\\'\n\r\u2028\u2029]/g, (character) => {
    switch (character) {
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\u2028':
        return '\\u2028';
      case '\u2029':
        return '\\u2029';
      default:
        return `\\${character}`;
    }
  });
  return `'${body}'`;
}

/** The text of a template literal (between the backticks), for a part of a value that holds no `${…}`. */
export function templateText(text: string): string {
  return text.replace(/[\\`]|\$(?=\{)/g, (character) => `\\${character}`);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A regular-expression literal; `flags` as given. Line breaks are escaped, so the literal stays on one line. */
export function regexLiteral(source: string, flags: string): string {
  const escaped = source.replace(/[\n\r\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `/${escaped}/${flags}`;
}

/** 20000 → `20_000`: the way a person writes milliseconds. */
export function msLiteral(ms: number): string {
  return String(Math.round(ms)).replace(/\B(?=(\d{3})+(?!\d))/g, '_');
}

/** Line comment text: one line, never closing anything. */
export const commentText = (text: string) => text.replace(/\s+/g, ' ').trim();

const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in ' +
    'instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package ' +
    'private protected public await async of arguments eval undefined NaN Infinity page test expect context browser request baseExpect ' +
    'textOf requireEnv isSamePage escapeRegExp Locator Buffer process window document URL'
  ).split(' '),
);

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** `user_email`, `userEmail` → `USER_EMAIL`: a constant of the test. */
export function constantName(name: string): string {
  const joined = words(name).join('_').toUpperCase();
  const safe = /^[A-Z_]/.test(joined) ? joined : `VALUE_${joined}`;
  return RESERVED.has(safe) || safe === 'BASE_URL' ? `${safe}_VALUE` : safe;
}

/** `order_id`, `Order-ID` → `orderId`: a value the test stores or generates as it runs. */
export function variableName(name: string): string {
  const [first = 'value', ...rest] = words(name).map((word) => word.toLowerCase());
  const joined = first + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  const safe = /^[a-z_]/.test(joined) ? joined : `value${joined}`;
  return RESERVED.has(safe) ? `${safe}Value` : safe;
}
