import { errors, type Locator } from 'playwright-core';
import { formatSeconds } from './resolve/resolve-target';
import { RunCancelled, StepFailure } from './step-failure';

/** Playwright's call log says why an action kept waiting; these are the reasons a person can act on. */
const WAIT_REASONS: Array<[RegExp, string]> = [
  [/intercepts pointer events/, 'another element covers it'],
  [/element is not enabled|element is disabled/, 'it stays disabled'],
  [/element is not visible/, 'it is not visible'],
  [/element is not stable/, 'it keeps moving'],
  [/element is outside of the viewport/, 'it is outside the page'],
  [/element is not editable|readonly/, 'it is read-only'],
  [/did not find some options/, 'the option is not in the list'],
];

const ERROR_REASONS: Array<[RegExp, string]> = [
  [/not an <input>, <textarea>|not an <input>|is not a <select>|contenteditable/, 'it is not a field that takes text'],
  [/Not a checkbox or radio button/, 'it is not a checkbox or radio button'],
  [/Clicking the checkbox did not change its state/, 'clicking it did not change its state'],
  [/Cannot type text into input\[type=number\]/, 'the field only takes numbers'],
  [/Malformed value/, 'the value does not fit the field'],
  [/Unknown key/, 'that key does not exist'],
];

export function isPlaywrightTimeout(error: unknown): boolean {
  return error instanceof errors.TimeoutError;
}

/**
 * A click (or double-click) that timed out after Playwright's log says it was done, while waiting for the
 * navigations it may have started: seen on busy machines with nothing to wait for. The click happened; the
 * next step waits for the page it needs.
 */
export function clickWasDone(error: unknown): boolean {
  return isPlaywrightTimeout(error) && error instanceof Error && /click action done/.test(error.message);
}

/**
 * A timeout whose log names nothing the element waited for, before the action itself began (Playwright logs
 * "performing click action" as it presses the mouse): the element was never the reason.
 */
export function timedOutBeforeActing(error: unknown): boolean {
  if (!isPlaywrightTimeout(error) || !(error instanceof Error)) return false;
  return !WAIT_REASONS.some(([pattern]) => pattern.test(error.message)) && !/performing \w[\w ]* action|action done/.test(error.message);
}

/** The first line of an error, without Playwright's "locator.click: " prefix. */
export function shortMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? text).replace(/^[\w.]+: /, '').trim();
}

/**
 * What a timed-out element is doing now, for when Playwright's call log names no reason: on a busy machine
 * the action can time out before the log records that the element is disabled or hidden.
 */
export async function observedState(locator: Locator): Promise<string | undefined> {
  try {
    if (!(await locator.isVisible())) return 'it is not visible';
    if (await locator.isDisabled({ timeout: 1_000 })) return 'it stays disabled';
  } catch {
    // The element went away or the page closed: nothing more to say than the timeout.
  }
  return undefined;
}

/**
 * Turns a Playwright action error into the step's reason: "Could not click the button 'Sign in': it stays
 * disabled (waited 10 s)". Step failures and cancellations pass through unchanged. `observed` is the
 * element's state when the log names no reason (see observedState).
 */
export function actionFailure(error: unknown, doing: string, waitedMs: number, observed?: string): Error {
  if (error instanceof StepFailure || error instanceof RunCancelled) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (isPlaywrightTimeout(error)) {
    // The last matching line is the latest state Playwright saw.
    const reason = [...WAIT_REASONS].reverse().find(([pattern]) => pattern.test(text))?.[1] ?? observed ?? 'it did not respond in time';
    return new StepFailure(`Could not ${doing}: ${reason} (waited ${formatSeconds(waitedMs)}).`);
  }
  const known = ERROR_REASONS.find(([pattern]) => pattern.test(text))?.[1];
  return new StepFailure(`Could not ${doing}: ${known ?? shortMessage(error)}.`);
}

/** Why a page did not open, from Chromium's net:: error. */
const NET_REASONS: Array<[RegExp, string]> = [
  [/ERR_NAME_NOT_RESOLVED/, 'the host name does not exist'],
  [/ERR_CONNECTION_REFUSED/, 'the server refused the connection'],
  [/ERR_CONNECTION_(RESET|CLOSED)|ERR_EMPTY_RESPONSE/, 'the server closed the connection'],
  [/ERR_CONNECTION_TIMED_OUT|ERR_TIMED_OUT/, 'the server did not answer'],
  [/ERR_CERT_|ERR_SSL_/, 'its security certificate is not valid'],
  [/ERR_BLOCKED_BY_CLIENT/, 'Verity does not open private network addresses here'],
  [/ERR_TOO_MANY_REDIRECTS/, 'it redirects in a loop'],
  [/ERR_INTERNET_DISCONNECTED|ERR_ADDRESS_UNREACHABLE|ERR_NETWORK_/, 'the network is unreachable'],
  [/ERR_ABORTED/, 'the page stopped loading (a download or a cancelled navigation)'],
  [/ERR_UNSAFE_PORT/, 'browsers refuse to connect to that port'],
];

/**
 * Why a page did not open, in words. `isUnanswered`: no response came at all (the page before is still shown),
 * as opposed to a page whose HTML came but never finished (a script or stylesheet it waits for hangs).
 */
export function navigationFailure(error: unknown, url: string, waitedMs: number, isUnanswered = false): Error {
  if (error instanceof StepFailure || error instanceof RunCancelled) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (isPlaywrightTimeout(error)) {
    const reason = isUnanswered ? 'the server did not answer' : 'the page did not load';
    return new StepFailure(`Could not open ${url}: ${reason} within ${formatSeconds(waitedMs)}.`);
  }
  const reason = NET_REASONS.find(([pattern]) => pattern.test(text))?.[1];
  const code = /net::\w+/.exec(text)?.[0];
  if (code) return new StepFailure(`Could not open ${url}: ${reason ?? 'the browser could not load it'} (${code}).`);
  return new StepFailure(`Could not open ${url}: ${shortMessage(error).replace(/\.?$/, '.')}`);
}
