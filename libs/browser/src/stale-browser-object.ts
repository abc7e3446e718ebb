/**
 * Playwright's client failing to decode a message about an object it has already let go of: the result of a call
 * (a navigation's response) or an event arriving after the page it belongs to was closed. Playwright throws it
 * while dispatching the message, outside any call a caller could catch (microsoft/playwright#22210); the call it
 * answered never settles. Verity closes pages itself (one grown too large, one looping on dialogs) while their
 * step's call is still under way, so a worker meets it.
 */
const STALE_OBJECT_MESSAGE = /^Object with guid \S+ was not bound in the connection$|^Cannot find object to "\w+": \S+$/;

/** True for Playwright's error about a message for an object already gone (see above): nothing is left to do. */
export function isStaleBrowserObjectError(error: unknown): boolean {
  return error instanceof Error && STALE_OBJECT_MESSAGE.test(error.message);
}
