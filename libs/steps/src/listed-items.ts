import { type Assertion } from './ast';
import { quote } from './masked-line';
import { ITEM_VALUE_READER } from './item-values';
import { DATA_ROWS_SELECTOR } from './region-kinds';

/**
 * The things a page lists, as a person picks them out, as the source of a function run in the page: called with
 * how a table's rows of data are found, it returns `{ kind, elements }`. The rows of data of its tables on screen;
 * with none, the items of its longest list outside menus and forms, or its most cards of one kind (siblings of one
 * tag and class that each hold a heading, image, link or button), whichever are more. Shared by the count of
 * things (THING_COUNTS_SCRIPT) and the order and places of items (LISTED_ITEMS_SCRIPT). Rows also come by table
 * (`groups`): each table has its own order.
 */
export const MAIN_ITEMS = String.raw`(rows) => {
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const TABLES = 'table, [role="table"], [role="grid"], [role="treegrid"]';
  const tables = [...document.querySelectorAll(TABLES)].filter(shown);
  if (tables.length > 0) {
    const groups = tables.map((table) => [...table.querySelectorAll(rows)].filter((row) => row.closest(TABLES) === table && shown(row)));
    return { kind: 'rows', elements: groups.flat(), groups };
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

type ItemsOrder = Extract<Assertion, { type: 'items-order' }>;

/**
 * "sorted by price, low to high", "sorted by "last name", descending": an order as a step writes it, the value's name
 * quoted by `quoteName` (a formatted step's quotes, or a message's).
 */
export function sortedBy({ by, attribute, descending }: Pick<ItemsOrder, 'by' | 'attribute' | 'descending'>, quoteName: (text: string) => string = quote): string {
  if (by === 'value') return `sorted by ${quoteName(attribute ?? '')}, ${descending ? 'descending' : 'ascending'}`;
  if (by === 'price') return `sorted by price, ${descending ? 'high to low' : 'low to high'}`;
  return `sorted by name, ${descending ? 'Z to A' : 'A to Z'}`;
}

/** "every contact", "every one of the results": the items a check of each one names, as written. */
export function everyOne(things: string): string {
  return /s$/i.test(things) ? `every one of the ${things}` : `every ${things}`;
}

/** How a table's rows of data are found, for MAIN_ITEMS. */
export const ITEM_ROWS = DATA_ROWS_SELECTOR;

/** What LISTED_ITEMS_SCRIPT is asked: the order of the items, or what one of them is. */
export type ListedItemsQuery =
  | { rows: string; order: { by: 'price' | 'name' | 'value'; attribute?: string; descending: boolean } }
  | { rows: string; nth: { index: number; value: string; mode: 'is' | 'contains'; negated: boolean } }
  | { rows: string; every: { value: string } };

export interface ListedItems {
  itemsAre: 'rows' | 'list items' | 'cards' | null;
  /**
   * Each item's name (its heading or link, its first cell with words, else its first line) and, to order them, what
   * they are ordered by: its amount by price, its value (as read, '' when it shows none) by a value of theirs.
   */
  items: Array<{ name: string; price: number | null; value?: string }>;
  holds: boolean;
  /**
   * Order: the first pair out of order (indexes), or an item with nothing to order it by; nth: the item asked for, if
   * there is one; every: the first item without the words.
   */
  at: number | null;
}

/**
 * "the products are sorted by price, low to high", "the first product is Sauce Labs Onesie": the page's items
 * (MAIN_ITEMS), each with its name and what orders it, and whether the check holds. An order holds over two items or
 * more, in one table when the page has several (the first table in order, else the first one's items are told). By
 * a value (ITEM_VALUE_READER: "last name" is read under that column), values compare as numbers when all are
 * numbers or amounts, as dates when all are dates, else as words; a value that ends in "name" or "title" and is
 * written nowhere else is the item's name. "is" holds when the item's name has the words (any case), "contains"
 * when its whole text has them. "every" holds when each item's text has the words (any case), and there is one.
 */
export const LISTED_ITEMS_SCRIPT = String.raw`({ rows, order, nth, every }) => {
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const { kind, elements, groups } = (${MAIN_ITEMS})(rows);
  const AMOUNT = /([-+]?)\s*[$€£¥₹]\s?(\d[\d,]*(?:\.\d+)?)|([-+]?\d[\d,]*(?:\.\d+)?)\s?(?:[$€£¥₹]|USD|EUR|GBP)/;
  // Not a row's controls: "edit" and "delete" name no one.
  const ACTIONS = /^(?:edit|delete|remove|view|details|open|show|select|actions?|more|[…⋯⋮])(?:\s+(?:edit|delete|remove|view|details))*$/i;
  const nameOf = (el) => {
    const titled = [...el.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"], a[href]')].find((title) => clean(title.innerText) && !ACTIONS.test(clean(title.innerText)));
    if (titled) return clean(titled.innerText);
    const cell = [...el.querySelectorAll('td, th, [role="cell"], [role="gridcell"]')].find((c) => /\p{L}/u.test(c.innerText) && !ACTIONS.test(clean(c.innerText)));
    if (cell) return clean(cell.innerText);
    return clean((el.innerText || '').split('\n').find((line) => /\p{L}/u.test(line)) || '');
  };
  const priceOf = (el) => {
    const match = AMOUNT.exec(clean(el.innerText));
    if (!match) return null;
    const number = Number((match[2] || match[3]).replace(/,/g, ''));
    return match[1] === '-' ? -number : number;
  };
  const byValue = order && order.by === 'value';
  const readValue = byValue ? (${ITEM_VALUE_READER})(order.attribute).read : null;
  const isNamed = byValue && /(?:^|\s)(?:name|title)$/i.test(clean(order.attribute));
  const valueOf = (el) => readValue(el, kind === 'rows')[0] || (isNamed ? nameOf(el) : '');
  const itemOf = (el) => {
    const item = { name: nameOf(el), price: order && order.by === 'price' ? priceOf(el) : null };
    return byValue ? { ...item, value: valueOf(el) } : item;
  };
  if (order) {
    const numberOf = (text) => {
      const match = /^([-+−]?)\s*[$€£¥₹]?\s*(\d[\d,]*(?:\.\d+)?)\s*(?:%|[$€£¥₹]|USD|EUR|GBP|[a-z]{1,3})?$/i.exec(text);
      return match ? (match[1] ? -1 : 1) * Number(match[2].replace(/,/g, '')) : null;
    };
    // Written as dates are ("2024-03-01", "03/01/2024", "Mar 1, 2024", "1 March 2024"): the browser reads others too eagerly.
    const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
    const DATE = new RegExp('\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|' + MONTH + '\\s+\\d{1,2}|\\d{1,2}\\s+' + MONTH, 'i');
    const dateOf = (text) => (DATE.test(text) ? Date.parse(text) : NaN);
    const orderOf = (items) => {
      let keys = items.map((item) => (order.by === 'price' ? item.price : order.by === 'name' ? item.name : item.value));
      const missing = keys.findIndex((key) => key === null || key === '');
      if (missing >= 0) return { holds: false, at: missing };
      let compare = (a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
      if (order.by === 'price') compare = (a, b) => a - b;
      else if (byValue && keys.every((key) => numberOf(key) !== null)) [keys, compare] = [keys.map(numberOf), (a, b) => a - b];
      else if (byValue && keys.every((key) => !Number.isNaN(dateOf(key)))) [keys, compare] = [keys.map(dateOf), (a, b) => a - b];
      const wrong = keys.findIndex((key, i) => i > 0 && (order.descending ? compare(keys[i - 1], key) < 0 : compare(keys[i - 1], key) > 0));
      return { holds: items.length >= 2 && wrong < 0, at: wrong < 0 ? null : wrong - 1 };
    };
    const tables = (groups || [elements]).filter((group) => group.length > 0).map((group) => group.map(itemOf));
    const told = tables.find((items) => orderOf(items).holds) || tables[0] || [];
    return { itemsAre: kind, items: told, ...orderOf(told) };
  }
  const items = elements.map(itemOf);
  if (every) {
    const missing = elements.findIndex((el) => !clean(el.innerText).toLowerCase().includes(clean(every.value).toLowerCase()));
    return { itemsAre: kind, items, holds: elements.length > 0 && missing < 0, at: missing < 0 ? null : missing };
  }
  const index = nth.index < 0 ? elements.length + nth.index : nth.index - 1;
  const el = elements[index];
  if (!el) return { itemsAre: kind, items, holds: false, at: null };
  const wanted = clean(nth.value).toLowerCase();
  const words = new RegExp('(?<![\\p{L}\\p{N}])' + wanted.replace(/[.*+?^$\{}()|[\]\\]/g, '\\$&') + '(?![\\p{L}\\p{N}])', 'iu');
  const has = nth.mode === 'contains' ? clean(el.innerText).toLowerCase().includes(wanted) : words.test(items[index].name);
  return { itemsAre: kind, items, holds: has !== nth.negated, at: index };
}`;
