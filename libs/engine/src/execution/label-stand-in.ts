import { type Locator } from 'playwright-core';
import { pageFunction } from './page-scripts';
import { readElement } from './read-element';
import { type ResolvedTarget } from './resolve/resolve-target';
import { untraced } from './untraced';

/** How the label that stands in for a covered box is found: the label around it, or the one `for` its id. */
type LabelWay = { around: true } | { around: false; id: string } | null;

/**
 * A tick box or radio button drawn by a UI kit is hidden under its label (made transparent, put behind): a person
 * clicks the label, and so does the step, as Capybara does. Null when a press at the box's centre reaches it, or no
 * label of it is shown.
 */
const COVERED_BOX_LABEL = pageFunction<[Element], LabelWay>(`(el) => {
  const rect = el.getBoundingClientRect();
  const hit = rect.width > 0 && rect.height > 0 ? document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2) : null;
  if (hit && (hit === el || el.contains(hit))) return null;
  const shown = Array.from(el.labels || []).find((label) => label.getClientRects().length > 0 && getComputedStyle(label).visibility !== 'hidden');
  if (!shown) return null;
  if (shown.contains(el)) return { around: true };
  return el.id && shown.htmlFor === el.id ? { around: false, id: el.id } : null;
}`);

const BOX_TYPES = new Set(['checkbox', 'radio']);

/** The label to press for a covered tick box or radio button (COVERED_BOX_LABEL), else the element itself. */
export async function pressableStandIn(found: ResolvedTarget): Promise<Pick<ResolvedTarget, 'locator'>> {
  if (found.info.tag !== 'input' || !BOX_TYPES.has(found.info.inputType ?? '')) return found;
  const page = found.locator.page();
  const way = await untraced(page, () => readElement(found.locator, COVERED_BOX_LABEL)).catch(() => null);
  if (!way) return found;
  const label: Locator = way.around ? found.locator.locator('xpath=ancestor::label[1]') : page.locator(`label[for="${cssString(way.id)}"]`).first();
  return { locator: label };
}

/** An id written inside a CSS attribute selector's double quotes. */
function cssString(value: string): string {
  return value.replace(/["\\]/g, (character) => `\\${character}`);
}
