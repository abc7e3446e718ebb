import { actOn } from './act-on';
import { guardPress, pressTaken, settledBox } from './page-scripts';
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
 * frames, as the shot does: asked apart, a click step waited for both, some 25 ms more on each. When the element
 * is still where it was once the shot is in hand, it is pressed without Playwright's checks (force), behind a guard
 * set up in the page that stops a press another element would take (something came over it since), as
 * Playwright's own does. A press stopped that way, or an element not ready, is made again the usual way.
 *
 * Not on a page slow to look through: there, each question costs a query of the whole page, more than it saves.
 */
export async function pressOn(found: Pick<ResolvedTarget, 'locator'>, context: StepContext, doing: string, pointing: Pointing, options: { doneWhenClicked?: boolean } = {}): Promise<void> {
  const { page } = context;
  if (!context.changeHeld?.() || isSlowToLook(page)) {
    await context.beforeChange?.();
    return actOn(found, context, doing, (timeout) => pointing(timeout, false), options);
  }
  const settled = untraced(page, () => found.locator.evaluateAll(settledBox)).catch(() => null);
  await context.beforeChange?.();
  const box = await settled;
  const guarded = box !== null && (await untraced(page, () => found.locator.evaluateAll(guardPress, box)).catch(() => false));
  if (guarded) {
    let failure: unknown = null;
    await actOn(found, context, doing, (timeout) => pointing(timeout, true), options).catch((error: unknown) => void (failure = error));
    // A press that left the page (a link) finds no guard: it reached the element.
    const taken = await untraced(page, () => page.evaluate(pressTaken)).catch(() => false);
    if (!taken) {
      if (failure) throw failure;
      return;
    }
  }
  await actOn(found, context, doing, (timeout) => pointing(timeout, false), options);
}
