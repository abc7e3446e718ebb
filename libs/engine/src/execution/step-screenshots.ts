import { type CDPSession, type Page } from 'playwright-core';
import { type RunTestOptions } from '../engine-types';
import { atMost } from './at-most';
import { type PageSessions } from './page-sessions';
import { untraced } from './untraced';

/** Legible text and a fraction of a PNG's bytes on pages with photos; quick for the browser to encode. */
const JPEG_QUALITY = 80;
const SCREENSHOT_TIMEOUT_MS = 5_000;

/**
 * A run's step screenshots, taken without holding the run up longer than the browser takes to draw one: each shot
 * starts as its step ends, while the next step looks for its element, and only an action that changes the page
 * waits until the shot is in hand (`drawn`), so no shot shows the step after its own.
 *
 * Each is one CDP Page.captureScreenshot on the page's own session: Chromium draws a fresh frame and encodes it
 * as JPEG. A screencast (frames encoded as the page changes) was dropped: a page that animates has every frame
 * encoded for nothing, and a step whose frame came late waited for it, then for a shot of its own.
 */
export class StepScreenshots {
  /** Resolves once every shot's image is in hand (or given up): until then, the page must not change. */
  private shooting: Promise<unknown> = Promise.resolve();
  private readonly saves: Array<Promise<void>> = [];

  constructor(
    private readonly sink: RunTestOptions['artifacts'],
    private readonly sessions: PageSessions,
  ) {}

  /** Starts the shot of the page as the step left it; `onSaved` gets its artifact path, or null when none was taken. */
  take(page: Page, name: string, onSaved: (path: string | null) => void): void {
    // Started at once, even while the last is under way: no action came between them, so both show its page.
    const image = this.capture(page);
    this.shooting = Promise.all([this.shooting, image.catch(() => undefined)]);
    const save = image
      .then((bytes) => this.sink.save(`${name}.jpg`, bytes, 'image/jpeg'))
      // A page that cannot be photographed (crashed, closed) leaves the step without a screenshot, nothing more.
      .then(onSaved, () => onSaved(null));
    this.saves.push(save);
  }

  /** Resolves once every shot's image is in hand: the page may change from then on. */
  drawn(): Promise<void> {
    return this.shooting.then(() => undefined);
  }

  /** Resolves once every shot started is saved (or given up). */
  async saved(): Promise<void> {
    await Promise.all(this.saves);
  }

  /** The page as it is now, left out of the trace (which keeps what the run did). */
  private async capture(page: Page): Promise<Buffer> {
    if (this.sessions.isGone(page)) throw new Error('The page is gone.');
    const session = await this.sessions.of(page);
    const take = () => (session ? captureThrough(session) : untraced(page, () => page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY, caret: 'initial', timeout: SCREENSHOT_TIMEOUT_MS })));
    // A page in the middle of a navigation can refuse a shot: once it has loaded, it is taken again.
    return take().catch(async () => {
      await untraced(page, () => page.waitForLoadState('domcontentloaded', { timeout: SCREENSHOT_TIMEOUT_MS })).catch(() => undefined);
      return take();
    });
  }
}

/** The page's viewport as Chromium draws it now. The caret is left as it is: a person sees it too. */
async function captureThrough(session: CDPSession): Promise<Buffer> {
  const shot = await atMost(untraced(session, () => session.send('Page.captureScreenshot', { format: 'jpeg', quality: JPEG_QUALITY })), SCREENSHOT_TIMEOUT_MS);
  if (!shot) throw new Error('The browser took no screenshot.');
  return Buffer.from(shot.data, 'base64');
}
