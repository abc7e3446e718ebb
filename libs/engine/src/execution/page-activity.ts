import { type BrowserContext, type Page, type Request } from 'playwright-core';
import { atMost } from './at-most';
import { pause } from './step-failure';
import { untraced } from './untraced';

/**
 * Counts the timers a page sets (setTimeout), so a check can tell whether the page has work due in the next moment
 * (an optimistic update undone by a timer, a message that goes away). The page's own timers run as before; only a
 * handler given as a function is counted, and each leaves the count as it runs or is cleared. The callbacks the page
 * has asked to run before its next frame (requestAnimationFrame) are kept track of the same way: the count waits for
 * that frame only when there are any (or the page posted itself a message), since it can be most of a frame's time
 * away, or never come in a hidden frame; and for the messages on the page's own channels still to be handled.
 */
const TIMER_COUNTER = `(() => {
  if (Object.getOwnPropertyDescriptor(window, '__verityTimersDue')) return;
  const nativeSet = window.setTimeout;
  const nativeClear = window.clearTimeout;
  // Epoch milliseconds, as the run measures them: a count compares them with times the run took before asking.
  const origin = performance.timeOrigin;
  const sinceOrigin = performance.now.bind(performance);
  const epochNow = () => origin + sinceOrigin();
  const dueTimers = new Map();
  window.setTimeout = function setTimeout(handler, delay, ...rest) {
    if (typeof handler !== 'function') return nativeSet(handler, delay, ...rest);
    let id;
    const run = function () {
      dueTimers.delete(id);
      return handler.apply(this, arguments);
    };
    id = nativeSet(run, delay, ...rest);
    const now = epochNow();
    dueTimers.set(id, { setAt: now, firesAt: now + Math.max(0, Number(delay) || 0) });
    return id;
  };
  window.clearTimeout = function clearTimeout(id) {
    dueTimers.delete(id);
    return nativeClear(id);
  };
  // A framework schedules its work with messages it posts to itself (React's scheduler): their order with the
  // count's own tasks is not kept, so a page that posted one since the action is given its next frame.
  let lastPostedAt = -Infinity;
  // A message on a channel the page made reaches its handler when the browser delivers it, which can be after the
  // next frame on a busy machine: those still to be handled are counted, by a listener after the page's own.
  const partners = new WeakMap();
  const NativeChannel = window.MessageChannel;
  window.MessageChannel = function MessageChannel() {
    const channel = new NativeChannel();
    partners.set(channel.port1, channel.port2);
    partners.set(channel.port2, channel.port1);
    return channel;
  };
  window.MessageChannel.prototype = NativeChannel.prototype;
  // For each receiving port: its messages not handled yet, and when the last was posted (a closed port handles none).
  const receivers = new Map();
  const MESSAGE_WAIT_MS = 250;
  const messagesOnTheirWay = () => {
    const now = epochNow();
    for (const state of receivers.values()) if (state.unhandled > 0 && now - state.postedAt < MESSAGE_WAIT_MS) return true;
    return false;
  };
  for (const owner of [MessagePort.prototype, window]) {
    const nativePost = owner.postMessage;
    owner.postMessage = function postMessage() {
      lastPostedAt = epochNow();
      const receiver = partners.get(this);
      // Only a port started by its handler here handles the message here; another is never counted as due.
      if (receiver && typeof receiver.onmessage === 'function') {
        let state = receivers.get(receiver);
        if (!state) {
          state = { unhandled: 0, postedAt: 0 };
          receivers.set(receiver, state);
          receiver.addEventListener('message', () => void (state.unhandled = Math.max(0, state.unhandled - 1)));
        }
        state.unhandled += 1;
        state.postedAt = lastPostedAt;
      }
      return nativePost.apply(this, arguments);
    };
  }
  const nativeFrame = window.requestAnimationFrame;
  const nativeCancelFrame = window.cancelAnimationFrame;
  const framesAwaited = new Set();
  window.requestAnimationFrame = function requestAnimationFrame(callback) {
    if (typeof callback !== 'function') return nativeFrame.call(window, callback);
    const id = nativeFrame.call(window, function () {
      framesAwaited.delete(id);
      return callback.apply(this, arguments);
    });
    framesAwaited.add(id);
    return id;
  };
  window.cancelAnimationFrame = function cancelAnimationFrame(id) {
    framesAwaited.delete(id);
    return nativeCancelFrame.call(window, id);
  };
  // Once the work the page queued is done (the next task, and its next frame when it asked for one or posted
  // itself a message; at most 50 ms in a frame inside the page): how many timers set since \`since\` are still to
  // fire by \`until\` (epoch ms).
  Object.defineProperty(window, '__verityTimersDue', {
    value: (since, until) =>
      new Promise((resolve) => {
        let done = false;
        const count = () => {
          if (done) return;
          // A message still on its way is given a moment more.
          if (messagesOnTheirWay()) return void nativeSet(count, 2);
          done = true;
          let due = 0;
          for (const timer of dueTimers.values()) if (timer.setAt >= since && timer.firesAt <= until) due += 1;
          resolve(due);
        };
        if (framesAwaited.size === 0 && lastPostedAt < since) return nativeSet(count, 0);
        nativeFrame.call(window, () => nativeSet(count, 0));
        // A frame inside the page may draw nothing (hidden, or scrolled out of sight on another site's page).
        if (window !== window.top) nativeSet(count, 50);
      }),
  });
})()`;

/**
 * Counts the changes to a page's document and the shadow roots its scripts attach (elements added or removed,
 * attributes, text), so a step at its deadline can tell whether the page changed since it last looked through it
 * all, and a step on a large page can wait for the page to change instead of asking it again and again.
 */
const CHANGE_COUNTER = `(() => {
  if (Object.getOwnPropertyDescriptor(window, '__verityChanges')) return;
  const nativeSet = window.setTimeout;
  let changes = 0;
  let waiting = [];
  const observer = new MutationObserver((records) => {
    changes += records.length;
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake(true);
  });
  const everything = { subtree: true, childList: true, attributes: true, characterData: true };
  observer.observe(document, everything);
  // The document's observer does not see into shadow roots: each one a script attaches is observed too.
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    observer.observe(root, everything);
    return root;
  };
  Object.defineProperty(window, '__verityChanges', { get: () => changes });
  // Resolves true at the next change after the count given, false after timeoutMs without one.
  Object.defineProperty(window, '__verityNextChange', {
    value: (since, timeoutMs) => changes !== since ? Promise.resolve(true) : new Promise((resolve) => {
      waiting.push(resolve);
      nativeSet(() => resolve(false), timeoutMs);
    }),
  });
})()`;

/** Requests a page's script makes: the ones whose answer can change what a check sees. */
const SCRIPT_REQUESTS = new Set(['fetch', 'xhr']);
/** Between two looks at a page that still has work due. */
const LOOK_AGAIN_MS = 10;

/**
 * What the run's pages still have under way after an action: requests their scripts made and have no answer to
 * yet, and timers due soon. A check right after an action waits until neither is left (or its time is up) before
 * it is looked at again: a page with nothing under way cannot undo what the action did.
 */
export class PageActivity {
  private readonly requests = new Map<Request, number>();

  private constructor(context: BrowserContext) {
    context.on('request', (request) => {
      if (SCRIPT_REQUESTS.has(request.resourceType())) this.requests.set(request, Date.now());
    });
    const answered = (request: Request) => void this.requests.delete(request);
    context.on('requestfinished', answered);
    context.on('requestfailed', answered);
  }

  /** Starts counting in the context's pages; before its first page opens. */
  static async watch(context: BrowserContext): Promise<PageActivity> {
    await context.addInitScript(TIMER_COUNTER);
    await context.addInitScript(CHANGE_COUNTER);
    return new PageActivity(context);
  }

  /**
   * Resolves once the page has nothing under way that began at `since` (epoch ms) or later: no timer due before
   * `until` in any of its frames, and no request unanswered before `requestsUntil` (a server takes longer to refuse
   * than a script's timer takes to fire). A frame whose timers cannot be counted (one without the counter, one that
   * draws no frames while hidden) holds the check until `until`.
   */
  async quiet(page: Page, since: number, { until, requestsUntil }: { until: number; requestsUntil: number }, signal?: AbortSignal): Promise<void> {
    for (;;) {
      const now = Date.now();
      const waitsForRequest = now < requestsUntil && [...this.requests.values()].some((startedAt) => startedAt >= since);
      const waitsForTimers = now < until && (await this.timersDue(page, since, until)) !== 0;
      if (!waitsForRequest && !waitsForTimers) return;
      await pause(Math.min(Math.max(0, Math.max(until, requestsUntil) - Date.now()), LOOK_AGAIN_MS), signal);
    }
  }

  /** Timers set since `since` and due before `until`, in all the page's frames; null when they cannot be counted. */
  private async timersDue(page: Page, since: number, until: number): Promise<number | null> {
    const now = Date.now();
    // An expression, not a function: a transpiled function can carry helpers the page does not have.
    const ask = `window.__verityTimersDue ? window.__verityTimersDue(${since}, ${until}) : null`;
    const counts = await Promise.all(
      page.frames().map((frame) => atMost(untraced(page, () => frame.evaluate<number | null>(ask)), Math.max(1, until - now))),
    );
    return counts.some((count) => count === null || count === undefined) ? null : counts.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  }
}

/**
 * How many changes the page's own document has had (see CHANGE_COUNTER), not its frames'; null when they cannot be
 * counted: a page without the counter, one in the middle of a navigation.
 */
export async function changesOf(page: Page): Promise<number | null> {
  // An expression, not a function: a transpiled function can carry helpers the page does not have.
  const count = await page.evaluate<unknown>("typeof window.__verityChanges === 'number' ? window.__verityChanges : null").catch(() => null);
  return typeof count === 'number' ? count : null;
}

/**
 * What a picture of the page shows that can change: the changes its document has had (see CHANGE_COUNTER), where
 * it is scrolled to, which element has the focus, and what its fields hold (a script sets a value or ticks a box
 * without changing the document). Null when it cannot be told: a page without the counter, one with frames of its
 * own, one in the middle of a navigation.
 */
export async function stateOf(page: Page): Promise<string | null> {
  if (page.frames().length > 1) return null;
  // An expression, not a function: a transpiled function can carry helpers the page does not have.
  const state = await page
    .evaluate<unknown>(
      `(() => {
        if (typeof window.__verityChanges !== 'number') return null;
        const fields = [...document.querySelectorAll('input, textarea, select')].map((field) => (field.type === 'checkbox' || field.type === 'radio' ? String(field.checked) : field.value));
        const focused = document.activeElement;
        return JSON.stringify([window.__verityChanges, scrollX, scrollY, fields, focused && [focused.tagName, focused.id, focused.getAttribute('name')]]);
      })()`,
    )
    .catch(() => null);
  return typeof state === 'string' ? state : null;
}

/**
 * Waits until the page's document changes after `since` changes, or `timeoutMs` passes: a wait that costs the page
 * nothing, where asking it a heavy query again and again keeps a large page too busy to run its own timers.
 */
export async function nextChange(page: Page, since: number, timeoutMs: number): Promise<void> {
  const wait = `window.__verityNextChange ? window.__verityNextChange(${since}, ${Math.max(0, Math.round(timeoutMs))}) : null`;
  // A page that navigates meanwhile has changed.
  await atMost(page.evaluate(wait).catch(() => null), timeoutMs + 100);
}
