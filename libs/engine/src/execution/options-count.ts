import { type Assertion, countHolds, countWords, LISTED_OPTIONS_SCRIPT, optionsDropdownOf } from '@verity/steps';
import { pollUntil } from './check-support';
import { pageFunction } from './page-scripts';
import { readElement } from './read-element';
import { resolveTarget } from './resolve/resolve-target';
import { quoteList } from './resolve/text-match';
import { resolveContext, type StepContext, type StepDone } from './step-context';
import { StepFailure } from './step-failure';

const listedOptions = pageFunction<[Element], string[] | null>(LISTED_OPTIONS_SCRIPT);

/**
 * "The Time zone dropdown has 4 options": the options it lists, open or closed. Null when the count is not of a
 * dropdown's options, or its options are drawn only while it is open: those on screen are counted instead.
 */
export async function optionsCount(assertion: Extract<Assertion, { type: 'count' }>, context: StepContext): Promise<StepDone | null> {
  const dropdown = optionsDropdownOf(assertion.target);
  if (!dropdown) return null;
  const found = await resolveTarget(dropdown, 'select', resolveContext(context));
  const read = () => readElement(found.locator, listedOptions);
  if ((await read()) === null) return null;
  const result = await pollUntil(context, read, (labels) => labels !== null && countHolds(labels.length, assertion.count, assertion.bound));
  const wanted = `${countWords(assertion.count, assertion.bound)} option${assertion.count === 1 ? '' : 's'}`;
  if (result.ok) return { action: `Checked that ${found.description} has ${wanted}`, locator: String(found.locator) };
  const labels = result.value ?? [];
  throw new StepFailure(`Expected ${found.description} to have ${wanted}, but it has ${labels.length}: ${quoteList(labels.slice(0, 8))}.`);
}
