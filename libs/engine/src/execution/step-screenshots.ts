import { type CDPSession, type Page } from 'playwright-core';
import { type RunTestOptions } from '../engine-types';
import { atMost } from './at-most';
import { untraced } from './untraced';

/** Legible text and a fraction of a PNG's bytes on pages with photos; quick for the browser to encode. */
const JPEG_QUALITY = 80;
/**
 * How long a shot waits for a frame begun after its step before it asks the browser for a shot of its own. Chromium
 * sends one within 10–40 ms on an idle machine; none comes when the step's change was drawn in a frame begun before
 * the step ended, when it drew nothing, or when the machine is loaded. A shot taken then still shows the step: the
 * next change waits for it.
 */
const DRAW_WAIT_MS = 50;
const SCREENSHOT_TIMEOUT_MS = 5_000;

interface Frame {
  /** JPEG bytes, base64 as Chromium sends them. */
  data: string;
  /** When Chromium began drawing it (the time its animation frame callbacks see), in epoch milliseconds. */
  drawnAt: number;
}

/**
 * A page's frames as Chromium draws them (CDP Page.startScreencast): each is encoded by the browser as the page
 * changes, so photographing a step costs the run nothing but the wait for its frame.
 */
class Screencast {
  private latestFrame: Frame | undefined;
  private readonly waiters = new Set<(frame: Frame) => void>();

  static async start(page: Page): Promise<Screencast | null> {
    try {
      const session = await untraced(page, () => page.context().newCDPSession(page));
      const cast = new Screencast();
      session.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
        void untraced(session, () => session.send('Page.screencastFrameAck', { sessionId })).catch(() => undefined);
        cast.add({ data, drawnAt: (metadata.timestamp ?? Date.now() / 1_000) * 1_000 });
      });
      await untraced(session, () => startFrames(session, page));
      return cast;
    } catch {
      // A page closed as it opened, or a browser without screencasts: its shots are taken one by one.
      return null;
    }
  }

  get latest(): Frame | undefined {
    return this.latestFrame;
  }

  /** The first frame begun at or after `since` (epoch ms); undefined when none comes within `waitMs`. */
  drawnSince(since: number, waitMs: number): Promise<Frame | undefined> {
    if (this.latestFrame && this.latestFrame.drawnAt >= since) return Promise.resolve(this.latestFrame);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(onFrame);
        resolve(undefined);
      }, waitMs);
      const onFrame = (frame: Frame) => {
        if (frame.drawnAt < since) return;
        clearTimeout(timer);
        this.waiters.delete(onFrame);
        resolve(frame);
      };
      this.waiters.add(onFrame);
    });
  }

  private add(frame: Frame): void {
    this.latestFrame = frame;
    for (const waiter of [...this.waiters]) waiter(frame);
  }
}

async function startFrames(session: CDPSession, page: Page): Promise<void> {
  const viewport = page.viewportSize();
  await session.send('Page.startScreencast', { format: 'jpeg', quality: JPEG_QUALITY, ...(viewport ? { maxWidth: viewport.width, maxHeight: viewport.height } : {}) });
}

/**
 * The page's clock, in epoch milliseconds: the one Chromium stamps its frames with. Node's clock is not asked: the
 * browser's epoch times are its own conversion of a monotonic clock, and need not agree with Node's to the
 * millisecond; a frame begun before the step, read as begun after it, would show the page without the step.
 */
const PAGE_NOW = 'performance.timeOrigin + performance.now()';
/** A page too busy to answer (a long script) is photographed without a frame after this. */
const PAGE_NOW_WAIT_MS = 250;

/**
 * A run's step screenshots, taken without holding the run up more than the browser takes to draw: each is a frame
 * of the page's screencast, the first the browser began once the step was done. The next step looks for its element
 * meanwhile; an action that changes the page waits until the shot is in hand (`drawn`). The screencast skips frames
 * while one is unacknowledged, so a frame boundary alone does not say a frame of the step will arrive: only a frame
 * received before the next change is sure to show the page as the step left it.
 */
export class StepScreenshots {
  private readonly casts = new WeakMap<Page, Promise<Screencast | null>>();
  /** Resolves once the last shot's image is in hand (or given up): until then, the page must not change. */
  private lastShot: Promise<unknown> = Promise.resolve();
  private readonly saves: Array<Promise<void>> = [];

  constructor(private readonly sink: RunTestOptions['artifacts']) {}

  /** Starts recording a page's frames, as it opens: every page the run may photograph. */
  watch(page: Page): void {
    this.casts.set(page, Screencast.start(page));
  }

  /**
   * Starts the shot of the page as the step left it; `onSaved` gets its artifact path, or null when none was taken.
   * `changedPage` is false for a step that only read the page: it shows the page as last drawn.
   */
  take(page: Page, name: string, onSaved: (path: string | null) => void, { changedPage = true } = {}): void {
    const image = this.lastShot.then(() => (changedPage ? this.imageAfterNow(page) : this.lastDrawn(page)));
    this.lastShot = image.catch(() => undefined);
    const save = image
      .then((bytes) => this.sink.save(`${name}.jpg`, bytes, 'image/jpeg'))
      // A page that cannot be photographed (crashed, closed) leaves the step without a screenshot, nothing more.
      .then(onSaved, () => onSaved(null));
    this.saves.push(save);
  }

  /** Resolves once the last shot's image is in hand: the page may change from then on. */
  drawn(): Promise<void> {
    return this.lastShot.then(() => undefined);
  }

  /** Resolves once every shot started is saved (or given up). */
  async saved(): Promise<void> {
    await Promise.all(this.saves);
  }

  /** The page as the browser last drew it. */
  private async lastDrawn(page: Page): Promise<Buffer> {
    const frame = (await this.casts.get(page))?.latest;
    return frame ? Buffer.from(frame.data, 'base64') : capture(page);
  }

  /** The page as it is now: the first frame begun from now on, or a shot of its own when none comes soon. */
  private async imageAfterNow(page: Page): Promise<Buffer> {
    const cast = await this.casts.get(page);
    const now = cast ? await pageNow(page) : null;
    const frame = now === null ? undefined : await cast?.drawnSince(now, DRAW_WAIT_MS);
    return frame ? Buffer.from(frame.data, 'base64') : capture(page);
  }
}

/** The page's clock; null when the page cannot say (navigating, closed, too busy). */
async function pageNow(page: Page): Promise<number | null> {
  const now = await atMost(untraced(page, () => page.evaluate(PAGE_NOW)), PAGE_NOW_WAIT_MS);
  return typeof now === 'number' ? now : null;
}

/** A shot taken on its own, when no frame of the step comes: left out of the trace, which keeps what the run did. */
async function capture(page: Page): Promise<Buffer> {
  // The caret is left as it is: hiding it costs a style change per shot, and a person sees it too.
  const take = () => untraced(page, () => page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY, caret: 'initial', timeout: SCREENSHOT_TIMEOUT_MS }));
  // A page in the middle of a navigation can refuse a shot: once it has loaded, it is taken again.
  return take().catch(async () => {
    await untraced(page, () => page.waitForLoadState('domcontentloaded', { timeout: SCREENSHOT_TIMEOUT_MS })).catch(() => undefined);
    return take();
  });
}
