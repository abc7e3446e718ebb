import { StepFailure } from './step-failure';
import { quote } from './resolve/text-match';

/**
 * Where "Open X" goes: an absolute http(s) URL, a host written without its scheme ("www.example.com",
 * "localhost:3000"), or a path relative to the test's base URL ("" is the base URL itself).
 */
export function resolveUrl(value: string, baseUrl: string): string {
  const text = value.trim();
  let url: URL;
  try {
    if (/^(www\.|localhost(:\d+)?(\/|$))/i.test(text)) url = new URL(`http${text.startsWith('localhost') ? '' : 's'}://${text}`);
    else url = new URL(text, baseUrl);
  } catch {
    throw new StepFailure(`${quote(value)} is not an address that can be opened.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new StepFailure(`Only http:// and https:// pages can be opened, not ${quote(url.protocol.replace(/:$/, ''))}.`);
  }
  return url.href;
}

/** The URL's path, without the slash that may end it (the root path is "/"). */
export const pathOf = (url: URL) => (url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname);

/** The same page for "URL is": scheme, host and path (trailing slash ignored), and query or hash if expected has them. */
export function sameUrl(actual: string, expected: string): boolean {
  let a: URL;
  let e: URL;
  try {
    a = new URL(actual);
    e = new URL(expected);
  } catch {
    return actual === expected;
  }
  if (a.origin !== e.origin || pathOf(a) !== pathOf(e)) return false;
  if (e.search !== '' && a.search !== e.search) return false;
  if (e.hash !== '' && a.hash !== e.hash) return false;
  return true;
}

export function urlContains(actual: string, part: string): boolean {
  let decoded = actual;
  try {
    decoded = decodeURI(actual);
  } catch {
    // A malformed escape: compare with the raw URL only.
  }
  const wanted = part.trim().toLowerCase();
  return actual.toLowerCase().includes(wanted) || decoded.toLowerCase().includes(wanted);
}
