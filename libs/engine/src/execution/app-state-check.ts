import { APP_STATE_CLAIMS, APP_STATE_SCRIPT, type AppState, type AppStateQuery, type AppStateSigns, ERROR_SELECTOR } from '@verity/steps';
import { pageExcerpt, pollUntil } from './check-support';
import { pageFunction } from './page-scripts';
import { formatSeconds } from './resolve/resolve-target';
import { quote, quoteList } from './resolve/text-match';
import { type StepContext, type StepDone } from './step-context';
import { StepFailure } from './step-failure';

const appStateSigns = pageFunction<[AppStateQuery], AppStateSigns>(APP_STATE_SCRIPT);

/** "the user is logged in", "login fails", "the order is placed": the signs of the state, polled until they show. */
export async function appState({ state, as }: { state: AppState; as?: string }, context: StepContext): Promise<StepDone> {
  const query: AppStateQuery = { state, errorSelector: ERROR_SELECTOR, ...(as === undefined ? {} : { as }) };
  const claim = `${APP_STATE_CLAIMS[state]}${as === undefined ? '' : ` as ${quote(as)}`}`;
  const result = await pollUntil(context, () => context.page.evaluate(appStateSigns, query), (signs) => signs.holds);
  const signs = result.value;
  if (result.ok) return { action: `Checked that ${claim} (${evidence(state, signs)})`, locator: null };
  if (state === 'logged-in' && signs.loggedIn && as !== undefined) {
    throw new StepFailure(`Expected the user to be logged in as ${quote(as)}, but the page does not show ${quote(as)}, though the user is logged in: ${loggedInSign(signs) ?? ''} (checked for ${formatSeconds(context.timeoutMs)}).`);
  }
  const excerpt = state === 'order-placed' ? ` ${await pageExcerpt(context)}` : '';
  throw new StepFailure(`Expected ${EXPECTED[state]}, but ${whyNot(state, signs)} (checked for ${formatSeconds(context.timeoutMs)}).${excerpt}`);
}

const EXPECTED: Record<AppState, string> = {
  'logged-in': 'the user to be logged in',
  'logged-out': 'the user to be logged out',
  'login-failed': 'the login to fail',
  'order-placed': 'the order to be placed',
};

/** What showed the state, for the step's record. */
function evidence(state: AppState, signs: AppStateSigns): string {
  if (state === 'order-placed') return `the page says ${quote(signs.orderDone ?? '')}`;
  if (state === 'login-failed') return `the page shows ${quoteList(signs.errors)}`;
  if (state === 'logged-out') return signs.loginForm ? 'a login form is shown' : `the page offers ${quote(signs.login ?? '')}`;
  return loggedInSign(signs) ?? 'logged in';
}

function loggedInSign(signs: AppStateSigns): string | undefined {
  if (signs.logout !== null) return `the page has a ${quote(signs.logout)} control`;
  if (signs.greeting !== null) return `the page says ${quote(signs.greeting)}`;
  if (signs.account !== null) return `the page shows ${quote(signs.account)} and nothing to log in with`;
  return undefined;
}

const errorsShown = (signs: AppStateSigns) => (signs.errors.length > 0 ? `, with ${signs.errors.length === 1 ? 'the error' : 'the errors'} ${quoteList(signs.errors)}` : '');

/** Why the state does not hold, in what the page shows. */
function whyNot(state: AppState, signs: AppStateSigns): string {
  switch (state) {
    case 'logged-in':
      if (signs.loginForm) return `a login form is still shown${errorsShown(signs)}`;
      if (signs.login !== null) return `the page offers ${quote(signs.login)} and has no control to log out${errorsShown(signs)}`;
      return `the page shows no sign of it: no control to log out, no "Logged in as" or "Welcome back", no account control${errorsShown(signs)}`;
    case 'logged-out':
      if (signs.loggedIn || signs.logout !== null || signs.greeting !== null) return `the user still looks logged in: ${loggedInSign(signs) ?? 'no login form'}`;
      return 'the page shows no login form and no control to log in or sign up';
    case 'login-failed':
      if (signs.loggedIn) return `the user is logged in: ${loggedInSign(signs) ?? ''}`;
      return 'no error is shown';
    case 'order-placed':
      if (signs.orderRefused !== null) return `the page says ${quote(signs.orderRefused)}`;
      return `no heading or message says the order went through (such as "Thank you for your order" or "Order confirmed")${errorsShown(signs)}`;
  }
}
