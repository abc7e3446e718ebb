import { CHOSEN_TEXTS_SCRIPT, DRAWN_DROPDOWN } from '@verity/steps';
import { pollUntil } from './check-support';
import { pageFunction } from './page-scripts';
import { normalizeSpaces, quote, quoteList } from './resolve/text-match';
import { type StepContext, type StepDone } from './step-context';
import { StepFailure } from './step-failure';

/** What the page shows as chosen (CHOSEN_TEXTS_SCRIPT), given the selector of the dropdowns UI libraries draw. */
const CHOSEN_TEXTS = pageFunction<[string], string[]>(CHOSEN_TEXTS_SCRIPT);

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
