import { DATA_ROWS_SELECTOR } from './region-kinds';

/**
 * The things a page lists, as a person picks them out, as the source of a function run in the page: called with
 * how a table's rows of data are found, it returns `{ kind, elements }`. The rows of data of its tables on screen;
 * with none, the items of its longest list outside menus and forms, or its most cards of one kind (siblings of one
 * tag and class that each hold a heading, image, link or button), whichever are more. Shared by the count of
 * things (THING_COUNTS_SCRIPT) and the order and places of items (LISTED_ITEMS_SCRIPT).
 */
export const MAIN_ITEMS = String.raw`(rows) => {
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const TABLES = 'table, [role="table"], [role="grid"], [role="treegrid"]';
  const tables = [...document.querySelectorAll(TABLES)].filter(shown);
  if (tables.length > 0) {
    return { kind: 'rows', elements: tables.flatMap((table) => [...table.querySelectorAll(rows)].filter((row) => row.closest(TABLES) === table && shown(row))) };
  }
  const MENUS = 'nav, header, footer, aside, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"], [role="menu"], [role="listbox"], [role="tablist"], fieldset, form';
  const lists = [...document.querySelectorAll('ul, ol, [role="list"]')].filter((list) => shown(list) && !list.closest(MENUS));
  const longest = lists.map((list) => [...list.children].filter((child) => child.matches('li, [role="listitem"]') && shown(child))).sort((a, b) => b.length - a.length)[0] || [];
  const CARD_PARTS = 'h1, h2, h3, h4, h5, h6, img, a[href], button, [role="heading"], [role="button"]';
  let cards = [];
  for (const el of document.querySelectorAll('body *')) {
    if (el.children.length < 2 || el.closest(MENUS)) continue;
    const kinds = new Map();
    for (const child of el.children) {
      if (!child.className || typeof child.className !== 'string' || !child.querySelector(CARD_PARTS) || !shown(child)) continue;
      const kind = child.tagName + '.' + child.className.trim();
      kinds.set(kind, [...(kinds.get(kind) || []), child]);
    }
    for (const group of kinds.values()) if (group.length > cards.length) cards = group;
  }
  if (lists.length > 0 && (cards.length < 2 || longest.length >= cards.length)) return { kind: 'list items', elements: longest };
  if (cards.length >= 2) return { kind: 'cards', elements: cards };
  return { kind: null, elements: [] };
}`;

/** How a table's rows of data are found, for MAIN_ITEMS. */
export const ITEM_ROWS = DATA_ROWS_SELECTOR;

/** What LISTED_ITEMS_SCRIPT is asked: the order of the items, or what one of them is. */
export type ListedItemsQuery =
  | { rows: string; order: { by: 'price' | 'name'; descending: boolean } }
  | { rows: string; nth: { index: number; value: string; mode: 'is' | 'contains'; negated: boolean } };

export interface ListedItems {
  itemsAre: 'rows' | 'list items' | 'cards' | null;
  /** Each item's name (its heading or link, its first cell with words, else its first line) and, by price, its amount. */
  items: Array<{ name: string; price: number | null }>;
  holds: boolean;
  /** Order: the first pair out of order (indexes), or an item with no price; nth: the item asked for, if there is one. */
  at: number | null;
}

/**
 * "the products are sorted by price, low to high", "the first product is Sauce Labs Onesie": the page's items
 * (MAIN_ITEMS), each with its name and its first amount, and whether the check holds. An order holds over two items
 * or more; "is" holds when the item's name has the words (any case), "contains" when its whole text has them.
 */
export const LISTED_ITEMS_SCRIPT = String.raw`({ rows, order, nth }) => {
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const { kind, elements } = (${MAIN_ITEMS})(rows);
  const AMOUNT = /([-+]?)\s*[$€£¥₹]\s?(\d[\d,]*(?:\.\d+)?)|([-+]?\d[\d,]*(?:\.\d+)?)\s?(?:[$€£¥₹]|USD|EUR|GBP)/;
  const nameOf = (el) => {
    const titled = [...el.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"], a[href]')].find((title) => clean(title.innerText));
    if (titled) return clean(titled.innerText);
    const cell = [...el.querySelectorAll('td, th, [role="cell"], [role="gridcell"]')].find((c) => /\p{L}/u.test(c.innerText));
    if (cell) return clean(cell.innerText);
    return clean((el.innerText || '').split('\n').find((line) => /\p{L}/u.test(line)) || '');
  };
  const priceOf = (el) => {
    const match = AMOUNT.exec(clean(el.innerText));
    if (!match) return null;
    const number = Number((match[2] || match[3]).replace(/,/g, ''));
    return match[1] === '-' ? -number : number;
  };
  const items = elements.map((el) => ({ name: nameOf(el), price: order && order.by === 'price' ? priceOf(el) : null }));
  if (order) {
    const keys = items.map((item) => (order.by === 'price' ? item.price : item.name));
    const missing = keys.findIndex((key) => key === null || key === '');
    if (missing >= 0) return { itemsAre: kind, items, holds: false, at: missing };
    const compare = (a, b) => (order.by === 'price' ? a - b : a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true }));
    const wrong = keys.findIndex((key, i) => i > 0 && (order.descending ? compare(keys[i - 1], key) < 0 : compare(keys[i - 1], key) > 0));
    return { itemsAre: kind, items, holds: items.length >= 2 && wrong < 0, at: wrong < 0 ? null : wrong - 1 };
  }
  const index = nth.index < 0 ? elements.length + nth.index : nth.index - 1;
  const el = elements[index];
  if (!el) return { itemsAre: kind, items, holds: false, at: null };
  const wanted = clean(nth.value).toLowerCase();
  const words = new RegExp('(?<![\\p{L}\\p{N}])' + wanted.replace(/[.*+?^$\{}()|[\]\\]/g, '\\$&') + '(?![\\p{L}\\p{N}])', 'iu');
  const has = nth.mode === 'contains' ? clean(el.innerText).toLowerCase().includes(wanted) : words.test(items[index].name);
  return { itemsAre: kind, items, holds: has !== nth.negated, at: index };
}`;
