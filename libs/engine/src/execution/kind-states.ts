import { isErrorKind, isPlainWords, type Target } from '@verity/steps';
import { pollUntil } from './check-support';
import { countSeen, textsOfElements } from './page-scripts';
import { formatSeconds, kindLocator, regionByKind, resolveTarget } from './resolve/resolve-target';
import { normalizeSpaces, quoteList } from './resolve/text-match';
import { resolveContext, type StepContext, type StepDone } from './step-context';
import { StepFailure } from './step-failure';

/**
 * "The error message is displayed", "no error message is shown", "the success message is displayed": a part of the
 * page named by its kind alone, which on many pages has no word of the kind in it (the-internet's `.flash.error`
 * says "Your username is invalid!", Swag Labs' `[data-test="error"]` "Epic sadface: …").
 */

/** The words name a kind of region and nothing more ("error", "the success message"). */
const isKindOnly = (target: Target) => isPlainWords(target) && !target.part;

/**
 * Shown: a region of the kind on screen, or an element the words name, whichever comes first; null when the words
 * are not a kind, so the check looks as it does for any element.
 */
export async function kindShown(target: Target, context: StepContext): Promise<StepDone | null> {
  if (!isKindOnly(target) || !kindLocator(context.page, target.text)) return null;
  // Both looks run at once; the one that loses is called off.
  const loser = new AbortController();
  const signal = context.signal ? AbortSignal.any([context.signal, loser.signal]) : loser.signal;
  const looking = { ...resolveContext(context), signal };
  try {
    return await Promise.any([
      regionByKind(target, looking).then((region) => (region ? { action: `Checked that ${region.description} is visible`, locator: String(region.locator.first()) } : Promise.reject(new Error('none shown')))),
      resolveTarget(target, 'see', looking).then((found) => ({ action: `Checked that ${found.description} is visible`, locator: String(found.locator) })),
    ]);
  } catch {
    return null;
  } finally {
    loser.abort();
  }
}

/** How many errors show: the visible regions of an error kind; null for other words. */
export function visibleErrors(target: Target, context: StepContext) {
  if (!isKindOnly(target) || !isErrorKind(target.text)) return null;
  return kindLocator(context.page, target.text)?.filter({ visible: true }) ?? null;
}

/**
 * "No error message is shown", "the dialog is closed", "the toast is gone": no region of the kind in sight by the
 * deadline (it may take a moment to go). The words alone would pass at once: a dialog seldom says "dialog".
 */
export async function kindGone(target: Target, context: StepContext): Promise<boolean> {
  const kinds = isKindOnly(target) ? kindLocator(context.page, target.text) : null;
  if (!kinds) return false;
  const shown = kinds.filter({ visible: true });
  const result = await pollUntil(context, () => shown.evaluateAll(countSeen), (count) => count === 0);
  if (result.ok) return true;
  const texts = (await shown.evaluateAll(textsOfElements).catch(() => [] as string[])).filter(Boolean);
  const kind = normalizeSpaces(target.text).toLowerCase().replace(/^the\s+/, '');
  throw new StepFailure(`Expected no ${kind} on screen, but ${texts.length > 0 ? quoteList(texts.slice(0, 3)) : 'one'} is still shown after ${formatSeconds(context.timeoutMs)}.`);
}
