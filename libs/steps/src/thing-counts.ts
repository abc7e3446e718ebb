import { DATA_ROWS_SELECTOR } from './region-kinds';

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
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
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
  const TABLES = 'table, [role="table"], [role="grid"], [role="treegrid"]';
  const tables = [...document.querySelectorAll(TABLES)].filter(shown);
  if (tables.length > 0) {
    const count = tables.reduce((sum, table) => sum + [...table.querySelectorAll(rows)].filter((row) => row.closest(TABLES) === table && shown(row)).length, 0);
    return { stated, items: count, itemsAre: 'rows' };
  }
  const MENUS = 'nav, header, footer, aside, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"], [role="menu"], [role="listbox"], [role="tablist"], fieldset, form';
  const lists = [...document.querySelectorAll('ul, ol, [role="list"]')].filter((list) => shown(list) && !list.closest(MENUS));
  const listCounts = lists.map((list) => [...list.children].filter((child) => child.matches('li, [role="listitem"]') && shown(child)).length);
  // Cards: siblings of one kind (tag and class) that each hold a heading, an image, a link or a button.
  const CARD_PARTS = 'h1, h2, h3, h4, h5, h6, img, a[href], button, [role="heading"], [role="button"]';
  const cardCounts = [...document.querySelectorAll('body *')].filter((el) => el.children.length >= 2 && !el.closest(MENUS)).map((el) => {
    const kinds = new Map();
    for (const child of el.children) {
      if (!child.className || typeof child.className !== 'string' || !child.querySelector(CARD_PARTS) || !shown(child)) continue;
      const kind = child.tagName + '.' + child.className.trim();
      kinds.set(kind, (kinds.get(kind) || 0) + 1);
    }
    return Math.max(0, ...kinds.values());
  }).filter((count) => count >= 2);
  const list = listCounts.length > 0 ? Math.max(...listCounts) : null;
  const cards = cardCounts.length > 0 ? Math.max(...cardCounts) : null;
  if (list !== null && (cards === null || list >= cards)) return { stated, items: list, itemsAre: 'list items' };
  if (cards !== null) return { stated, items: cards, itemsAre: 'cards' };
  return { stated, items: null, itemsAre: null };
}`;

/** How a table's rows of data are found, for THING_COUNTS_SCRIPT. */
export const THING_ROWS = DATA_ROWS_SELECTOR;

/** "contacts" → ["contacts", "contact"]: the spellings the page may write for one or many of the last word. */
export function thingSpellings(words: string): string[] {
  const text = words.replace(/\s+/g, ' ').trim().toLowerCase();
  const one = text.replace(/ies$/, 'y').replace(/(?:ches|shes|sses|xes)$/, (ending) => ending.slice(0, -2)).replace(/(?<!s)s$/, '');
  const many = /[^aeiou]y$/.test(one) ? `${one.slice(0, -1)}ies` : /(?:ch|sh|ss|x)$/.test(one) ? `${one}es` : `${one}s`;
  return [...new Set([text, one, many])];
}
