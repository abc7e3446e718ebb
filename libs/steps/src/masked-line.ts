/**
 * A line with its quoted strings set aside. The grammar's patterns run over `text`, where every quoted string
 * is a placeholder token, so the words inside quotes ("Sign in", "Delete in cart") never look like grammar.
 */
export interface MaskedLine {
  text: string;
  quotes: string[];
}

const OPEN = '\uE000';
const CLOSE = '\uE001';

/** A regular-expression fragment that matches one placeholder. */
export const QUOTED = `${OPEN}\\d+${CLOSE}`;
const PLACEHOLDER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');
const ONLY_PLACEHOLDER = new RegExp(`^${OPEN}(\\d+)${CLOSE}$`);

// "double", “curly”, ‘curly single’, «guillemets», `backticks`, and 'single' when it opens after a space and
// closes before one: the apostrophes of "don't" or "user's" are not quotes.
const QUOTE_PATTERN = /"([^"]*)"|“([^”]*)”|‘([^’]*)’|«([^»]*)»|`([^`]*)`|(?<=^|[\s([{,:;=])'([^']*)'(?=$|[\s.,;:!?)\]}])/g;

export function maskQuotes(line: string): MaskedLine & { spans: string[] } {
  const quotes: string[] = [];
  const spans: string[] = [];
  const text = line.replace(QUOTE_PATTERN, (...groups: unknown[]) => {
    const inner = groups.slice(1, 7).find((group) => typeof group === 'string') as string;
    quotes.push(inner);
    spans.push(groups[0] as string);
    return `${OPEN}${quotes.length - 1}${CLOSE}`;
  });
  return { text, quotes, spans };
}

/** Puts the quoted strings back as written, quotes included (`spans` from maskQuotes). */
export function restoreQuotes(segment: string, spans: string[]): string {
  return segment.replace(PLACEHOLDER, (_, index: string) => spans[Number(index)] ?? '');
}

/** Puts the quoted strings back, without their quotes. */
export function unmask(segment: string, quotes: string[]): string {
  return segment.replace(PLACEHOLDER, (_, index: string) => quotes[Number(index)] ?? '');
}

/** The quoted string when the segment is exactly one placeholder, else null. */
export function quotedValue(segment: string, quotes: string[]): string | null {
  const match = ONLY_PLACEHOLDER.exec(segment.trim());
  return match ? (quotes[Number(match[1])] ?? null) : null;
}

export function hasQuote(segment: string): boolean {
  return segment.includes(OPEN);
}

export function quoteCount(segment: string): number {
  return segment.split(OPEN).length - 1;
}

/** Wraps text in the first quote style it does not contain, so formatted steps parse back to the same text. */
export function quote(text: string): string {
  if (!text.includes('"')) return `"${text}"`;
  if (!text.includes("'")) return `'${text}'`;
  return `“${text}”`;
}

/** How a step names a variable: `{{name}}`, quoted, or bare. */
export const VARIABLE = String.raw`(?:\{\{\s*[A-Za-z_][\w.-]*\s*\}\}|${QUOTED}|[A-Za-z_][\w-]*)`;

/** The variable's name in a segment matched by VARIABLE, without braces or quotes; null when it is no name. */
export function variableName(segment: string, quotes: string[]): string | null {
  const name = (quotedValue(segment, quotes) ?? segment).trim().replace(/^\{\{\s*|\s*\}\}$/g, '');
  return /^[A-Za-z_][\w.-]*$/.test(name) ? name : null;
}
