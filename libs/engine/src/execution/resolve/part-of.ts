import { MENU_SHOWN_WITHOUT_BUTTON_SCRIPT, menuButtonPhrase, menuButtonPlace, partSelector, type Target } from '@verity/steps';
import { type Locator, type Page } from 'playwright-core';
import { describeElements, pageFunction } from '../page-scripts';
import { StepFailure } from '../step-failure';
import { formatSeconds, type ResolveContext, type ResolvedTarget, resolveTarget } from './resolve-target';
import { type Purpose } from './strategies';
import { quote } from './text-match';

/** Where the part is: partSelector or menuButtonPlace, shared with the exported spec. */
export function partLocator(page: Page, target: Target): Locator {
  if (target.part !== 'menu-button') return page.locator(partSelector(target));
  const { css, worded, words } = menuButtonPlace(target);
  return page.locator(css).or(page.locator(worded).filter({ hasText: words }));
}

/** "cart badge", "hamburger menu button": the part, as a message names it after "the" or "No". */
export const partNoun = (target: Target) => (target.part === 'menu-button' ? menuButtonPhrase(target).replace(/^the /, '') : `${target.text} ${target.part}`);

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
  // A menu button known by none of those signs ("Browse", "Ada ▾"): the words of the menu, as any element's.
  if (target.part === 'menu-button' && (await partLocator(context.page, target).count()) === 0) {
    return resolveTarget({ text: `${target.text} menu`.trim() }, purpose, context);
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
  const found = target.part === 'menu-button' ? await shortLocator(context.page, locator, info.name) : locator;
  return { locator: found, description: `the ${partNoun(target)}`, info, tier: 'words' };
}

const isSame = pageFunction<[Element, Element], boolean>('(element, other) => element === other');

/**
 * The element by a short locator (a button or link by its name, or its id) when that finds it alone: the run's
 * record shows it to the user, and every retry of the action reads it again (a long selector costs milliseconds).
 */
async function shortLocator(page: Page, locator: Locator, name: string): Promise<Locator> {
  const handle = await locator.elementHandle().catch(() => null);
  if (!handle) return locator;
  try {
    const id = await handle.getAttribute('id');
    const options = [
      ...(name ? [page.getByRole('button', { name, exact: true }), page.getByRole('link', { name, exact: true })] : []),
      ...(id && /^[A-Za-z][\w-]*$/.test(id) ? [page.locator(`#${id}`)] : []),
    ];
    for (const option of options) {
      if ((await option.count()) === 1 && (await option.evaluate(isSame, handle))) return option;
    }
    return locator;
  } finally {
    await handle.dispose().catch(() => undefined);
  }
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

/** Whether the menu the buttons open is shown without them (MENU_SHOWN_WITHOUT_BUTTON_SCRIPT). */
export const shownWithoutButton = pageFunction<[Element[]], boolean>(MENU_SHOWN_WITHOUT_BUTTON_SCRIPT);

/**
 * "Open the navigation menu" (a click that opensSiteMenu) where the window shows the site's menu already and its
 * button is hidden: what a person sees as done, said so; null when a button is in sight to click, or none is on the page.
 */
export async function menuShownAlready(target: Target, page: Page): Promise<string | null> {
  const buttons = partLocator(page, target);
  if ((await buttons.filter({ visible: true }).count()) > 0 || (await buttons.count()) === 0) return null;
  if (!(await buttons.evaluateAll(shownWithoutButton))) return null;
  const size = page.viewportSize();
  return `The ${partNoun(target)} is hidden${size ? ` at this window size (${size.width}×${size.height})` : ''} and the menu is shown: nothing to open`;
}
