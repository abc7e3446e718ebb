/**
 * How a step's words are compared with the names on a page. Matching happens in tiers, best first; each tier
 * is expressed as a Playwright name matcher so the page itself (Playwright's accessible-name engine) decides
 * what matches, and the resolver only decides which tier won.
 */

export type MatchTier = 'exact' | 'case-insensitive' | 'contains' | 'loose' | 'words';

/** Best first. Edit-distance likeness is deliberately not a tier: "Sign up" must never satisfy "Sign in". */
export const MATCH_TIERS: readonly MatchTier[] = ['exact', 'case-insensitive', 'contains', 'loose', 'words'];

/**
 * Tiers each of which takes in what the one before it finds, whatever the kind of element: a name equal to the words
 * is equal to them in any case, and a name equal to them in any case contains them.
 */
export const NESTED_TIERS: readonly MatchTier[] = ['exact', 'case-insensitive', 'contains'];

/** A name matcher in the shape Playwright's getBy* methods take. */
export interface NameMatcher {
  name: string | RegExp;
  exact: boolean;
}

const NOT_ALNUM = '[^\\p{L}\\p{N}]';
/**
 * Quotes are written as escapes: Playwright cannot parse a locator joined with `.or()` whose pattern holds a quote
 * ("It's gone!").
 */
export const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/['"]/g, (quote) => (quote === "'" ? '\\x27' : '\\x22'));
/**
 * The words as a whole: not inside a longer word ("in" is not in "Login"). Plain `\b` when the words start and
 * end with ASCII letters or digits (it reads better in the recorded locator), Unicode-aware lookarounds otherwise.
 * Playwright collapses whitespace in names and texts before matching, so single spaces suffice.
 */
function wordBounded(text: string): string {
  const body = escapeRegExp(text);
  const start = /^\w/.test(text) ? '\\b' : '(?<![\\p{L}\\p{N}_])';
  const end = /\w$/.test(text) ? '\\b' : '(?![\\p{L}\\p{N}_])';
  return `${start}${body}${end}`;
}
const flags = (source: string) => (source.includes('\\p{') || /[^ -~]/.test(source) ? 'iu' : 'i');
const regex = (source: string) => new RegExp(source, flags(source));

export function normalizeSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Letters and digits only, lower-cased: "Sign-in" and "SIGN IN" both become "signin". */
export function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The matcher for one tier, or null when the tier adds nothing for these words (e.g. "words" for one word). */
export function tierMatcher(text: string, tier: MatchTier): NameMatcher | null {
  const wanted = normalizeSpaces(text);
  if (wanted === '') return null;
  switch (tier) {
    case 'exact':
      return { name: wanted, exact: true };
    case 'case-insensitive':
      return { name: regex(`^${escapeRegExp(wanted)}$`), exact: false };
    case 'contains':
      return { name: regex(wordBounded(wanted)), exact: false };
    case 'loose': {
      // Only when punctuation or spacing is what differs ("Log in" ~ "Login", "e-mail" ~ "Email").
      const letters = [...compact(wanted)];
      if (letters.length < 3) return null;
      const body = letters.map(escapeRegExp).join(`${NOT_ALNUM}*`);
      return { name: regex(`^${NOT_ALNUM}*${body}${NOT_ALNUM}*$`), exact: false };
    }
    case 'words': {
      const parts = [...new Set(words(wanted))];
      if (parts.length < 2) return null;
      return { name: regex(`^${parts.map((part) => `(?=.*${wordBounded(part)})`).join('')}`), exact: false };
    }
  }
}

/** Classic Levenshtein distance; the strings compared here are short names. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * How alike a name on the page is to the words of a step, from 0 to 1. Used only to list the closest names
 * when nothing matched, so a person can see what the page offers instead.
 */
export function similarity(wanted: string, name: string): number {
  const a = normalizeSpaces(wanted).toLowerCase();
  const b = normalizeSpaces(name).toLowerCase();
  if (a === '' || b === '') return 0;
  if (a === b) return 1;
  if (compact(a) === compact(b)) return 0.95;
  const shorter = a.length <= b.length ? a : b;
  const longer = a.length <= b.length ? b : a;
  const containment = longer.includes(shorter) ? 0.6 + 0.3 * (shorter.length / longer.length) : 0;
  const spelling = 1 - editDistance(a, b) / Math.max(a.length, b.length);
  const wantedWords = new Set(words(a));
  const nameWords = new Set(words(b));
  const shared = [...wantedWords].filter((word) => nameWords.has(word)).length;
  const overlap = shared === 0 ? 0 : (0.85 * shared) / Math.max(wantedWords.size, nameWords.size);
  return Math.max(containment, spelling, overlap);
}

/** The names most like the wanted words, best first, without duplicates (case-insensitively). */
export function closestNames(wanted: string, names: readonly string[], limit = 3, threshold = 0.4): string[] {
  const seen = new Set<string>();
  const scored: Array<{ name: string; score: number; order: number }> = [];
  names.forEach((raw, order) => {
    const name = normalizeSpaces(raw);
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) return;
    seen.add(key);
    const score = similarity(wanted, name);
    if (score >= threshold) scored.push({ name, score, order });
  });
  return scored
    .sort((left, right) => right.score - left.score || left.order - right.order)
    .slice(0, limit)
    .map(({ name }) => name);
}

/** "'A', 'B'" for messages; long names are shortened. */
export function quoteList(names: readonly string[]): string {
  return names.map((name) => quote(name)).join(', ');
}

export function quote(text: string, max = 80): string {
  const clean = normalizeSpaces(text);
  return `'${clean.length > max ? `${clean.slice(0, max - 1)}…` : clean}'`;
}
