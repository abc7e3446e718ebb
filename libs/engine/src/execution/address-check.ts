import { ACTING_STEPS, ADDRESS_HOLDS_FOR_MS, ARRIVING_STEPS, type Assertion, type Step } from '@verity/steps';
import { pollUntil } from './check-support';
import { quote } from './resolve/text-match';
import { type StepContext, type StepDone } from './step-context';
import { pause, StepFailure, throwIfCancelled } from './step-failure';
import { formatSeconds } from './resolve/resolve-target';
import { pathOf } from './urls';

const LOOK_AGAIN_MS = 100;

/** Where the run's last action left from: the address when it began (for a page load, where it arrived), and when it ended. */
export interface LastAction {
  address: string;
  endedAt: number;
}

/**
 * Keeps the address a check of "the URL does not change" compares with: a wait, a stored value or a check in
 * between changes nothing, so "Click Sign in / Wait 2 seconds / Verify the user is not redirected" compares with the
 * page the click began on.
 */
export class LastActionAddress {
  private kept: LastAction | undefined;
  private begun: string | undefined;

  get last(): LastAction | undefined {
    return this.kept;
  }

  /** Called as a step begins, with the page's address then. */
  begin(step: Step, address: string): void {
    this.begun = ACTING_STEPS.has(step.kind) ? address : undefined;
  }

  /** Called once the step is done, with the page's address now. */
  end(step: Step, address: string): void {
    if (ARRIVING_STEPS.has(step.kind)) this.kept = { address, endedAt: Date.now() };
    else if (this.begun !== undefined) this.kept = { address: this.begun, endedAt: Date.now() };
    this.begun = undefined;
  }
}

/** A route in the hash ("#/settings", "#!/cart") is a page; "#top" is a place on one. */
const hashRoute = (url: URL) => (/^#!?\//.test(url.hash) ? url.hash : '');

/** Whether two addresses are the same URL (a trailing slash aside), or ('page') name the same page, whatever their query. */
export function sameAddress(actual: string, before: string, what: 'url' | 'page'): boolean {
  let a: URL;
  let b: URL;
  try {
    a = new URL(actual);
    b = new URL(before);
  } catch {
    return actual === before;
  }
  if (a.origin !== b.origin || pathOf(a) !== pathOf(b)) return false;
  return what === 'url' ? a.search === b.search && a.hash === b.hash : hashRoute(a) === hashRoute(b);
}

/**
 * "the URL does not change", "the user is not redirected": the address is the one the last action began on, and
 * stays so until ADDRESS_HOLDS_FOR_MS after it ended. "the URL changes", "the user is redirected": it becomes another
 * within the step's time.
 */
export async function addressUnchanged(assertion: Extract<Assertion, { type: 'address-unchanged' }>, context: StepContext): Promise<StepDone> {
  const last = context.lastAction;
  if (!last) throw new StepFailure('No step before this check opened or changed a page, so there is no address to compare with.');
  const subject = assertion.what === 'url' ? 'the URL' : 'the page';
  const same = (address: string) => sameAddress(address, last.address, assertion.what);
  if (assertion.negated) {
    const result = await pollUntil(context, async () => context.page.url(), (address) => !same(address));
    if (result.ok) return { action: `Checked that ${subject} changed from ${quote(last.address, 200)} to ${quote(result.value, 200)}`, locator: null };
    throw new StepFailure(`Expected ${subject} to change from ${quote(last.address, 200)}, but it stayed there (checked for ${formatSeconds(context.timeoutMs)}).`);
  }
  const holdsUntil = Math.min(context.deadline, last.endedAt + ADDRESS_HOLDS_FOR_MS);
  for (;;) {
    throwIfCancelled(context.signal);
    const address = context.page.url();
    if (!same(address)) {
      const went = assertion.what === 'url' ? `it changed to ${quote(address, 200)}` : `it went to ${quote(address, 200)}`;
      throw new StepFailure(`Expected ${subject} to stay ${assertion.what === 'url' ? '' : 'at '}${quote(last.address, 200)}, where the last action began, but ${went}.`);
    }
    const remaining = holdsUntil - Date.now();
    if (remaining <= 0) break;
    await pause(Math.min(remaining, LOOK_AGAIN_MS), context.signal);
  }
  return { action: `Checked that ${subject} stayed ${assertion.what === 'url' ? '' : 'at '}${quote(last.address, 200)}`, locator: null };
}
