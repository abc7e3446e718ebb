/**
 * "the URL does not change", "the user is not redirected", "the user stays on the same page", and their opposites
 * ("the URL changes", "the user is redirected"): claims about the address the last action left the page at, which
 * name no address of their own. A claim that names one ("redirected to the dashboard", "stays on /login") is not
 * read here: the page named is checked (ON_PAGE in on-page.ts, the URL checks in assertions.ts).
 */
import { type Step } from './ast';

/** Steps after which "the URL stays the same" is about where they arrived: what they are for is to change the page. */
export const ARRIVING_STEPS: ReadonlySet<Step['kind']> = new Set(['navigate', 'back', 'forward', 'reload', 'open-email', 'switch-tab', 'close-tab']);
/** The exported spec's variable holding where the last action began (see ACTING_STEPS, ARRIVING_STEPS). */
export const ADDRESS_BEFORE_ACTION = 'addressBeforeAction';
/**
 * How long after the action "the user is not redirected" must still hold: a page that signs in and then redirects
 * after a message of its own ("Welcome back! Taking you to your dashboard…") does so within it.
 */
export const ADDRESS_HOLDS_FOR_MS = 1_500;
/**
 * Steps that act on the page, after which it may go somewhere else of its own accord: "the URL stays the same" is
 * about where they began. Other steps (a wait, a stored value, a check) change nothing it compares with.
 */
export const ACTING_STEPS: ReadonlySet<Step['kind']> = new Set(['click', 'hover', 'drag', 'fill', 'clear', 'select', 'check', 'press', 'scroll', 'upload']);

const URL_NOUN = String.raw`(?:the\s+)?(?:(?:current|page|browser|page['’]s|browser['’]s|current\s+page(?:['’]s)?)\s+)?(?:url|address|location|path|pathname|web\s+address)(?:\s+of\s+the\s+(?:current\s+)?page)?`;
const SAME = String.raw`(?:the\s+same|unchanged|identical)(?:\s+as\s+(?:before|it\s+was))?`;
const URL_KEPT = new RegExp(String.raw`^${URL_NOUN}\s+(?:(?:(?:is|has|have)\s+)?(?:not|never)\s+(?:change|changes|changed|changing|been\s+changed)|(?:is|be|stays?|stayed|remains?|remained)\s+${SAME})$`, 'i');
const URL_CHANGED = new RegExp(
  String.raw`^${URL_NOUN}\s+(?:changes|changed|has\s+changed|is\s+changed|(?:is|be)\s+different|updates|is\s+updated|not\s+(?:stay|stays|remain|remains|be)\s+${SAME})$`,
  'i',
);

/** Who or what moves: "the page", "the browser", "the user" (mostly taken off already as the claim's subject). */
const MOVER = String.raw`(?:(?:the\s+)?(?:page|browser|app|site|user|visitor)\s+)?`;
const THIS_PAGE = String.raw`(?:the\s+|this\s+)?(?:current\s+|same\s+)?page`;
const OTHER_PAGE = String.raw`(?:another|a\s+different|a\s+new|any\s+other|some\s+other)\s+page`;
const WHERE_AWAY = String.raw`(?:\s+(?:away|anywhere|elsewhere))?(?:\s+(?:from|off)\s+${THIS_PAGE})?(?:\s+to\s+${OTHER_PAGE})?`;
const HAPPENS = String.raw`(?:happens|happened|occurs|occurred|takes\s+place|took\s+place|is\s+made)`;
const PAGE_KEPT = new RegExp(
  String.raw`^${MOVER}(?:` +
    [
      // "is not redirected", "should not navigate away", "does not get redirected to another page"
      String.raw`(?:(?:is|was|be|gets?|got)\s+)?not\s+(?:(?:be|get|gets)\s+)?(?:redirected|redirect|navigated|navigate)${WHERE_AWAY}`,
      String.raw`not\s+(?:leave|leaves)\s+${THIS_PAGE}`,
      // "stays on the same page", "is still on the current page", "remains on this page"
      String.raw`(?:(?:is|am|are|be|was|were)\s+)?(?:still\s+)?(?:(?:stays?|stayed|remains?|remained|kept)\s+)?on\s+(?:the\s+)?(?:same|current|this)\s+page(?:\s+as\s+before)?`,
      // "no redirect happens", "there is no redirection"
      String.raw`(?:there\s+(?:is|was|are|be)\s+)?no\s+(?:redirect|redirection|navigation|page\s+change)(?:\s+${HAPPENS})?`,
    ].join('|') +
    ')$',
  'i',
);
const PAGE_CHANGED = new RegExp(
  String.raw`^${MOVER}(?:` +
    [
      // "is redirected", "the page redirects", "navigates away from the page", "is redirected to another page"
      String.raw`(?:(?:is|was|be|gets?|got|has\s+been)\s+)?(?:redirected|redirects|navigated\s+away|navigates\s+away|navigate\s+away)${WHERE_AWAY}`,
      String.raw`(?:(?:is|gets?|be)\s+)?(?:taken|sent|moved|brought)\s+to\s+${OTHER_PAGE}`,
      String.raw`(?:leaves|left|leave)\s+${THIS_PAGE}`,
      String.raw`(?:there\s+(?:is|was)\s+)?a\s+(?:redirect|redirection|navigation|page\s+change)(?:\s+${HAPPENS})?`,
    ].join('|') +
    ')$',
  'i',
);

/** Whether the claim says the address stayed or changed, and of what ('url': the whole address; 'page': the page). */
export function readAddressUnchanged(claim: string): { what: 'url' | 'page'; negated: boolean } | null {
  const text = claim.trim().replace(/[.!]+$/, '');
  if (URL_KEPT.test(text)) return { what: 'url', negated: false };
  if (URL_CHANGED.test(text)) return { what: 'url', negated: true };
  if (PAGE_KEPT.test(text)) return { what: 'page', negated: false };
  if (PAGE_CHANGED.test(text)) return { what: 'page', negated: true };
  return null;
}
