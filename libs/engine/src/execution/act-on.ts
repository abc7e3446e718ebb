import { actionFailure, clickWasDone, isPlaywrightTimeout, observedState, timedOutBeforeActing } from './action-errors';
import { type ResolvedTarget } from './resolve/resolve-target';
import { actionTimeoutMs, elapsedMs, type StepContext, type StepTime } from './step-context';
import { untraced } from './untraced';

/**
 * Acts on a found element, with the action's time (actionTimeoutMs). A timeout that nothing explains (the element is
 * ready, Playwright's log names nothing it waited for, the action itself had not begun) is a machine too busy to
 * answer, not the page: on a loaded worker, the click on a plain button once took over 5 s. The action is tried
 * once more, with as long again, before the step fails. An action begun (the mouse pressed) is never repeated; with
 * `doneWhenClicked`, a click whose log says it was done counts as done.
 */
export async function actOn(found: Pick<ResolvedTarget, 'locator'>, context: StepTime & Pick<StepContext, 'page'>, doing: string, action: (timeout: number) => Promise<unknown>, options: { doneWhenClicked?: boolean } = {}): Promise<void> {
  for (let tries = 1; ; tries += 1) {
    try {
      await action(actionTimeoutMs(context));
      return;
    } catch (error) {
      if (options.doneWhenClicked && clickWasDone(error)) return;
      const observed = isPlaywrightTimeout(error) ? await untraced(context.page, () => observedState(found.locator)) : undefined;
      if (tries === 1 && observed === undefined && timedOutBeforeActing(error)) continue;
      throw actionFailure(error, doing, elapsedMs(context), observed);
    }
  }
}

