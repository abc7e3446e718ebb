import { ITEM_ROWS, MAIN_ITEMS } from './listed-items';

/** What the page says of a number of things (THING_COUNTS_SCRIPT): the numbers it writes beside them, and its items. */
export interface ThingCounts {
  /** Numbers written beside the words, and how: "3 contacts", "No contacts", "Contacts (3)". */
  stated: Array<{ count: number; text: string }>;
  /**
   * The rows of data of its tables on screen; with none, the items of its longest list outside menus and forms, or
   * its most cards of one kind (siblings that each hold a heading, image, link or button); null: none of these.
   */
  items: number | null;
  itemsAre: 'rows' | 'list items' | 'cards' | null;
}

/**
 * "there are 3 contacts": what the page says of them, as the source of a function run in the page (kept as plain
 * JavaScript: Playwright ships a function to the page by its source, and the exported spec embeds it). Called with
 * `{ forms, rows }`: the words' spellings (thingSpellings) and how a table's rows of data are found.
 */
export const THING_COUNTS_SCRIPT = `({ forms, rows }) => {
  const words = forms.map((form) => form.replace(/[.*+?^\${}()|[\\]\\\\]/g, '\\\\$&').replace(/ /g, '\\\\s+')).join('|');
  const noun = '(?:[\\\\p{L}-]+\\\\s+){0,2}?(?:' + words + ')(?![\\\\p{L}])';
  // "3 contacts", "No contacts"; not the total of "2 of 6 products", which says how many are shown.
  const before = new RegExp('(?<![\\\\p{L}\\\\p{N}])(?<!\\\\bof\\\\s+)(\\\\d+|no)\\\\s+' + noun, 'giu');
  const shownOf = new RegExp('(?<![\\\\p{L}\\\\p{N}])(\\\\d+)(?:\\\\s*[-–]\\\\s*(\\\\d+))?\\\\s+of\\\\s+\\\\d+\\\\s+' + noun, 'giu');
  const after = new RegExp('(?<![\\\\p{L}])(?:' + words + ')\\\\s*[(:]\\\\s*(\\\\d+)', 'giu');
  const stated = [];
  for (const line of (document.body ? document.body.innerText : '').split('\\n')) {
    for (const match of line.matchAll(before)) stated.push({ count: /^no$/i.test(match[1]) ? 0 : Number(match[1]), text: match[0] });
    for (const match of line.matchAll(shownOf)) stated.push({ count: match[2] ? Number(match[2]) - Number(match[1]) + 1 : Number(match[1]), text: match[0] });
    for (const match of line.matchAll(after)) stated.push({ count: Number(match[1]), text: match[0].trim() });
  }
  const { kind, elements } = (${MAIN_ITEMS})(rows);
  return { stated, items: kind ? elements.length : null, itemsAre: kind };
}`;

/** How a table's rows of data are found, for THING_COUNTS_SCRIPT. */
export const THING_ROWS = ITEM_ROWS;

/** "contacts" → ["contacts", "contact"]: the spellings the page may write for one or many of the last word. */
export function thingSpellings(words: string): string[] {
  const text = words.replace(/\s+/g, ' ').trim().toLowerCase();
  const one = text.replace(/ies$/, 'y').replace(/(?:ches|shes|sses|xes)$/, (ending) => ending.slice(0, -2)).replace(/(?<!s)s$/, '');
  const many = /[^aeiou]y$/.test(one) ? `${one.slice(0, -1)}ies` : /(?:ch|sh|ss|x)$/.test(one) ? `${one}es` : `${one}s`;
  return [...new Set([text, one, many])];
}
