import { type Assertion, ONLY_LISTED_SCRIPT, type OnlyListed } from '@verity/steps';
import { pollUntil } from './check-support';
import { pageFunction } from './page-scripts';
import { quote, quoteList } from './resolve/text-match';
import { type StepContext, type StepDone } from './step-context';
import { StepFailure } from './step-failure';

const readOnlyListed = pageFunction<[string], OnlyListed>(ONLY_LISTED_SCRIPT);

/** "Only the Leave menu item is shown": the list on screen that shows the words shows nothing else (ONLY_LISTED_SCRIPT). */
export async function onlyListed(assertion: Extract<Assertion, { type: 'only-listed' }>, context: StepContext): Promise<StepDone> {
  const read = () => context.page.evaluate(readOnlyListed, assertion.text).catch((): OnlyListed => ({ holds: false, items: [] }));
  const result = await pollUntil(context, read, (seen) => seen.holds);
  if (result.ok) return { action: `Checked that only ${quote(assertion.text)} is listed (${result.value.items.length} shown)`, locator: null };
  const { items } = result.value;
  if (items.length === 0) throw new StepFailure(`Expected only ${quote(assertion.text)} to be listed, but no list on screen shows it.`);
  const others = items.filter((item) => !item.toLowerCase().includes(assertion.text.toLowerCase()));
  throw new StepFailure(`Expected only ${quote(assertion.text)} to be listed, but its list also shows ${quoteList(others.slice(0, 5))}${others.length > 5 ? ` and ${others.length - 5} more` : ''}.`);
}
