import { type BrowserContext, type CDPSession, type Dialog, type Page } from 'playwright-core';
import { atMost } from './at-most';
import { NativeDialogs } from './native-dialogs';
import { type PageSessions } from './page-sessions';
import { quote } from './resolve/text-match';
import { StepFailure } from './step-failure';
import { untraced } from './untraced';

/**
 * Dialogs (alert, confirm, prompt) one step may see before the page counts as looping on them. Real pages open
 * one or two per action; a script that opens twenty in one step is stuck and would hold the run for ever.
 */
export const MAX_DIALOGS_PER_STEP = 20;
/**
 * Nodes a page may hold (DOM elements, text and comments). Pages people use stay under 100,000 even when long
 * (Lighthouse already warns at 1,400); past this every step slows to many seconds and the renderer holds
 * hundreds of megabytes, which the other runs on the machine need.
 */
export const MAX_PAGE_NODES = 300_000;
/**
 * JavaScript heap a page may use: a leak or runaway cache, well past what a working page needs. Below the
 * browser's hard limit (PAGE_HEAP_LIMIT_MB), so a page that grows while yielding fails with its size; one that
 * allocates without yielding cannot be measured and meets the hard limit (its renderer crashes).
 */
export const MAX_PAGE_HEAP_BYTES = 512 * 1024 * 1024;
/** How often a step's page is measured (a measurement waits while the page's script runs). */
const MEASURE_EVERY_MS = 500;
/** How long stopping a page's script, or measuring it at the end of a step, may take. */
const CDP_TIMEOUT_MS = 3_000;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const count = (value: number) => value.toLocaleString('en');

class PageUnresponsive extends Error {}

/**
 * Guards a run against what a page can do to it: a script that never ends, dialogs opened in a loop, a page
 * grown too large, a renderer that crashed. Each ends the step with a reason a person understands, and stops
 * the page's script (CDP Runtime.terminateExecution) or closes a page looping on dialogs or grown too large
 * (measured with CDP Performance.getMetrics), so the run can end and its browser slot be freed.
 */
export class PageWatchdog {
  private dialogs = 0;
  /** One measurement at a time: a busy page answers none until its script yields. */
  private measuring: Promise<void> | null = null;
  /** What went wrong since the step began (or between steps): the step fails with it. */
  private fault: StepFailure | null = null;
  private raise: (failure: StepFailure) => void = () => undefined;
  private readonly abandoned = new Set<Promise<void>>();

  constructor(
    context: BrowserContext,
    private readonly sessions: PageSessions,
    private readonly nativeDialogs = new NativeDialogs(),
  ) {
    // Dialogs are answered as the steps say, else accepted as a person clicking OK would; Playwright would dismiss them.
    context.on('dialog', (dialog) => void this.handleDialog(dialog));
  }

  watch(page: Page): void {
    void this.sessions.open(page).then((session) => {
      // Not awaited: a page still loading answers it only once loaded, and the session must be usable before.
      if (session) void untraced(session, () => session.send('Performance.enable')).catch(() => undefined);
    });
    page.on('crash', () => {
      this.sessions.markGone(page);
      this.report(new StepFailure('The page crashed: Chromium stopped it, most often because it used more memory than a page may.'));
    });
  }

  /**
   * The step's work, or a StepFailure as soon as the page misbehaves, or once it has gone `limitMs` with no
   * answer from the page: a page busy in an endless script never answers Playwright, whose own timeouts then
   * never fire. The page is measured while the work lasts and, after work that changes it (`changesPage`), once
   * more as it ends; a check only reads the page, and its size is measured at the next action's end.
   */
  async during<T>(start: () => Promise<T>, limitMs: number, page: () => Page, { changesPage = true }: { changesPage?: boolean } = {}): Promise<T> {
    this.dialogs = 0;
    this.takeFault();
    // Started first: a step that throws at once (an unknown variable) leaves no timer behind.
    const work = start();
    const faulted = new Promise<never>((_, reject) => {
      this.raise = reject;
    });
    let timer: NodeJS.Timeout | undefined;
    const overrun = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PageUnresponsive()), limitMs);
    });
    const measurer = setInterval(() => void this.measure(page()), MEASURE_EVERY_MS);
    try {
      const result = await Promise.race([work, faulted, overrun]);
      if (changesPage) await atMost(this.measure(page()), CDP_TIMEOUT_MS);
      this.takeFault();
      return result;
    } catch (error) {
      this.abandon(work);
      if (error instanceof PageUnresponsive) {
        await this.stopScripts(page());
        throw new StepFailure(
          `The page stopped responding: for ${Math.round(limitMs / 1000)} s it answered nothing, as when a script on it runs without end. Its scripts were stopped.`,
        );
      }
      // A step that failed because the page misbehaved fails for that reason, not for what it did to the step.
      this.takeFault();
      throw error;
    } finally {
      clearTimeout(timer);
      clearInterval(measurer);
      faulted.catch(() => undefined);
      this.raise = () => undefined;
    }
  }

  /** A step's call left running when the step failed without it: the context must not close under it. */
  private abandon(work: Promise<unknown>): void {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.abandoned.add(settled);
    void settled.then(() => this.abandoned.delete(settled));
  }

  /**
   * Resolves once the calls of failed steps have settled, or after `ms`. Closing the context while one is under
   * way can have its answer arrive for objects Playwright already let go, which it throws outside any call
   * (microsoft/playwright#22210); a call on a page that was stopped or crashed settles at once.
   */
  async settleAbandoned(ms: number): Promise<void> {
    if (this.abandoned.size > 0) await atMost(Promise.all(this.abandoned), ms);
  }

  /** Throws the fault recorded since the last step, if any, and forgets it. */
  private takeFault(): void {
    const { fault } = this;
    this.fault = null;
    if (fault) throw fault;
  }

  private report(failure: StepFailure): void {
    if (this.fault) return;
    this.fault = failure;
    this.raise(failure);
  }

  private async handleDialog(dialog: Dialog): Promise<void> {
    this.dialogs += 1;
    const page = dialog.page();
    if (this.dialogs <= MAX_DIALOGS_PER_STEP || !page) return void (await this.nativeDialogs.answer(dialog));
    // Failed before the page goes, so the step reports this and not the closed page. A script waiting on its
    // dialog cannot be stopped (Chromium answers Runtime.terminateExecution only once the dialog is answered,
    // and then cancels it), and a page left with its dialog open can no longer be photographed: it is closed.
    this.report(
      new StepFailure(`The page kept opening dialogs: ${MAX_DIALOGS_PER_STEP} during this step, the last saying ${quote(dialog.message(), 120)}. Verity closed the page.`),
    );
    this.sessions.markGone(page);
    await page.close({ runBeforeUnload: false }).catch(() => undefined);
  }

  private measure(page: Page): Promise<void> {
    this.measuring ??= this.checkSize(page).finally(() => (this.measuring = null));
    return this.measuring;
  }

  /** Fails the step when the page holds more nodes or heap than a page may (see MAX_PAGE_NODES). */
  private async checkSize(page: Page): Promise<void> {
    const session = await this.sessions.of(page);
    if (!session || this.fault) return;
    const answer = await untraced(session, () => session.send('Performance.getMetrics')).catch(() => null);
    if (!answer || this.fault) return;
    const metric = (name: string) => answer.metrics.find((entry) => entry.name === name)?.value ?? 0;
    const nodes = metric('Nodes');
    const heap = metric('JSHeapUsedSize');
    if (nodes <= MAX_PAGE_NODES && heap <= MAX_PAGE_HEAP_BYTES) return;
    const size = nodes > MAX_PAGE_NODES ? `${count(nodes)} nodes, past the ${count(MAX_PAGE_NODES)} a page may have` : `${megabytes(heap)} of script memory, past the ${megabytes(MAX_PAGE_HEAP_BYTES)} a page may use`;
    this.report(new StepFailure(`The page grew too large to test: ${size}. Verity closed the page.`));
    // Its renderer ended, not only its script stopped: its memory goes back to the machine's other runs at once,
    // and neither a screenshot nor the trace's copy of its DOM (tens of seconds at this size) holds the run up.
    // Crashed (CDP Page.crash) rather than closed while the step's call may still be under way: a page closed
    // under a navigation can have its answer arrive for objects Playwright already let go, which it throws
    // outside any call (microsoft/playwright#22210). The page itself closes with the run's context.
    await this.crash(page, session);
  }

  /** Ends the page's renderer; a page that cannot be crashed is closed instead. */
  private async crash(page: Page, session: CDPSession): Promise<void> {
    this.sessions.markGone(page);
    const crashed = new Promise<true>((resolve) => page.once('crash', () => resolve(true)));
    // Not awaited: the renderer goes before it can answer.
    void untraced(session, () => session.send('Page.crash')).catch(() => undefined);
    if (!(await atMost(crashed, CDP_TIMEOUT_MS))) await page.close({ runBeforeUnload: false }).catch(() => undefined);
  }

  /** Ends the page's pending load (CDP Page.stopLoading), as the browser's stop button does. */
  async stopLoading(page: Page): Promise<void> {
    const stop = async () => {
      const session = await this.sessions.of(page);
      if (session) await untraced(session, () => session.send('Page.stopLoading'));
    };
    await atMost(stop(), CDP_TIMEOUT_MS);
  }

  private async stopScripts(page: Page): Promise<void> {
    const stop = async () => {
      const session = await this.sessions.of(page);
      if (session) await untraced(session, () => session.send('Runtime.terminateExecution'));
    };
    await atMost(stop(), CDP_TIMEOUT_MS);
  }
}
