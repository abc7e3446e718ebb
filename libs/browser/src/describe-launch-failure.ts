import { type UnavailableBrowser } from '@verity/contracts';
import { type BrowserCandidate } from './browser-candidates';
import { browserMessages } from './browser-messages';

// eslint-disable-next-line no-control-regex -- terminal colour codes in Playwright's messages
const ANSI_CODES = /\u001b\[[0-9;]*m/g;

/** The first meaningful line of a launch error, without Playwright's call prefix, stack or call log. */
export function launchErrorReason(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(ANSI_CODES, '');
  const firstLine = message.split('\n').find((line) => line.trim() !== '') ?? 'unknown error';
  const reason = firstLine
    .replace(/^\s*(browserType|browser)\.\w+:\s*/, '')
    .replace(/\s+=+\s*logs\s*=+.*$/i, '')
    .replace(/[.\s]+$/, '')
    .trim();
  if (/^Timeout \d+ms exceeded$/i.test(reason)) return 'it did not start in time';
  return reason.length > 200 ? `${reason.slice(0, 197)}…` : reason;
}

/**
 * Why a browser that was found could not be used, as one problem and one fix. A user sees this on the run it
 * failed and in the app, so it never carries a stack trace or Playwright's call log.
 */
export function describeLaunchFailure(candidate: BrowserCandidate, error: unknown): UnavailableBrowser {
  const reason = launchErrorReason(error);
  if (candidate.kind === 'remote') return browserMessages.serverUnreachable(candidate.wsEndpoint, reason);
  const text = error instanceof Error ? error.message : String(error);
  const library = /error while loading shared libraries: ([^:\s]+)/.exec(text)?.[1];
  if (library) return browserMessages.missingLibrary(candidate.path, library);
  if (/executable doesn't exist|ENOENT/i.test(text)) {
    return candidate.source === 'CHROMIUM_PATH' ? browserMessages.chromiumPathMissing(candidate.path) : browserMessages.notFound();
  }
  return browserMessages.cannotStart(candidate.path, reason);
}
