import { type Assertion, IN_CART_SCRIPT, type InCart } from '@verity/steps';
import { pollUntil } from './check-support';
import { pageFunction } from './page-scripts';
import { formatSeconds } from './resolve/resolve-target';
import { quote, quoteList } from './resolve/text-match';
import { type StepContext, type StepDone } from './step-context';
import { StepFailure } from './step-failure';

const inCartOf = pageFunction<[{ item: string }], InCart>(IN_CART_SCRIPT);

/** "the Backpack is in the cart": on the cart, its name is shown there; elsewhere its card says so (IN_CART_SCRIPT). */
export async function inCart(assertion: Extract<Assertion, { type: 'in-cart' }>, context: StepContext): Promise<StepDone> {
  const wanted = !assertion.negated;
  const result = await pollUntil(context, () => context.page.evaluate(inCartOf, { item: assertion.item }), (read) => read.inCart === wanted);
  const { where, controls, inCart: isIn } = result.value;
  const claim = `${quote(assertion.item)} is ${wanted ? '' : 'not '}in the cart`;
  const expected = `Expected ${quote(assertion.item)} ${wanted ? 'to be' : 'not to be'} in the cart`;
  const card = `its card offers ${quoteList(controls.slice(0, 3))}`;
  if (result.ok) return { action: `Checked that ${claim} (${where === 'cart' ? (wanted ? 'the cart shows it' : 'the cart does not show it') : card})`, locator: null };
  const checked = `checked for ${formatSeconds(context.timeoutMs)}`;
  if (isIn === null) throw new StepFailure(`${expected}, but this page shows neither the cart nor a card of ${quote(assertion.item)} with a button to add or remove it (${checked}): open the cart first (e.g. "Open the cart").`);
  if (where === 'cart') throw new StepFailure(`${expected}, but the cart ${wanted ? 'does not show it' : 'shows it'} (${checked}).`);
  throw new StepFailure(`${expected}, but ${card} (${checked}).`);
}
