/**
 * "Only the Leave menu item is shown", "only Anderson is listed": after a search or a filter, the list that shows the
 * words shows nothing else. Read as ONLY_LISTED_SCRIPT does, by the engine's check and an exported spec's
 * `onlyListedHolds`.
 */

const THINGS = String.raw`(?:menu\s+items?|items?|options?|links?|results?|rows?|entries|entry|records?|employees?|users?|products?|contacts?|tasks?|todos?|cards?|tabs?)`;
const ONLY = new RegExp(
  String.raw`^only\s+(?:the\s+|one\s+)?(?<value>.+?)(?:\s+${THINGS})?\s+(?:is|are|be|gets?|remains?|stays?)\s+(?:still\s+)?(?:shown|visible|displayed|listed|left|returned|present|found|in\s+the\s+list)(?:\s+(?:in|on)\s+the\s+(?:[a-z]+\s+){0,2}(?:menu|list|table|results|page|sidebar|grid))?$|^only\s+(?:the\s+)?(?<value2>.+?)(?:\s+${THINGS})?\s+(?:remains?|is\s+left|are\s+left)$`,
  'i',
);

/** The words a claim says are the only ones listed; null when it says no such thing. */
export function readOnlyListed(claim: string): string | null {
  const match = ONLY.exec(claim.trim())?.groups;
  const value = (match?.value ?? match?.value2)?.trim();
  // "only employees with status X are listed" is about a column (every cell), read before this.
  if (!value || /\s(?:with|having|whose)\s/i.test(value) || /^(?:one|1|two|\d+)$/i.test(value)) return null;
  return value;
}

/** What the page lists where the words are (ONLY_LISTED_SCRIPT). */
export interface OnlyListed {
  holds: boolean;
  /** The texts of the items shown in the list that holds the words (the first such list), else of none. */
  items: string[];
}

/**
 * A page script, as source: whether a list on screen (a list, a menu, a listbox, a table's rows) holds an item
 * shown with the words, and shows no item without them. Items are list items, menu items, options and rows of
 * data; hidden ones (filtered out) do not count.
 */
export const ONLY_LISTED_SCRIPT = String.raw`(words) => {
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const wanted = clean(words).replace(/^["'“]|["'”]$/g, '');
  const shown = (el) => { const box = el.getBoundingClientRect(); return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
  const ITEMS = 'li, [role="listitem"], [role="menuitem"], [role="option"], tr:has(> td), [role="row"]:has([role="cell"], [role="gridcell"])';
  const LISTS = 'ul, ol, [role="list"], [role="menu"], [role="listbox"], table, [role="table"], [role="grid"], [role="treegrid"]';
  const has = (el) => clean(el.innerText).includes(wanted);
  const matching = Array.from(document.querySelectorAll(ITEMS)).filter((item) => shown(item) && has(item));
  for (const item of matching) {
    const list = item.parentElement && item.parentElement.closest(LISTS);
    if (!list) continue;
    const items = Array.from(list.querySelectorAll(ITEMS)).filter((other) => other.parentElement.closest(LISTS) === list && !other.querySelector(ITEMS) && shown(other));
    if (items.length === 0) continue;
    return { holds: items.every(has), items: items.map((other) => other.innerText.replace(/\s+/g, ' ').trim()) };
  }
  return { holds: false, items: [] };
}`;
