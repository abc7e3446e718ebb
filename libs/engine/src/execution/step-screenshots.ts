import { type Locator, type Page } from 'playwright-core';
import { type RunTestOptions } from '../engine-types';
import { atMost } from './at-most';
import { stateOf } from './page-activity';
import { type PageSessions } from './page-sessions';
import { untraced } from './untraced';

/** Legible text and a fraction of a PNG's bytes on pages with photos; quick for the browser to encode. */
const JPEG_QUALITY = 80;
const SCREENSHOT_TIMEOUT_MS = 5_000;
/**
 * A step that only read the page shares the last shot when the page did not change since that shot was asked for
 * (see stateOf), this shortly before: what stateOf does not see (an image that finished loading, a canvas, an
 * animation) has had little time to change the picture.
 */
const SAME_PICTURE_WITHIN_MS = 250;
/** The box drawn over a field typed with a secret: the kit's dark text colour, plain on any page. */
const MASK_COLOR = '#1f2937';

/**
 * A run's step screenshots, taken without holding the run up longer than the browser takes to draw one: each shot
 * starts as its step ends, while the next step looks for its element, and only an action that changes the page
 * waits until the shot is in hand (`drawn`), so no shot shows the step after its own. Shots are taken one after
 * the other, straight from the browser (CDP Page.captureScreenshot), or with Playwright's screenshot when a field
 * must be covered. A check that finds the page as the last shot left it shares that shot: on the sign-up bench the
 * checks after "Confirm" held the run's end up by two more pictures of the same page.
 *
 * A screencast (frames encoded as the page changes) was dropped: a page that animates had every frame encoded for
 * nothing, and a step whose frame came late waited for it, then for a shot of its own. Nor can the next step start
 * changing the page once the browser has drawn a frame after the request: the shot is copied later than that (two
 * animation frames later, it still showed the next step's change in 40 of 40 trials).
 */
export class StepScreenshots {
  /** Resolves once the last shot's image is in hand (or given up): until then, the page must not change. */
  private lastShot: Promise<unknown> = Promise.resolve();
  /** Shots asked for whose image is not in hand yet. */
  private drawing = 0;
  /** The last shot asked for: its page, the page's state then (stateOf), when its picture was asked for, its path. */
  private last: { page: Page; state: Promise<string | null>; takenAt: Promise<number>; path: Promise<string | null> } | null = null;
  private readonly saves: Array<Promise<void>> = [];
  /** Fields typed with a secret: covered in every shot of their page. */
  private readonly masks: Locator[] = [];

  constructor(
    private readonly sink: RunTestOptions['artifacts'],
    private readonly sessions: PageSessions,
  ) {}

  /**
   * Starts the shot of the page as the step left it; `onSaved` gets its artifact path, or null when none was taken.
   * A step that only read the page (`sameIfUnchanged`) shares the last shot when the page has not changed since that
   * shot was asked for, a moment ago (see stateOf): it would be the same picture. `keepState` when the next step may.
   */
  take(page: Page, name: string, onSaved: (path: string | null) => void, { sameIfUnchanged = false, keepState = false } = {}): void {
    const previous = this.last;
    const askedAt = performance.now();
    const state = sameIfUnchanged || keepState ? untraced(page, () => stateOf(page)) : Promise.resolve(null);
    const same =
      sameIfUnchanged && previous && previous.page === page
        ? Promise.all([previous.state, state, previous.takenAt]).then(([before, now, takenAt]) => before !== null && before === now && askedAt - takenAt <= SAME_PICTURE_WITHIN_MS)
        : Promise.resolve(false);
    const image = Promise.all([this.lastShot, same]).then(([, isSame]) => (isSame ? null : this.capture(page)));
    this.drawing += 1;
    this.lastShot = image.catch(() => undefined).finally(() => void (this.drawing -= 1));
    const path = image.then(
      (bytes) => (bytes ? this.sink.save(`${name}.jpg`, bytes, 'image/jpeg') : previous!.path),
      // A page that cannot be photographed (crashed, closed) leaves the step without a screenshot, nothing more.
      () => null,
    );
    const takenAt = same.then((isSame) => (isSame ? previous!.takenAt : askedAt));
    this.last = { page, state, takenAt, path };
    this.saves.push(path.then(onSaved, () => onSaved(null)));
  }

  /** Covers the field in this shot and every later one of its page. */
  mask(field: Locator): void {
    this.masks.push(field);
  }

  /** The fields covered in the shots of the page (typed with a secret), for other pictures of it. */
  maskedOn(page: Page): Locator[] {
    return this.masks.filter((field) => field.page() === page);
  }

  /** Resolves once the last shot's image is in hand: the page may change from then on. */
  drawn(): Promise<void> {
    return this.lastShot.then(() => undefined);
  }

  /** Whether a shot's image is not in hand yet: the page must not change until it is (drawn). */
  isDrawing(): boolean {
    return this.drawing > 0;
  }

  /** Resolves once every shot started is saved (or given up). */
  async saved(): Promise<void> {
    await Promise.all(this.saves);
  }

  /** The page as it is now, left out of the trace (which keeps what the run did). */
  private async capture(page: Page): Promise<Buffer> {
    // Chromium 156 takes the whole browser down when a screenshot is asked of a renderer as it crashes.
    if (this.sessions.isGone(page)) throw new Error('The page is gone.');
    const mask = this.maskedOn(page);
    const take = async () => (mask.length === 0 ? await this.captured(page) : null) ?? this.photographed(page, mask);
    // A page in the middle of a navigation can refuse a shot: once it has loaded, it is taken again.
    return take().catch(async () => {
      await untraced(page, () => page.waitForLoadState('domcontentloaded', { timeout: SCREENSHOT_TIMEOUT_MS })).catch(() => undefined);
      if (this.sessions.isGone(page)) throw new Error('The page is gone.');
      return take();
    });
  }

  /**
   * The viewport straight from the browser, through the page's own CDP session: Playwright's screenshot first waits
   * for the page's fonts and measures the page, two round trips that hold up the step after (the run's pages have
   * loaded by then, and the viewport is the picture). Null when the page has no session.
   */
  private async captured(page: Page): Promise<Buffer | null> {
    const session = await this.sessions.of(page);
    if (!session) return null;
    const shot = await atMost(untraced(session, () => session.send('Page.captureScreenshot', { format: 'jpeg', quality: JPEG_QUALITY })), SCREENSHOT_TIMEOUT_MS);
    if (!shot) throw new Error('The browser took no screenshot.');
    return Buffer.from(shot.data, 'base64');
  }

  /** Playwright's screenshot, which covers the fields typed with a secret (`mask`). */
  private photographed(page: Page, mask: Locator[]): Promise<Buffer> {
    // The caret is left as it is: hiding it costs a style change per shot, and a person sees it too.
    const masking = mask.length > 0 ? { mask, maskColor: MASK_COLOR } : {};
    return untraced(page, () => page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY, caret: 'initial', timeout: SCREENSHOT_TIMEOUT_MS, ...masking }));
  }
}
