/**
 * A page script, as source: the texts of the cells under the column heading a person names ("the Email column"),
 * in the table or grid of the first heading on screen that says those words (a heading that also says how it sorts,
 * as DataTables' does, counts when it starts with them; else the one heading that ends with them, "Employment Status"
 * for "status"); null when no heading does. A header spanning columns
 * counts as its span; a row's own heading cell counts as one of its cells.
 */
export const COLUMN_TEXTS_SCRIPT = String.raw`(name) => {
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const wanted = clean(name).toLowerCase();
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const headers = Array.from(document.querySelectorAll('th, [role="columnheader"]')).filter(shown);
  const says = (header) => { const text = clean(header.innerText).toLowerCase(); return text === wanted || (text.startsWith(wanted) && !/[\p{L}\p{N}]/u.test(text.charAt(wanted.length))); };
  // "the status column" of a table whose heading says "Employment Status": the one heading that ends with the words.
  const endsWith = headers.filter((cell) => { const text = clean(cell.innerText).toLowerCase(); return text.endsWith(' ' + wanted); });
  const header = headers.find((cell) => clean(cell.innerText).toLowerCase() === wanted) || headers.find(says) || (endsWith.length === 1 ? endsWith[0] : undefined);
  if (!header) return null;
  const cellsOf = (row) => Array.from(row.children).filter((cell) => cell.matches('td, th, [role="cell"], [role="gridcell"], [role="columnheader"], [role="rowheader"]'));
  const columnOf = (cell) => {
    const cells = cellsOf(cell.parentElement);
    return cells.slice(0, cells.indexOf(cell)).reduce((at, before) => at + (before.colSpan || 1), 0);
  };
  const column = columnOf(header);
  const table = header.closest('table, [role="table"], [role="grid"], [role="treegrid"]') || document;
  const rows = Array.from(table.querySelectorAll('tr, [role="row"]')).filter((row) => row !== header.parentElement && shown(row) && cellsOf(row).some((cell) => cell.matches('td, [role="cell"], [role="gridcell"]')));
  return rows.map((row) => {
    let at = 0;
    for (const cell of cellsOf(row)) {
      if (at === column) return clean(cell.innerText);
      at += cell.colSpan || 1;
      if (at > column) return '';
    }
    return '';
  });
}`;

/** "the Email column": the words that name a column, as a check reads them; null for other words. */
export function columnNamed(words: string): string | null {
  const match = /^(?:the\s+)?(.+?)\s+column$/i.exec(words.trim());
  return match?.[1] && !/^(?:first|second|third|last|left|right|\d+(?:st|nd|rd|th))$/i.test(match[1]) ? match[1] : null;
}
