import { type VisualCheckResult } from '@verity/contracts';
import { type Assertion, DEFAULT_MAX_DIFF_PERCENT, formatPercent, type Target, visualSubject } from '@verity/steps';
import pixelmatch from 'pixelmatch';
import { type Locator } from 'playwright-core';
import { type BaselineStore, type VisualBaseline } from '../engine-types';
import { PNG } from 'pngjs';
import { isTransient, resolveTarget, type ResolvedTarget } from './resolve/resolve-target';
import { quote } from './resolve/text-match';
import { remainingMs, resolveContext, type StepContext, type StepDone } from './step-context';
import { pause, StepFailure, throwIfCancelled } from './step-failure';
import { untraced } from './untraced';

type VisualCheck = Extract<Assertion, { type: 'visual' }>;

/** pixelmatch's own default: how far a pixel's colour may move before it counts as changed (0 to 1). */
const PIXEL_THRESHOLD = 0.1;
/** What covers the regions a step ignores, in both pictures: Playwright's mask colour, plain on any page. */
const MASK_COLOR = '#FF00FF';
/** A picture may take this long even when the step's time is up: the last one is what the failure shows. */
const MIN_SHOT_TIMEOUT_MS = 5_000;
/** Between two pictures of a page that is still settling. */
const RETAKE_DELAYS_MS = [0, 100, 250, 500, 1_000];

/** How two pictures compare: the share of pixels that changed and the diff image, or the sizes when they differ. */
export type Comparison =
  | { isSameSize: true; changedPixels: number; percent: number; diff: PNG }
  | { isSameSize: false; baseline: { width: number; height: number }; current: { width: number; height: number } };

/**
 * Compares a picture with its baseline, pixel by pixel with pixelmatch: a pixel changed when its colour moved past
 * the threshold, anti-aliased edges aside (pixelmatch detects and ignores them). Pictures of different sizes
 * differ as a whole: there is no pixel of one to set against the other.
 */
export function comparePictures(baseline: PNG, current: PNG): Comparison {
  const { width, height } = current;
  if (baseline.width !== width || baseline.height !== height) {
    return { isSameSize: false, baseline: { width: baseline.width, height: baseline.height }, current: { width, height } };
  }
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(baseline.data, current.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
  return { isSameSize: true, changedPixels, percent: (changedPixels / (width * height)) * 100, diff };
}

/** "4.2%", "0.35%": a share as people read it. */
const formatShare = (percent: number) => formatPercent(Number(percent.toFixed(percent < 1 ? 2 : 1)));

/**
 * "4.2% of its pixels changed (allowed 1%)", "37 pixels changed (none allowed)", "no pixel changed": a handful of
 * pixels is counted, more is a share.
 */
export function describeChange(changedPixels: number, percent: number, allowed: number): string {
  const limit = allowed === 0 ? 'none allowed' : `allowed ${formatPercent(allowed)}`;
  if (changedPixels === 0) return 'no pixel changed';
  const changed = percent < 0.01 ? `${changedPixels} pixel${changedPixels === 1 ? '' : 's'} changed` : `${formatShare(percent)} of its pixels changed`;
  return `${changed} (${limit})`;
}

const sizeOf = ({ width, height }: { width: number; height: number }) => `${width}×${height}`;

/**
 * The page (the browser window) or an element looks as it did in its baseline: at most the allowed share of its
 * pixels changed, the regions the step ignores covered in both pictures. With no baseline yet the step passes and
 * its picture is kept: the run's end makes it the baseline if the whole run passes (the worker does).
 *
 * A page still settling (a web font, an image arriving) is pictured again, as Playwright's toHaveScreenshot does:
 * with a baseline, until a picture matches it or the step's time is up (the last picture is the one the failure
 * shows); without one, until two pictures in a row are the same, so a baseline is never a page halfway through
 * drawing. Every picture is taken with animations stopped and the text cursor hidden.
 */
export async function checkVisual(assertion: VisualCheck, context: StepContext): Promise<StepDone> {
  const run = context.visual;
  if (!run?.baselines) {
    throw new StepFailure("Visual checks need a saved test, which keeps their baselines: this run has none (its test was deleted, or the steps ran on their own). Run the test from its page.");
  }
  const found = assertion.target ? await resolveTarget(assertion.target, 'state', resolveContext(context)) : null;
  const what = found ? found.description : 'the page';
  const name = run.nameFor(visualSubject(assertion));
  const size = context.page.viewportSize();
  const viewport = size ? `${size.width}x${size.height}` : 'unknown';
  // A baseline that cannot be read is no reason to pass: this run's picture is taken, for the review to accept.
  const { baseline, expected, unreadable } = await readBaseline(run.baselines, { name, viewport });
  const allowed = assertion.maxDiffPercent ?? DEFAULT_MAX_DIFF_PERCENT;
  // The last step's screenshot first: the pictures below stop the page's animations for a moment.
  await context.beforeChange?.();

  const shoot = () => picture(assertion, context, found);
  const record = async (current: Buffer, compared: Comparison | null, status: VisualCheckResult['status']) => {
    const file = await run.save('current', current);
    // The "up" filter only: pngjs's adaptive choice costs five times as long for a file a third smaller.
    const diff = compared?.isSameSize ? await run.save('diff', PNG.sync.write(compared.diff, { filterType: 2 })) : null;
    run.record({
      name,
      viewport,
      baseline: baseline ? { run_id: baseline.runId, file: baseline.file } : null,
      current: file,
      diff,
      diff_percent: compared?.isSameSize ? Math.round(compared.percent * 10_000) / 10_000 : null,
      max_diff_percent: allowed,
      status,
    });
  };
  const subject = what.replace(/^the /, 'The ');
  const masked = assertion.masks.length > 0 ? `, ignoring ${assertion.masks.map((mask) => quote(mask.text)).join(', ')}` : '';

  if (!baseline || !expected) {
    const { shot, isSteady } = await steadyPicture(shoot, context);
    await record(shot, null, 'new');
    if (unreadable !== null) {
      throw new StepFailure(`The baseline of ${what} could not be read (${unreadable}): accept this run's picture as the new baseline in the review.`);
    }
    if (!isSteady) {
      throw new StepFailure(
        `${subject} kept changing: no two pictures in a row were the same, so none can be its baseline. Add what moves on its own to the regions the step ignores (… ignoring "Clock"), or give it more time (… within 20 seconds).`,
      );
    }
    return { action: `No baseline yet: this run's picture becomes the baseline if the run passes (${what}, ${viewport.replace('x', '×')}${masked})`, locator: found ? String(found.locator) : null };
  }

  const { shot, compared } = await matchingPicture(shoot, expected, allowed, context);
  if (!compared.isSameSize) {
    await record(shot, compared, 'differs');
    throw new StepFailure(`${subject} differs from its baseline: the picture is ${sizeOf(compared.current)}, the baseline ${sizeOf(compared.baseline)} — see both in the review.`);
  }
  const share = describeChange(compared.changedPixels, compared.percent, allowed);
  if (compared.percent > allowed) {
    await record(shot, compared, 'differs');
    throw new StepFailure(`${subject} differs from its baseline: ${share} — see the diff in the review.`);
  }
  await record(shot, compared, 'matched');
  return { action: `Compared ${what} with its baseline: ${share}${masked}`, locator: found ? String(found.locator) : null };
}

/** The page's picture once two in a row are the same, or the last one taken when the step's time ran out. */
export async function steadyPicture(shoot: () => Promise<Buffer>, context: StepContext): Promise<{ shot: Buffer; isSteady: boolean }> {
  let previous = await shoot();
  for (let attempt = 1; ; attempt += 1) {
    if (Date.now() >= context.deadline) return { shot: previous, isSteady: false };
    await pause(Math.min(remainingMs(context), RETAKE_DELAYS_MS[Math.min(attempt, RETAKE_DELAYS_MS.length - 1)]), context.signal);
    const shot = await shoot();
    if (shot.equals(previous)) return { shot, isSteady: true };
    previous = shot;
  }
}

/** The first picture within the allowed share of the baseline, else the last one taken when the step's time ran out. */
async function matchingPicture(shoot: () => Promise<Buffer>, expected: PNG, allowed: number, context: StepContext): Promise<{ shot: Buffer; compared: Comparison }> {
  for (let attempt = 0; ; attempt += 1) {
    const shot = await shoot();
    const compared = comparePictures(expected, PNG.sync.read(shot));
    if ((compared.isSameSize && compared.percent <= allowed) || Date.now() >= context.deadline) return { shot, compared };
    await pause(Math.min(remainingMs(context), RETAKE_DELAYS_MS[Math.min(attempt + 1, RETAKE_DELAYS_MS.length - 1)]), context.signal);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The test's baseline for the picture, decoded; or why there is one that cannot be read. */
async function readBaseline(
  baselines: BaselineStore,
  key: { name: string; viewport: string },
): Promise<{ baseline: VisualBaseline | null; expected: PNG | null; unreadable: string | null }> {
  let baseline: VisualBaseline | null;
  try {
    baseline = await baselines.find(key);
  } catch (error) {
    return { baseline: null, expected: null, unreadable: messageOf(error) };
  }
  if (!baseline) return { baseline: null, expected: null, unreadable: null };
  try {
    return { baseline, expected: PNG.sync.read(baseline.image), unreadable: null };
  } catch (error) {
    return { baseline: null, expected: null, unreadable: `${baseline.file} of run ${baseline.runId} is no PNG image: ${messageOf(error)}` };
  }
}

/**
 * One picture (PNG) of the window or the element, out of the trace, with the regions to ignore and the fields typed
 * with a secret covered. A page in the middle of a navigation is pictured again once it can be.
 */
async function picture(assertion: VisualCheck, context: StepContext, found: ResolvedTarget | null): Promise<Buffer> {
  for (;;) {
    throwIfCancelled(context.signal);
    const { page } = context;
    try {
      const mask = [...(await regionsToIgnore(assertion.masks, context)), ...(context.visual?.secretFields() ?? [])];
      const options = {
        type: 'png',
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        timeout: Math.max(remainingMs(context), MIN_SHOT_TIMEOUT_MS),
        ...(mask.length > 0 ? { mask, maskColor: MASK_COLOR } : {}),
      } as const;
      return await untraced(page, () => (found ? found.locator.screenshot(options) : page.screenshot(options)));
    } catch (error) {
      if (!isTransient(error) || Date.now() >= context.deadline) throw error;
      await pause(RETAKE_DELAYS_MS[1], context.signal);
    }
  }
}

/**
 * The regions the step ignores, each found as steps find their elements, in one look (the step waits for its subject,
 * not for these): one that is not on the page when the picture is taken has nothing to cover.
 */
async function regionsToIgnore(masks: readonly Target[], context: StepContext): Promise<Locator[]> {
  const found = await Promise.all(
    masks.map((mask) =>
      untraced(context.page, () => resolveTarget(mask, 'state', { ...resolveContext(context), deadline: Date.now() })).then(
        (region) => region.locator,
        (error: unknown) => {
          if (error instanceof StepFailure || isTransient(error)) return null;
          throw error;
        },
      ),
    ),
  );
  return found.filter((locator): locator is Locator => locator !== null);
}
