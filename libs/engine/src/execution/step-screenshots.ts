import { type CDPSession, type Page } from 'playwright-core';
import { type RunTestOptions } from '../engine-types';
import { atMost } from './at-most';
import { untraced } from './untraced';

/** Legible text and a fraction of a PNG's bytes on pages with photos; quick for the browser to encode. */
const JPEG_QUALITY = 80;
/**
 * How long a shot waits for the frame of a step that changed the page. Chromium sends a frame within a frame or
 * two (16–50 ms) on an idle machine, and hundreds of milliseconds later on a loaded one; when none comes, the change
 * drew nothing (a click with no visible effect) and the page is shown as it was last drawn. Nothing waits on it
 * but the saving of the shot, and the run's end.
 */
const DRAW_WAIT_MS = 500;
const SCREENSHOT_TIMEOUT_MS = 5_000;

interface Frame {
  /** JPEG bytes, base64 as Chromium sends them. */
  data: string;
  /** When Chromium drew it, in epoch milliseconds. */
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

  /** The first frame drawn at or after `since` (epoch ms); undefined when none is drawn within `waitMs`. */
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
 * When the browser starts drawing the page as it is now: the time of its next animation frame (epoch ms). Every
 * change made before it is in that frame, and none made after: a change the next step makes waits for it.
 */
const NEXT_FRAME = 'new Promise((resolve) => requestAnimationFrame((time) => resolve(performance.timeOrigin + time)))';
/** A page too busy to draw (a long script) is not waited for longer than this. */
const NEXT_FRAME_WAIT_MS = 250;
/** Frame times are the same clock, rounded differently by the page and the browser. */
const FRAME_TIME_SLACK_MS = 2;

/**
 * A run's step screenshots, taken without holding the run up: each is a frame of the page's screencast, the one
 * the browser draws once the step is done. The next step looks for its element meanwhile; an action that changes
 * the page waits only until the browser has started that frame (`drawn`), so a shot always shows its own step.
 */
export class StepScreenshots {
  private readonly casts = new WeakMap<Page, Promise<Screencast | null>>();
  /** Resolves once the last shot's frame is started: until then, the page must not change. */
  private lastFrameStarted: Promise<unknown> = Promise.resolve();
  private readonly saves: Array<Promise<void>> = [];

  constructor(private readonly sink: RunTestOptions['artifacts']) {}

  /** Starts recording a page's frames, as it opens: every page the run may photograph. */
  watch(page: Page): void {
    this.casts.set(page, Screencast.start(page));
  }

  /**
   * Starts the shot of the page as the step left it; `onSaved` gets its artifact path, or null when none was taken.
   * `changedPage` is false for a step that only read the page: it shows the page as last drawn. `endsRun` when no
   * step follows (the last, or a failure): nothing will change the page, so no frame boundary is asked of it.
   */
  take(page: Page, name: string, onSaved: (path: string | null) => void, { changedPage = true, endsRun = false } = {}): void {
    const since = Date.now();
    const asksFrame = changedPage && !endsRun;
    const frameStarted = this.lastFrameStarted.then(() => (asksFrame ? nextFrameTime(page) : null));
    this.lastFrameStarted = frameStarted;
    const image = frameStarted.then((frameTime) => this.imageOf(page, changedPage ? (frameTime ?? since) : null));
    const save = image
      .then((bytes) => this.sink.save(`${name}.jpg`, bytes, 'image/jpeg'))
      // A page that cannot be photographed (crashed, closed) leaves the step without a screenshot, nothing more.
      .then(onSaved, () => onSaved(null));
    this.saves.push(save);
  }

  /** Resolves once the browser has started drawing the last shot's frame: the page may change from then on. */
  drawn(): Promise<void> {
    return this.lastFrameStarted.then(() => undefined);
  }

  /** Resolves once every shot started is saved (or given up). */
  async saved(): Promise<void> {
    await Promise.all(this.saves);
  }

  private async imageOf(page: Page, drawnSince: number | null): Promise<Buffer> {
    const cast = await this.casts.get(page);
    if (!cast) return capture(page);
    const frame = (drawnSince === null ? undefined : await cast.drawnSince(drawnSince - FRAME_TIME_SLACK_MS, DRAW_WAIT_MS)) ?? cast.latest;
    return frame ? Buffer.from(frame.data, 'base64') : capture(page);
  }
}

/** The time of the page's next frame; null when the page cannot say (navigating, closed, too busy to draw). */
async function nextFrameTime(page: Page): Promise<number | null> {
  const time = await atMost(untraced(page, () => page.evaluate(NEXT_FRAME)), NEXT_FRAME_WAIT_MS);
  return typeof time === 'number' ? time : null;
}

/** A shot taken on its own, for a page without a screencast. */
async function capture(page: Page): Promise<Buffer> {
  // The caret is left as it is: hiding it costs a style change per shot, and a person sees it too.
  const take = () => page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY, caret: 'initial', timeout: SCREENSHOT_TIMEOUT_MS });
  // A page in the middle of a navigation can refuse a shot: once it has loaded, it is taken again.
  return take().catch(async () => {
    await page.waitForLoadState('domcontentloaded', { timeout: SCREENSHOT_TIMEOUT_MS }).catch(() => undefined);
    return take();
  });
}
