/** Words that order from the top down: "descending", "high to low", "Z to A", "newest first". */
export const SORT_DESCENDING =
  /\b(?:desc(?:ending)?|decreasing|high(?:est)?\s*(?:to|-|–|→)\s*low(?:est)?|z\s*(?:to|-|–)\s*a|reverse|most\s+expensive\s+first|highest\s+(?:price\s+)?first|newest(?:\s+first)?|(?:latest|largest|biggest|most\s+recent)\s+first)\b/i;

/** Words that order from the bottom up: "ascending", "low to high", "A to Z", "oldest first". */
export const SORT_ASCENDING =
  /\b(?:asc(?:ending)?|increasing|low(?:est)?\s*(?:to|-|–|→)\s*high(?:est)?|a\s*(?:to|-|–)\s*z|oldest(?:\s+first)?|(?:earliest|smallest|cheapest|least\s+expensive|lowest\s+(?:price\s+)?)\s*first)\b/i;

/** What a sort step sorts by, and which way: `descending` is null when the step does not say. */
export interface SortRequest {
  field: string;
  descending: boolean | null;
}

/** The way words order: true from the top down, false from the bottom up, null when they do not say. */
export function sortDirection(words: string): boolean | null {
  if (SORT_DESCENDING.test(words)) return true;
  return SORT_ASCENDING.test(words) ? false : null;
}

/** "Price descending", "price from high to low", "Name (Z to A)": the value to sort by, and which way. */
export function readSortRequest(option: string): SortRequest {
  const descending = sortDirection(option);
  const way = descending === null ? option : option.replace(descending ? SORT_DESCENDING : SORT_ASCENDING, ' ').replace(/[(),:;|]/g, ' ').replace(/\s[-–]\s/g, ' ');
  const field = way
    .replace(/\b(?:from|in|order|then|first)\b/gi, descending === null ? '$&' : ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // "by the Price column": the column's name.
    .replace(/^the\s+/i, '')
    .replace(/\s+column$/i, '');
  return { field: field || option.trim(), descending };
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
