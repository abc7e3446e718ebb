/** What the page shows of an item's value (ITEM_VALUES_SCRIPT). */
export interface ItemValues {
  /** How many places show the item's name. */
  items: number;
  /** What holds the item: its table row, list item, card, or (a product's own page) the page. */
  place: 'row' | 'list item' | 'card' | 'page' | null;
  /** The values read for the attribute in the item's place, nearest first. */
  values: string[];
  /** Whether the check holds: one of the values is (or contains) the one wanted, or, negated, values were read and none is. */
  holds: boolean;
}

export interface ItemValueQuery {
  item: string;
  attribute: string;
  value: string;
  mode: 'is' | 'contains';
  negated: boolean;
}

/**
 * How an item's value is read in its place (a table row, a card, a list item, the page), as the source of a function
 * run in the page: called with what the value is (`attribute`: "price", "status", "last name"), it returns `read`,
 * which gives the values in a place, nearest first, and the text helpers it uses. Read in turn: the cell under the
 * column named so (in a row); the words after the label ("Price: $19.00", or "Price" beside "$19.00"); the element
 * whose class, id, test id or itemprop names it ("inventory_item_price"); for a quantity, a number field; for a
 * price, cost or total, the amounts written there. Shared by the value of one item (ITEM_VALUES_SCRIPT) and the
 * order of the items by a value (LISTED_ITEMS_SCRIPT).
 */
export const ITEM_VALUE_READER = String.raw`(attribute) => {
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const lower = (text) => clean(text).toLowerCase();
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const textOf = (el) => {
    if (el.matches('input, textarea')) return clean(el.value);
    if (el.matches('select')) return clean(el.selectedOptions[0] ? el.selectedOptions[0].textContent : '');
    const field = el.querySelector('input:not([type="hidden"]), select, textarea');
    if (field && !clean(el.innerText)) return textOf(field);
    // A stepper's "−" and "+" are not its value: "− 2 +" is 2.
    if (el.querySelector('button, [role="button"]')) {
      const copy = el.cloneNode(true);
      copy.querySelectorAll('button, [role="button"]').forEach((button) => button.remove());
      return clean(copy.textContent);
    }
    return clean(el.innerText);
  };
  const escape = (text) => text.replace(/[.*+?^$\{}()|[\]\\]/g, '\\$&');
  const asWords = (text) => new RegExp('(?<![\\p{L}\\p{N}])' + escape(text) + '(?![\\p{L}\\p{N}])', 'iu');
  const wanted = lower(attribute);
  const one = wanted.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
  // Class names shorten words: "qty" for quantity, "amt" for amount, "desc" for description.
  const short = { quantity: 'qty', amount: 'amt', description: 'desc', number: 'num', status: 'state' }[one];
  const labelled = new RegExp('^(?:' + escape(wanted) + '|' + escape(one) + 's?)(?:\\s*[:=–—-]\\s*|\\s+(?=[-+$€£¥₹\\d]))(?<rest>.+)$', 'iu');
  const isLabel = (text) => { const t = lower(text).replace(/[\s:]+$/, ''); return t === wanted || t === one || t === one + 's'; };
  const MONEY = /^(?:price|cost|total|subtotal|amount|fee|tax|shipping|discount|balance|sum|charge|rate|salary)\b/i.test(wanted);
  const AMOUNTS = /[-+]?(?:[$€£¥₹]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:[$€£¥₹]|USD|EUR|GBP))/g;
  const innermost = (els) => els.filter((el) => !els.some((other) => other !== el && el.contains(other)));
  const ROW = 'tr, [role="row"]';
  const TABLE = 'table, [role="table"], [role="grid"], [role="treegrid"]';
  const column = (row) => {
    const table = row.closest(TABLE);
    if (!table) return [];
    const headers = [...table.querySelectorAll('th, [role="columnheader"]')].filter((cell) => cell.closest(TABLE) === table && !row.contains(cell));
    const headerRow = headers[0] && headers[0].closest(ROW);
    const index = headerRow ? [...headerRow.children].findIndex((cell) => isLabel(cell.innerText) || asWords(one).test(lower(cell.innerText))) : -1;
    const cell = index >= 0 ? row.children[index] : null;
    return cell ? [textOf(cell)] : [];
  };
  const afterLabel = (scope) => {
    const found = [];
    for (const el of scope.querySelectorAll('*')) {
      if (!shown(el) || el.children.length > 3 || el.matches('option, select, th, [role="columnheader"]')) continue;
      const text = clean(el.innerText);
      if (text.length > 160) continue;
      if (isLabel(text)) {
        let next = el.nextElementSibling;
        if (el.tagName === 'DT') while (next && next.tagName !== 'DD') next = next.nextElementSibling;
        const beside = next ? textOf(next) : el.parentElement && lower(el.parentElement.innerText).startsWith(lower(text)) ? clean(clean(el.parentElement.innerText).slice(text.length)) : '';
        if (beside) found.push(beside.replace(/^[:=\s]+/, ''));
        continue;
      }
      const match = labelled.exec(text);
      if (match && [...el.children].every((child) => !labelled.test(clean(child.innerText)))) found.push(clean(match.groups.rest.split(/\s+[—–|·•]\s+/)[0]));
    }
    return found;
  };
  const byHint = (scope) => {
    const hinted = [...scope.querySelectorAll('*')].filter((el) => {
      const hints = [typeof el.className === 'string' ? el.className : '', el.id, el.getAttribute('data-test'), el.getAttribute('data-testid'), el.getAttribute('data-test-id'), el.getAttribute('itemprop'), el.getAttribute('name')].join(' ');
      const spelled = [one, short].filter(Boolean).map((word) => escape(word).replace(/\s+/g, '[-_ ]?')).join('|');
      return new RegExp('(?:^|[^a-z])(?:' + spelled + ')(?![a-z])', 'i').test(hints.replace(/([a-z])([A-Z])/g, '$1_$2')) && shown(el);
    });
    return innermost(hinted).map(textOf).filter(Boolean);
  };
  const amounts = (scope) => (MONEY ? [...clean(scope.innerText).matchAll(AMOUNTS)].map((match) => clean(match[0])) : []);
  const quantity = (scope) => (/^(?:qty|quantity|count|amount)$/.test(one) ? [...scope.querySelectorAll('input[type="number"], [role="spinbutton"]')].map(textOf) : []);
  const read = (scope, isRow) => {
    for (const reader of [isRow ? column : () => [], afterLabel, byHint, quantity, amounts]) {
      const values = reader(scope).filter((text) => text !== '');
      if (values.length > 0) return values;
    }
    return [];
  };
  return { read, clean, lower, shown, asWords, innermost };
}`;

/**
 * "the price of Wool Beanie is $19.00", as the source of a function run in the page (plain JavaScript: Playwright
 * ships a function by its source, and the exported spec embeds it). Called with an ItemValueQuery, it returns
 * ItemValues.
 *
 * The item is the innermost element whose text is the name (else holds it among few other words). Its place is its
 * table row; else, going up from it, each element that does not yet hold a second element like it (another card's
 * name), nearest first, until one has the value, read there as ITEM_VALUE_READER does. "is" compares the whole
 * value in any case (the page may show it in capitals), and amounts by their number ("$19" is "$19.00").
 */
export const ITEM_VALUES_SCRIPT = String.raw`({ item, attribute, value, mode, negated }) => {
  const { read, clean, lower, shown, asWords, innermost } = (${ITEM_VALUE_READER})(attribute);
  const name = lower(item);
  const all = [...document.body.querySelectorAll('*')].filter((el) => !el.closest('script, style, noscript, template'));
  const nameLength = name.length;
  // Its own words start with the name: "<h3>Canvas Sneakers</h3>", and "<li>Canvas Sneakers <span>1</span></li>".
  const ownText = (el) => lower([...el.childNodes].filter((node) => node.nodeType === 3).map((node) => node.textContent).join(' '));
  const startsWithName = (text) => text === name || (text.startsWith(name) && !/[\p{L}\p{N}]/u.test(text.charAt(nameLength)));
  let names = innermost(all.filter((el) => el.textContent.length <= nameLength * 3 + 100 && (lower(el.textContent) === name || startsWithName(ownText(el))) && shown(el)));
  if (names.length === 0) {
    const words = asWords(name);
    names = innermost(all.filter((el) => el.textContent.length <= nameLength * 3 + 200 && lower(el.textContent).length <= nameLength + 60 && words.test(lower(el.textContent)) && shown(el)));
  }
  const ROW = 'tr, [role="row"]';
  // A name a table writes in two cells ("Bach" under Last Name, "Frank" under First Name): the row that has each word.
  const parts = name.split(' ').filter(Boolean);
  if (names.length === 0 && parts.length > 1) names = [...document.querySelectorAll(ROW)].filter((row) => shown(row) && parts.every((part) => asWords(part).test(lower(row.innerText))));
  const kind = (el) => el.tagName + '.' + (typeof el.className === 'string' ? el.className.trim() : '');
  const pathOf = (el) => (el.parentElement ? kind(el.parentElement) + '>' : '') + kind(el);
  const placeOf = (el) => (el.matches(ROW) ? 'row' : el.matches('li, [role="listitem"]') ? 'list item' : el === document.body ? 'page' : 'card');

  const readings = [];
  for (const nameEl of names) {
    const row = nameEl.closest(ROW);
    if (row) {
      readings.push({ place: 'row', values: read(row, true) });
      continue;
    }
    const path = pathOf(nameEl);
    // The name may be the item's own text ("<li>Canvas Sneakers <span>…</span></li>"): its place starts there.
    for (let scope = nameEl; scope; scope = scope.parentElement) {
      // A scope holding a second element like the name (another card's title) holds other items' values too.
      const twins = [...scope.querySelectorAll(nameEl.tagName)].filter((other) => pathOf(other) === path).length;
      if (twins >= 2) break;
      const found = read(scope, false);
      if (found.length > 0) {
        readings.push({ place: placeOf(scope), values: found });
        break;
      }
      if (scope === document.body) break;
    }
  }
  const amountOf = (text) => {
    const match = /^([-+]?)\s*([$€£¥₹]?)\s*(\d[\d,]*(?:\.\d+)?)\s*([$€£¥₹]|USD|EUR|GBP)?$/.exec(clean(text));
    return match ? { sign: match[1], unit: match[2] || match[4] || '', number: Number(match[3].replace(/,/g, '')) } : null;
  };
  const same = (actual) => {
    if (mode === 'contains') return lower(actual).includes(lower(value));
    if (lower(actual) === lower(value)) return true;
    const [a, b] = [amountOf(actual), amountOf(value)];
    return Boolean(a && b && a.sign === b.sign && a.number === b.number && (a.unit === b.unit || !a.unit || !b.unit));
  };
  // The item's own row or card outranks the whole page, which a breadcrumb or a "recently viewed" link leads to.
  const own = readings.some((reading) => reading.place !== 'page') ? readings.filter((reading) => reading.place !== 'page') : readings;
  const place = own[0] ? own[0].place : null;
  const values = own.flatMap((reading) => reading.values);
  const any = values.some(same);
  return { items: names.length, place: names.length > 0 ? place : null, values: [...new Set(values)], holds: negated ? values.length > 0 && !any : any };
}`;
