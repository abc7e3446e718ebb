import { partSelector, type Target } from '@verity/steps';
import { type Locator, type Page } from 'playwright-core';
import { describeElements } from '../page-scripts';
import { StepFailure } from '../step-failure';
import { formatSeconds, type ResolveContext, type ResolvedTarget, resolveTarget } from './resolve-target';
import { type Purpose } from './strategies';
import { quote } from './text-match';

/** Where the part is: partSelector, shared with the exported spec. */
export function partLocator(page: Page, target: Target): Locator {
  return page.locator(partSelector(target));
}

const partNoun = (target: Target) => `${target.text} ${target.part}`;

/**
 * The part the step names, once it shows: the first of them on screen. An icon known by none of those words (an svg
 * titled "Settings" in a button) is the control named so, found as any button or link is.
 */
export async function resolvePart(target: Target, purpose: Purpose, context: ResolveContext): Promise<ResolvedTarget> {
  const visible = partLocator(context.page, target).filter({ visible: true });
  if (target.part === 'icon' && (await visible.count()) === 0) {
    const { part: _icon, ...control } = target;
    return resolveTarget({ ...control, role: 'button' }, purpose, context);
  }
  const shown = await visible
    .first()
    .waitFor({ state: 'visible', timeout: Math.max(1, context.deadline - Date.now()) })
    .then(() => true)
    .catch(() => false);
  if (!shown) {
    // A shop's badge is often there and hidden at zero: that says more than "no badge".
    const isThere = (await partLocator(context.page, target).count().catch(() => 0)) > 0;
    throw new StepFailure(`${isThere ? `The ${partNoun(target)} is on the page but hidden` : `No ${partNoun(target)} on the page`} after ${formatSeconds(context.timeoutMs)}.`);
  }
  const locator = visible.first();
  const [info] = await locator.evaluateAll(describeElements);
  if (!info) throw new StepFailure(`No ${partNoun(target)} on the page after ${formatSeconds(context.timeoutMs)}.`);
  return { locator, description: `the ${partNoun(target)}`, info, tier: 'words' };
}

/** A badge that went away (Swag Labs removes it from an empty cart) or is hidden. */
export async function waitUntilPartGone(target: Target, context: ResolveContext): Promise<void> {
  const visible = partLocator(context.page, target).filter({ visible: true });
  for (;;) {
    if ((await visible.count()) === 0) return;
    if (Date.now() >= context.deadline) {
      const shown = (await visible.first().innerText().catch(() => '')).trim();
      throw new StepFailure(`The ${partNoun(target)} is still visible after ${formatSeconds(context.timeoutMs)}${shown ? ` (it shows ${quote(shown)})` : ''}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
