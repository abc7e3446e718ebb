import { CONTROL_SIGNS } from '../page-scripts';

/**
 * What a drawn calendar shows, read in the page from the field it belongs to: each month grid on screen (the
 * innermost element holding a run of day numbers 1, 2, … to the month's end, as any picker draws one), the month
 * and year it is (from its days' labels, else the words or dropdowns above it), and the controls that move it.
 * Days before the 1st and after the month's end are other months' (greyed) and never picked.
 *
 * Kept as source for the page (see page-scripts.ts): `(field, wanted) => view`, with `wanted` = { year, month,
 * day }; the view holds the elements to act on, read one by one from its handle.
 */
export const CALENDAR_VIEW_SCRIPT = String.raw`(field, wanted) => {
  const doc = field.ownerDocument;
  const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const MONTH_WORD = /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;
  const YEAR = /\b(19\d\d|20\d\d|21\d\d)\b/;
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const seen = (el) => {
    if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const monthOf = (word) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;

  // Day numbers on screen: the innermost element whose whole text is the number.
  const cells = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const number = node.data.trim();
    if (!/^(?:[1-9]|[12]\d|3[01])$/.test(number)) continue;
    const cell = node.parentElement;
    if (!cell || clean(cell.textContent) !== number || cell.closest('select, option, script, style')) continue;
    if (cell === field || !seen(cell)) continue;
    cells.push({ el: cell, day: Number(number) });
  }
  // A month grid: the nearest element around a day that holds 28 days or more.
  const counts = new Map();
  for (const { el } of cells) for (let up = el.parentElement; up && up !== doc.body; up = up.parentElement) counts.set(up, (counts.get(up) || 0) + 1);
  const gridOf = new Map();
  for (const cell of cells) {
    let up = cell.el.parentElement;
    while (up && up !== doc.body && counts.get(up) < 28) up = up.parentElement;
    if (!up || up === doc.body) continue;
    if (!gridOf.has(up)) gridOf.set(up, []);
    gridOf.get(up).push(cell);
  }
  const grids = [];
  for (const [el, gridCells] of gridOf) {
    // The month's own days: the longest run 1, 2, 3 … in the grid's order.
    let best = [];
    for (let start = 0; start < gridCells.length; start += 1) {
      if (gridCells[start].day !== 1) continue;
      let end = start;
      while (end + 1 < gridCells.length && gridCells[end + 1].day === gridCells[end].day + 1) end += 1;
      if (end - start + 1 > best.length) best = gridCells.slice(start, end + 1);
    }
    if (best.length < 28) continue;
    grids.push({ el, days: best });
  }
  if (grids.length === 0) return { shown: false };

  // The month a grid shows: a full date in a day's label or data, else the nearest month and year above it.
  const labelsOf = (el) => {
    const texts = [];
    for (let up = el, depth = 0; up && depth < 3; up = up.parentElement, depth += 1) {
      for (const name of ['aria-label', 'title', 'data-date', 'data-day', 'data-value', 'datetime', 'data-iso']) {
        const value = up.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  };
  const monthInLabels = (cell) => {
    for (const text of labelsOf(cell.el)) {
      const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
      if (iso && Number(iso[3]) === cell.day) return { year: Number(iso[1]), month: Number(iso[2]) };
      const word = MONTH_WORD.exec(text);
      const year = YEAR.exec(text);
      if (word && year) return { year: Number(year[1]), month: monthOf(word[1]) };
    }
    return null;
  };
  const inAnyGrid = (node) => grids.some((grid) => grid.el.contains(node));
  // The words and dropdowns of a box, outside its grids, in the page's order, each with its place before or after the grid.
  const piecesAround = (box, grid) => {
    const pieces = [];
    // A year may be a number field (flatpickr's); other fields (the date field itself) say no month of the calendar.
    for (const el of box.querySelectorAll('select, input[type="number"]')) {
      if (inAnyGrid(el) || !seen(el)) continue;
      const text = el.tagName === 'SELECT' ? clean(el.selectedOptions[0] ? el.selectedOptions[0].textContent : '') : clean(el.value);
      pieces.push({ node: el, text, control: el.tagName === 'SELECT' ? el : null });
    }
    const words = doc.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = words.nextNode(); node; node = words.nextNode()) {
      if (!node.data.trim() || inAnyGrid(node) || !node.parentElement || node.parentElement.closest('select') || !seen(node.parentElement)) continue;
      pieces.push({ node, text: clean(node.data), control: null });
    }
    pieces.sort((a, b) => (a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const before = pieces.filter((piece) => piece.node.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING);
    const after = pieces.filter((piece) => !before.includes(piece));
    return { before, after };
  };
  const monthAbove = (grid) => {
    for (let box = grid.el.parentElement, depth = 0; box && box !== doc.body && depth < 6; box = box.parentElement, depth += 1) {
      const { before, after } = piecesAround(box, grid.el);
      for (const pieces of [before.slice().reverse(), after]) {
        let month = null;
        let year = null;
        for (const piece of pieces) {
          const word = MONTH_WORD.exec(piece.text);
          const number = YEAR.exec(piece.text);
          if (!month && word) month = { value: monthOf(word[1]), control: piece.control };
          if (!year && number) year = { value: Number(number[1]), control: piece.control };
          if (month && year) return { box, year: year.value, month: month.value, monthSelect: month.control, yearSelect: year.control };
        }
      }
    }
    return null;
  };
  const shown = [];
  for (const grid of grids) {
    const labelled = monthInLabels(grid.days[Math.min(14, grid.days.length - 1)]) || monthInLabels(grid.days[0]);
    const above = monthAbove(grid);
    const month = labelled || above;
    if (!month) continue;
    shown.push({ grid, year: month.year, month: month.month, box: above ? above.box : grid.el.parentElement, monthSelect: above && above.monthSelect, yearSelect: above && above.yearSelect });
  }
  if (shown.length === 0) return { shown: false, unread: true };
  shown.sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month));
  const names = shown.map(({ year, month }) => ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][month - 1] + ' ' + year);

  // The calendar: the box around all the grids and their headings, where its controls are.
  let calendar = shown[0].box;
  while (calendar.parentElement && calendar !== doc.body && !shown.every((one) => calendar.contains(one.grid.el))) calendar = calendar.parentElement;
  for (let depth = 0; depth < 2 && calendar.parentElement && calendar.parentElement !== doc.body && !calendar.parentElement.contains(field); depth += 1) calendar = calendar.parentElement;
  const controls = Array.from(calendar.querySelectorAll('button, a, [role="button"], [class*="next" i], [class*="prev" i], [class*="arrow" i], [class*="chevron" i]'))
    .filter((el) => !inAnyGrid(el) && seen(el) && !el.closest('select'));
  const signs = ${CONTROL_SIGNS};
  const NEXT = /\bnext\b|next[-_]?month|[-_]next\b|\bnext[-_]|›|»|→|^\s*>\s*$|chevron[-_]?right|arrow[-_]?right|angle[-_]?right|caret[-_]?right|\bforward\b/i;
  const PREVIOUS = /\bprev(?:ious)?\b|prev(?:ious)?[-_]?month|[-_]prev|\bprev[-_]|‹|«|←|^\s*<\s*$|chevron[-_]?left|arrow[-_]?left|angle[-_]?left|caret[-_]?left|\bback\b/i;
  // The innermost of nested matches (a span inside its button is the button's, so the outer one is kept).
  const outermost = (matches) => matches.filter((el) => !matches.some((other) => other !== el && other.contains(el)));
  const next = outermost(controls.filter((el) => NEXT.test(signs(el))))[0] || null;
  const previous = outermost(controls.filter((el) => PREVIOUS.test(signs(el))))[0] || null;

  const target = shown.find((one) => one.year === wanted.year && one.month === wanted.month);
  const day = target ? target.grid.days.find((cell) => cell.day === wanted.day) : null;
  const disabled = (el) => {
    for (let up = el, depth = 0; up && depth < 3; up = up.parentElement, depth += 1) {
      if (up.disabled || up.getAttribute('aria-disabled') === 'true' || /(?:^|[\s_-])(?:disabled|unavailable|blocked|not-?allowed)(?:$|[\s_-])/i.test(up.getAttribute('class') || '')) return true;
    }
    return false;
  };
  const first = shown[0];
  return {
    shown: true,
    months: names,
    first: { year: first.year, month: first.month },
    last: { year: shown[shown.length - 1].year, month: shown[shown.length - 1].month },
    day: day ? day.el : null,
    dayDisabled: day ? disabled(day.el) : false,
    next: next && !disabled(next) ? next : null,
    previous: previous && !disabled(previous) ? previous : null,
    monthSelect: first.monthSelect || null,
    yearSelect: first.yearSelect || null,
  };
}`;

/**
 * A button beside a field that opens its calendar (an icon, "Choose date", a toggle), when clicking the field
 * opens none: `(field) => element | null`.
 */
export const CALENDAR_TOGGLE_SCRIPT = String.raw`(field) => {
  const SIGN = /calendar|date|picker|datepicker|toggle|\bevent\b/i;
  const signs = ${CONTROL_SIGNS};
  for (let box = field.parentElement, depth = 0; box && box !== field.ownerDocument.body && depth < 3; box = box.parentElement, depth += 1) {
    for (const el of box.querySelectorAll('button, [role="button"], a, svg, i, span[class]')) {
      if (el === field || el.contains(field)) continue;
      const box2 = el.getBoundingClientRect();
      if (SIGN.test(signs(el)) && box2.width > 0 && box2.height > 0) return el;
    }
  }
  return null;
}`;
