/**
 * "I am on the dashboard", "the user is redirected to the login page", "you land on the Products page": which page of
 * the app is open, named as people name it. The page's address, its title, its main heading or the navigation item
 * marked current says so (ON_PAGE_SCRIPT).
 */

const ARRIVED = String.raw`(?:(?<at>on|at)|(?:stays?|stayed|remains?|remained|is\s+kept)\s+on|redirected\s+(?:back\s+)?to|taken\s+(?:back\s+)?to|navigated\s+to|sent\s+(?:back\s+)?to|brought\s+(?:back\s+)?to|back\s+(?:on|to|at)|returned\s+to|directed\s+to|forwarded\s+to|(?:lands?|landed|landing)\s+on|(?:goes|went|gone)\s+to)`;
const ON_PAGE = new RegExp(
  String.raw`^(?:(?<be>am|is|are|be|was|were|gets?|got|has\s+been|have\s+been)\s+)?(?<negated>not\s+)?(?:(?:now|still|then|successfully|correctly|automatically)\s+)*${ARRIVED}\s+(?:the\s+|a\s+|my\s+|their\s+|your\s+|his\s+|her\s+)?(?<name>.+?)(?:\s+(?:page|screen|view|section))?(?:\s+(?:now|successfully))?$`,
  'i',
);
/** "the Dashboard page is displayed", "the login screen appears", "the Products page loads": the page, by its name. */
const PAGE_SHOWN = new RegExp(
  String.raw`^(?:the\s+)?(?<name>.+?)\s+(?:page|screen)\s+(?:(?<be>is|are|gets|got|has\s+been|be)\s+)?(?<negated>not\s+)?(?:(?:now|still|successfully|correctly)\s+)*(?:displayed|shown|loaded|opened|open|visible|appears?|loads|opens|rendered|presented)(?:\s+(?:successfully|correctly|properly|again|now))?$`,
  'i',
);
/** Words that are no page: "is on sale", "is at 100%", "is on the left". */
const NOT_A_PAGE = /^(?:sale|top|bottom|left|right|screen|page|display|hold|fire|time|\d.*|the\s+(?:page|screen))$/i;

/** The page a claim (its subject taken off) says the user is on; null when it says none. */
export function readOnPage(claim: string): { name: string; negated: boolean } | null {
  const trimmed = claim.trim().replace(/[.!]+$/, '');
  const shown = PAGE_SHOWN.exec(trimmed)?.groups;
  if (shown?.name && !/^(?:the|this|that|a|an|same|new|next|previous|whole|entire|current|error\s+404)$/i.test(shown.name) && !NOT_A_PAGE.test(shown.name) && shown.name.split(/\s+/).length <= 4) {
    return { name: shown.name.replace(/^["'“‘]|["'”’]$/g, ''), negated: Boolean(shown.negated) };
  }
  const match = ON_PAGE.exec(trimmed)?.groups;
  const name = match?.name?.trim().replace(/^["'“‘]|["'”’]$/g, '');
  // "On the login page, click …" only says where a step is: "on" needs "I am", "the user is".
  if (!match || !name || (match.at && !match.be) || NOT_A_PAGE.test(name) || /[,;]/.test(name) || name.split(/\s+/).length > 5) return null;
  return { name, negated: Boolean(match.negated) };
}

/** What the page says of itself, and whether it is the page named (ON_PAGE_SCRIPT). */
export interface OnPage {
  holds: boolean;
  path: string;
  title: string;
  heading: string | null;
}

/**
 * Whether the open page is the one named, as the source of a function run in it (the engine's check and the exported
 * spec's `onPageHolds`): every word of the name is in its address (its path and hash, split at / . - _ and case
 * changes, each word whole or as the start of a segment: "dashboard" is /dashboard, "secure area" is not /secure),
 * or a part of its title, a main heading shown (h1, h2, an element classed as the page's title) or the item of its
 * navigation marked current starts with the name. The home page is also the site's root; the login page, a page
 * with one password field shown.
 */
export const ON_PAGE_SCRIPT = String.raw`(name) => {
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const lower = (text) => clean(text).toLowerCase();
  const wanted = lower(name).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const words = wanted.split(' ').filter(Boolean);
  const path = decodeURIComponent(location.pathname + location.hash);
  const segments = path.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const inPath = words.length > 0 && words.every((word) => segments.some((segment) => segment === word || segment.startsWith(word) || (word.endsWith('s') && segment === word.slice(0, -1))));
  const isHome = /^(?:home|homepage|main|landing|start|index|front)$/.test(wanted) && /^\/(?:index\.\w+)?$/.test(location.pathname);
  // A heading or a part of the title names the page when it starts with the name ("Dashboard", "Your dashboard",
  // "Products — 6 items"), not when it only mentions it ("Log in to your dashboard").
  const names = (text) => lower(text).split(/\s+[|\-–—·:]\s+/).some((part) => {
    const words = part.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().replace(/^(?:(?:welcome\s+to|your|my|the|our)\s+)+/, '');
    return words === wanted || words.startsWith(wanted + ' ');
  });
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const headings = Array.from(document.querySelectorAll('h1, h2, main h3, [role="heading"][aria-level="1"], [role="heading"][aria-level="2"], [class~="title" i], [data-test="title"], [class*="page-title" i], [class*="pageTitle"], :is(h3, h4, h5, h6)[class*="title" i], [class*="breadcrumb" i] :is(h1, h2, h3, h4, h5, h6)')).filter(shown);
  // A sign-in page is the page with one password field to fill in (a sign-up page asks for it twice).
  const isSignIn = /^(?:log ?in|sign ?in|log ?on)$/.test(wanted) && Array.from(document.querySelectorAll('input[type="password"]')).filter(shown).length === 1;
  const current = Array.from(document.querySelectorAll('[aria-current]:not([aria-current="false"])')).filter(shown);
  const heading = headings.find((el) => names(el.innerText)) || headings[0] || null;
  const holds = isHome || isSignIn || inPath || names(document.title) || headings.some((el) => names(el.innerText)) || current.some((el) => names(el.innerText));
  return { holds, path, title: clean(document.title), heading: heading ? clean(heading.innerText).slice(0, 80) : null };
}`;
