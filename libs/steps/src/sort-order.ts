/** The top of an order, and its bottom: "high", "most expensive", "newest", "Z"; "low", "cheapest", "oldest", "A". */
const TOP = String.raw`(?:high(?:est)?|most\s+expensive|largest|biggest|newest|latest|most\s+recent|z)`;
const BOTTOM = String.raw`(?:low(?:est)?|cheapest|least\s+expensive|smallest|oldest|earliest|a)`;
const TO = String.raw`\s*(?:to|-|–|→)\s*`;

/**
 * Words that say which way an order goes, true for top down, in the order they are tried: a range first ("lowest to
 * highest" is ascending, though it says "highest"), then a word alone ("descending", "newest first", "cheapest").
 */
export const SORT_DIRECTIONS: ReadonlyArray<readonly [RegExp, boolean]> = [
  [new RegExp(String.raw`\b${TOP}${TO}${BOTTOM}\b`, 'i'), true],
  [new RegExp(String.raw`\b${BOTTOM}${TO}${TOP}\b`, 'i'), false],
  [/\b(?:desc(?:ending)?|decreasing|reverse|highest|largest|biggest|most\s+expensive|newest|latest|most\s+recent)\b/i, true],
  [/\b(?:asc(?:ending)?|increasing|lowest|smallest|cheapest|least\s+expensive|oldest|earliest)\b/i, false],
];

/** The way words order: true from the top down, false from the bottom up, null when they do not say. */
export function sortDirection(words: string): boolean | null {
  return SORT_DIRECTIONS.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

/** What a sort step sorts by, and which way: `descending` is null when the step does not say. */
export interface SortRequest {
  field: string;
  descending: boolean | null;
}

/** Words that name no value but the price: "cheapest", "most expensive". */
const PRICED = /\b(?:cheapest|(?:most|least)\s+expensive)\b/i;

/** "Price descending", "price from high to low", "Name (Z to A)": the value to sort by, and which way. */
export function readSortRequest(option: string): SortRequest {
  const descending = sortDirection(option);
  const way = descending === null ? option : withoutDirection(option).replace(/[(),:;|]/g, ' ').replace(/\s[-–]\s/g, ' ');
  const field = way
    .replace(/\b(?:from|in|order|then|first)\b/gi, descending === null ? '$&' : ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // "by the Price column": the column's name.
    .replace(/^the\s+/i, '')
    .replace(/\s+column$/i, '');
  return { field: field || (PRICED.test(option) ? 'price' : option.trim()), descending };
}

/** The words without those that say which way they order: "price from high to low" is "price from". */
export function withoutDirection(words: string): string {
  return SORT_DIRECTIONS.reduce((rest, [pattern]) => rest.replace(new RegExp(pattern.source, 'gi'), ' '), words);
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/**
 * Of a sort dropdown's option labels, the one that sorts as asked: it names the value (every word of `field`) and
 * orders the same way ("Price (high to low)" for "price descending"). -1 when no option, or more than one, does.
 */
export function sortOptionFor(labels: string[], { field, descending }: SortRequest): number {
  if (descending === null) return -1;
  const wanted = wordsOf(field);
  const matching = labels.flatMap((label, index) => {
    const words = new Set(wordsOf(label));
    return wanted.length > 0 && wanted.every((word) => words.has(word)) && sortDirection(label) === descending ? [index] : [];
  });
  return matching.length === 1 ? (matching[0] as number) : -1;
}
