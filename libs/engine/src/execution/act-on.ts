import { actionFailure, clickWasDone, isPlaywrightTimeout, observedState, timedOutBeforeActing } from './action-errors';
import { type ResolvedTarget } from './resolve/resolve-target';
import { actionTimeoutMs, elapsedMs, type StepContext, type StepTime } from './step-context';
import { untraced } from './untraced';

/** The element an action is on. */
type FoundElement = Pick<ResolvedTarget, 'locator'>;
/** What of the step an action needs: its page and its time. */
type ActingContext = StepTime & Pick<StepContext, 'page'>;

/**
 * Acts on a found element, with the action's time (actionTimeoutMs). A timeout that nothing explains (the element is
 * ready, Playwright's log names nothing it waited for, the action itself had not begun) is a machine too busy to
 * answer, not the page: on a loaded worker, the click on a plain button once took over 5 s. The action is tried
 * once more, with as long again, before the step fails. An action begun (the mouse pressed) is never repeated; with
 * `doneWhenClicked`, a click whose log says it was done counts as done.
 */
export async function actOn(found: FoundElement, context: ActingContext, doing: string, action: (timeout: number) => Promise<unknown>, options: { doneWhenClicked?: boolean } = {}): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    try {
      await action(actionTimeoutMs(context));
      return;
    } catch (error) {
      if (options.doneWhenClicked && clickWasDone(error)) return;
      const waited = elapsedMs(context);
      const observed = await observedAfter(error, found, context);
      if (tries === 1 && observed === undefined && timedOutBeforeActing(error)) continue;
      throw actionFailure(error, doing, waited, observed);
    }
  }
}

/** The step's failure for an action on a found element that is not tried again (a key press, an upload). */
export async function failureOn(found: FoundElement, error: unknown, doing: string, context: ActingContext): Promise<Error> {
  const waited = elapsedMs(context);
  return actionFailure(error, doing, waited, await observedAfter(error, found, context));
}

/** A timeout with no reason in the log asks the element what it is doing now (observedState). */
function observedAfter(error: unknown, found: FoundElement, context: ActingContext): Promise<string | undefined> {
  return isPlaywrightTimeout(error) ? untraced(context.page, () => observedState(found.locator)) : Promise.resolve(undefined);
}

