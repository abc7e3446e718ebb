import { type CDPSession, type Page } from 'playwright-core';
import { untraced } from './untraced';

/**
 * One CDP session per page of the run, opened as the page opens: the watchdog measures, stops and crashes the page
 * through it. Attaching to a page whose script already runs without end would wait for that script, so the session
 * must exist before. Also which pages are gone (crashed, or being crashed or closed by the run), which the step
 * screenshots must not photograph.
 */
export class PageSessions {
  private readonly sessions = new WeakMap<Page, Promise<CDPSession | null>>();
  private readonly gone = new WeakSet<Page>();

  /** Opens the page's session, once; a page closed as it opened has none. */
  open(page: Page): Promise<CDPSession | null> {
    let session = this.sessions.get(page);
    if (!session) {
      session = untraced(page, () => page.context().newCDPSession(page)).catch(() => null);
      this.sessions.set(page, session);
    }
    return session;
  }

  /** The page's session: null when it has none (never opened, the page closed as it opened, or it is gone). */
  of(page: Page): Promise<CDPSession | null> {
    if (this.gone.has(page)) return Promise.resolve(null);
    return this.sessions.get(page) ?? Promise.resolve(null);
  }

  /**
   * The page crashed, or the run is crashing or closing it: nothing more is asked of it. A screenshot asked of a
   * renderer as it crashes takes the whole browser down with it (Chromium 156).
   */
  markGone(page: Page): void {
    this.gone.add(page);
  }

  isGone(page: Page): boolean {
    return this.gone.has(page);
  }
}
