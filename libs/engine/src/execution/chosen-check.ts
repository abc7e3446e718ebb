import { DRAWN_DROPDOWN } from './resolve/strategies';
import { pollUntil } from './check-support';
import { pageFunction } from './page-scripts';
import { normalizeSpaces, quote, quoteList } from './resolve/text-match';
import { type StepContext, type StepDone } from './step-context';
import { StepFailure } from './step-failure';

/**
 * What the page shows as chosen: the option of each dropdown on screen (a native select's, a drawn one's words), and
 * the tabs, options, toggles and links marked selected, pressed, current or active.
 */
const CHOSEN_TEXTS = pageFunction<[string], string[]>(`(drawn) => {
  const clean = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const shown = (el) => el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0;
  const texts = [];
  for (const select of document.querySelectorAll('select')) if (shown(select)) for (const option of select.selectedOptions) texts.push(clean(option.label));
  for (const box of document.querySelectorAll(drawn + ', [role="combobox"]')) {
    if (!shown(box)) continue;
    // Without the arrow a drawn one writes after its words.
    texts.push(clean(box.tagName === 'INPUT' ? box.value : box.innerText).replace(/[^\\p{L}\\p{N}.)\\]]+$/u, ''));
  }
  // Marked by ARIA, or only by the class or data attribute frameworks give the chosen one (Bootstrap's "nav-link
  // active", Radix's data-state, Vue Router's link classes).
  const marked = '[aria-selected="true"], [aria-checked="true"], [aria-pressed="true"], [aria-current]:not([aria-current="false"]), '
    + '.active, .is-active, .selected, .is-selected, .current, .router-link-exact-active, [data-state="active"], [data-selected], [data-active="true"]';
  for (const el of document.querySelectorAll(marked)) if (shown(el)) texts.push(clean(el.innerText));
  return texts.filter(Boolean);
}`);

const sameWords = (a: string, b: string) => normalizeSpaces(a).toLowerCase().replace(/[.:]$/, '') === normalizeSpaces(b).toLowerCase().replace(/[.:]$/, '');

/** Whether a dropdown, tab or option on screen shows the words chosen now: a check that needs no waiting. */
export async function isChosenNow(words: string, context: StepContext): Promise<boolean> {
  const texts = await context.page.evaluate(CHOSEN_TEXTS, DRAWN_DROPDOWN).catch(() => []);
  return texts.some((text) => sameWords(text, words));
}

/**
 * "Group 2, option 1 is selected" about words that are no tick box: they are the option a dropdown on screen shows
 * chosen (a drawn one writes it in place of its placeholder), or a tab or option marked selected.
 */
export async function chosenOnPage(words: string, chosen: boolean, context: StepContext): Promise<StepDone> {
  const result = await pollUntil(context, () => context.page.evaluate(CHOSEN_TEXTS, DRAWN_DROPDOWN), (texts) => texts.some((text) => sameWords(text, words)) === chosen);
  if (result.ok) return { action: `Checked that ${quote(words)} is ${chosen ? '' : 'not '}the option chosen on the page`, locator: null };
  if (!chosen) throw new StepFailure(`Expected ${quote(words)} not to be selected, but it is the option chosen on the page.`);
  const seen = result.value.slice(0, 5);
  throw new StepFailure(`Expected ${quote(words)} to be selected, but ${seen.length ? `the options chosen on the page are ${quoteList(seen)}` : 'nothing on the page shows it chosen'}.`);
}
