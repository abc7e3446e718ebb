import { type Page } from 'playwright-core';
import { type RunTestOptions } from '../engine-types';

/** Legible text and a fraction of a PNG's bytes on pages with photos; quicker to encode. */
const JPEG_QUALITY = 80;
const SCREENSHOT_TIMEOUT_MS = 5_000;

/**
 * A run's step screenshots, taken without holding the run up: a shot is captured while the next step looks for
 * its element, and that step's action waits only until the pixels are captured (`captured`), never for the save.
 */
export class StepScreenshots {
  private lastCapture: Promise<unknown> = Promise.resolve();
  private readonly saves: Array<Promise<void>> = [];

  constructor(private readonly sink: RunTestOptions['artifacts']) {}

  /** Starts the shot of the page as it is now; `onSaved` gets its artifact path, or null when none was taken. */
  take(page: Page, name: string, onSaved: (path: string | null) => void): void {
    const image = capture(page);
    this.lastCapture = image.catch(() => undefined);
    const save = image
      .then((bytes) => this.sink.save(`${name}.jpg`, bytes, 'image/jpeg'))
      // A page that cannot be photographed (crashed, closed) leaves the step without a screenshot, nothing more.
      .then(onSaved, () => onSaved(null));
    this.saves.push(save);
  }

  /** Resolves once the last shot's pixels are taken: the page may change from then on. */
  captured(): Promise<void> {
    return this.lastCapture.then(() => undefined);
  }

  /** Resolves once every shot started is saved (or given up). */
  async saved(): Promise<void> {
    await Promise.all(this.saves);
  }
}

async function capture(page: Page): Promise<Buffer> {
  // The caret is left as it is: hiding it costs a style change per shot, and a person sees it too.
  const take = () => page.screenshot({ type: 'jpeg', quality: JPEG_QUALITY, caret: 'initial', timeout: SCREENSHOT_TIMEOUT_MS });
  // A page in the middle of a navigation can refuse a shot: once it has loaded, it is taken again.
  return take().catch(async () => {
    await page.waitForLoadState('domcontentloaded', { timeout: SCREENSHOT_TIMEOUT_MS }).catch(() => undefined);
    return take();
  });
}
