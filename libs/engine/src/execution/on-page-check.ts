import { type Assertion, ON_PAGE_SCRIPT, type OnPage } from '@verity/steps';
import { pollUntil } from './check-support';
import { pageFunction } from './page-scripts';
import { quote } from './resolve/text-match';
import { type StepContext, type StepDone } from './step-context';
import { StepFailure } from './step-failure';

const readOnPage = pageFunction<[string], OnPage>(ON_PAGE_SCRIPT);

/** "I am on the dashboard": the page open says it is that page (ON_PAGE_SCRIPT), or not, for "is not on". */
export async function onPage(assertion: Extract<Assertion, { type: 'on-page' }>, context: StepContext): Promise<StepDone> {
  const wanted = !assertion.negated;
  // A page in the middle of a navigation cannot be read: it is not on any page yet.
  const read = () => context.page.evaluate(readOnPage, assertion.name).catch((): OnPage => ({ holds: false, path: '', title: '', heading: null }));
  const result = await pollUntil(context, read, (seen) => seen.holds === wanted);
  const page = `the ${quote(assertion.name)} page`;
  if (result.ok) return { action: `Checked that the user is ${wanted ? '' : 'not '}on ${page}`, locator: null };
  const { path, title, heading } = result.value;
  const shows = [`the address is ${quote(path || context.page.url())}`, `the title ${quote(title)}`, heading === null ? 'no heading' : `the heading ${quote(heading)}`].join(', ');
  if (!wanted) throw new StepFailure(`Expected the user not to be on ${page}, but it names it: ${shows}.`);
  throw new StepFailure(`Expected the user to be on ${page}, but nothing on it says so: ${shows}.`);
}
