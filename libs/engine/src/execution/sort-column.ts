import { ITEM_ROWS, type ListedItemsQuery, type SortRequest } from '@verity/steps';
import { listedItems } from './item-checks';
import { pressOn } from './press';
import { type ResolvedTarget } from './resolve/resolve-target';
import { quote } from './resolve/text-match';
import { type StepContext } from './step-context';
import { pause, StepFailure } from './step-failure';
import { untraced } from './untraced';

/** Clicks on a header that sorts: once to sort, twice more at most to turn the order (ascending, descending, none). */
const MAX_CLICKS = 3;
/** How long a click has to sort the rows before the header is clicked again (a table may sort after a fetch). */
const SORTED_WITHIN_MS = 1_500;
const LOOK_EVERY_MS = 100;
/** The control a header may hold that sorts it. */
const HEADER_CONTROL = 'button, [role="button"], a[href]';

/**
 * "Sort the table by Price descending": clicks the header of the column `field` names until the column is in that
 * order, which its aria-sort says, else its rows read in order; `descending` null: one click, in whatever order the
 * table sorts first.
 * Fails, naming what it saw, when three clicks never give that order. Returns what it did, in words.
 */
export async function sortColumn(heading: ResolvedTarget, { field, descending }: SortRequest, context: StepContext): Promise<string> {
  // A header that holds a button (data grids draw one around the name) is sorted by it: the header's middle may miss it.
  const inner = heading.locator.locator(HEADER_CONTROL).first();
  const control = (await untraced(context.page, () => inner.count()).catch(() => 0)) > 0 ? { locator: inner } : heading;
  const click = () => pressOn(control, context, `click ${heading.description}`, (timeout, force) => control.locator.click({ timeout, force }));
  if (descending === null) {
    await click();
    return `clicked ${heading.description}`;
  }
  const way = descending ? 'descending' : 'ascending';
  const marked = () => untraced(context.page, () => heading.locator.getAttribute('aria-sort', { timeout: 1_000 })).catch(() => null);
  const rowsInOrder = async (isDescending: boolean) => {
    const query: ListedItemsQuery = { rows: ITEM_ROWS, order: { by: 'value', attribute: field, descending: isDescending } };
    return (await untraced(context.page, () => context.page.evaluate(listedItems, query)).catch(() => null))?.holds === true;
  };
  /** What the header marks (aria-sort), and the order it marks, else the order the rows are in (null: neither). */
  const readOrder = async () => {
    const says = await marked();
    if (says === 'ascending' || says === 'descending') return { says, order: says };
    const order = (await rowsInOrder(descending)) ? way : (await rowsInOrder(!descending)) ? `not ${way}` : null;
    return { says, order };
  };
  let before = await readOrder();
  for (let clicks = 1; clicks <= MAX_CLICKS; clicks += 1) {
    await click();
    const until = Math.min(Date.now() + SORTED_WITHIN_MS, context.deadline);
    for (;;) {
      const now = await readOrder();
      if (now.order === way) return `clicked ${heading.description} ${clicks === 1 ? 'once' : `${clicks} times`}, and it is ${way}`;
      // The click took, the other way (the header's mark or the rows' order changed, not to this one): the next click turns it.
      const took = now.says !== before.says || (now.order !== null && now.order !== before.order);
      if (took || Date.now() >= until) {
        before = now;
        break;
      }
      await pause(LOOK_EVERY_MS, context.signal);
    }
  }
  throw new StepFailure(`Clicked ${heading.description} ${MAX_CLICKS} times, but the rows were never in ${way} order by ${quote(field)}.`);
}
