import { actOn } from './act-on';
import { type InputHold } from './input-hold';
import { guardPress, guardSettled, pressTaken, settledBox } from './page-scripts';
import { isSlowToLook, type ResolvedTarget } from './resolve/resolve-target';
import { type StepContext } from './step-context';
import { untraced } from './untraced';

/** A click, double click or tick on the element, with Playwright's checks before it or (`force`) without them. */
type Pointing = (timeout: number, force: boolean) => Promise<unknown>;

/**
 * Presses the found element once the previous step's screenshot is in hand (beforeChange).
 *
 * While that shot is still being taken, the page is asked meanwhile what Playwright asks before a click: is the
 * element shown, enabled, not covered, and holding still across two animation frames. The last one waits for
 * frames, as the shot does: asked apart, a click step waited for both, some 25 ms more on each. When it is ready, a
 * guard is set up in the page that stops a press another element would take (something came over it since), as
 * Playwright's own does, and the element is pressed without Playwright's checks (force). A press stopped that way,
 * or an element not ready, is made again the usual way.
 *
 * When the run holds its inputs for the shot (InputHold), the forced press starts at once, alongside the question:
 * Playwright finds the element and takes its trace snapshots meanwhile, and only the press itself waits for both.
 * Else it starts once the shot is in hand and the element is still where it settled.
 *
 * Not on a page slow to look through: there, each question costs a query of the whole page, more than it saves.
 */
export async function pressOn(found: Pick<ResolvedTarget, 'locator'>, context: StepContext, doing: string, pointing: Pointing, options: { doneWhenClicked?: boolean } = {}): Promise<void> {
  const { page } = context;
  const usual = (timeout: number) => pointing(timeout, false);
  if (!context.changeHeld?.() || isSlowToLook(page)) {
    await context.beforeChange?.();
    return actOn(found, context, doing, usual, options);
  }
  const forced = () => actOn(found, context, doing, (timeout) => pointing(timeout, true), options);
  const pressed = context.inputHold ? await pressedWhileHeld(found, context, forced, context.inputHold) : await pressedAfterShot(found, context, forced);
  if (pressed) return;
  await context.beforeChange?.();
  await actOn(found, context, doing, usual, options);
}

/** The forced press, its input held until the shot is in hand and the element settled behind a guard. */
async function pressedWhileHeld(found: Pick<ResolvedTarget, 'locator'>, context: StepContext, forced: () => Promise<void>, hold: InputHold): Promise<boolean> {
  const guarded = untraced(context.page, () => found.locator.evaluateAll(guardSettled)).catch(() => false);
  const failure = await hold.during(guarded, forced).then(
    () => null,
    (error: unknown) => ({ error }),
  );
  return (await guarded) && reachedElement(context, failure);
}

/** The forced press once the shot is in hand, when the element is still at the box it settled at. */
async function pressedAfterShot(found: Pick<ResolvedTarget, 'locator'>, context: StepContext, forced: () => Promise<void>): Promise<boolean> {
  const { page } = context;
  const settled = untraced(page, () => found.locator.evaluateAll(settledBox)).catch(() => null);
  await context.beforeChange?.();
  const box = await settled;
  const guarded = box !== null && (await untraced(page, () => found.locator.evaluateAll(guardPress, box)).catch(() => false));
  if (!guarded) return false;
  const failure = await forced().then(
    () => null,
    (error: unknown) => ({ error }),
  );
  return reachedElement(context, failure);
}

/**
 * After a forced press behind a guard: whether it reached the element (not stopped by the guard). A press that
 * failed otherwise fails the step.
 */
async function reachedElement(context: StepContext, failure: { error: unknown } | null): Promise<boolean> {
  // A press that left the page (a link) finds no guard: it reached the element.
  const taken = await untraced(context.page, () => context.page.evaluate(pressTaken)).catch(() => false);
  if (taken) return false;
  if (failure) throw failure.error;
  return true;
}
