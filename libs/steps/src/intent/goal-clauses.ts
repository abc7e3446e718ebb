/**
 * A goal as people write it ("Log in as standard_user with password secret_sauce, add the Backpack to the cart
 * and check that the cart shows 1 item"), read into its ordered clauses: the actions with their objects and
 * literal values, and the outcomes it expects. Pure text work; the explorer maps each clause onto the live page.
 */

import { type Assertion, type StepAction } from '../ast';
import { JUDGEMENT, parseAssertion } from '../assertions';
import { maskQuotes } from '../masked-line';
import { type FormEntry, readFormFill } from './form-entries';

export type ExpectedOutcome =
  /** `place`: "the cart contains X" is about the cart's contents, on the cart's own page. */
  /** `inTable`: "X is in the table" is about the table's text, not the page's (a notice may name X too). */
  | { type: 'shown'; text: string; place?: string; inTable?: boolean }
  | { type: 'not-shown'; text: string; place?: string; inTable?: boolean }
  | { type: 'url'; value: string }
  /** "there are 3 Delete buttons": how many elements of a kind carry the name. */
  | { type: 'count'; text: string; role: CountedRole; count: number }
  /**
   * "Option 2 is selected", "it is checked", "the Save button is disabled". `text` may be "it" (what the goal
   * acted on last) or empty with `nth` ("the first checkbox is checked").
   */
  | { type: 'state'; text: string; state: 'selected' | 'checked' | 'unchecked' | 'enabled' | 'disabled' | 'hidden'; nth?: number; role?: CountedRole }
  /**
   * "0 items are left", "3 items in the cart": a number the page writes beside a noun (TodoMVC's "2 items left",
   * a cart's badge). `noun` is singular; `place` is "left" or the container named ("cart").
   */
  | { type: 'count-text'; count: number; noun: string; place?: string }
  /**
   * A check the grammar reads whole, which is no text to look for: "the products are sorted by price", "the first
   * product is X", "the price of X is $5", "there are no broken images".
   */
  | { type: 'check'; assertion: Assertion };

export type CountedRole = 'button' | 'link' | 'row' | 'checkbox' | 'image' | 'tab' | 'heading';

/** A clause as read, before expand() ties it to the clauses around it. */
type ReadClause = GoalClause | { kind: 'empty'; text: string };

/** An outcome as read from its clause: "the list should be empty" means the items the goal added are gone. */
type ReadOutcome = ExpectedOutcome | { type: 'empty' };

export type GoalClause =
  | { kind: 'login'; text: string; username: string; password: string }
  | { kind: 'add-to-cart'; text: string; item: string }
  | { kind: 'add-item'; text: string; value: string }
  /** `all`: every item at once ("mark all as complete"), through the list's own mark-all control. */
  | { kind: 'mark'; text: string; item: string; isDone: boolean; all?: boolean }
  | { kind: 'fill'; text: string; field: string; value: string }
  | { kind: 'search'; text: string; query: string }
  /**
   * Fill the form that stands in the way (checkout details, a sign-up): with the values the line gives (`entries`),
   * in the form it names (`form`), else with realistic values.
   */
  | { kind: 'fill-form'; text: string; form?: string; entries?: FormEntry[] }
  /** Click, open, go to, press (a tab, a menu item, a link or a button named so), maybe in a menu the goal names. */
  /**
   * `verb`: the line names the control by what it does ("Reset app state", "Publish the article", "Accept cookies"):
   * only a control whose name says so (or a word of the same meaning) is it, never one that merely names the object.
   */
  | { kind: 'activate'; text: string; name: string; menu?: string; verb?: string }
  /** Choose an option: in the named select or radio group, else the radio, option, filter checkbox or tab named so. */
  | { kind: 'choose'; text: string; option: string; field?: string }
  /** Turn a checkbox or switch on or off ("turn on email notifications", "accept the terms"). */
  | { kind: 'toggle'; text: string; name: string; isOn: boolean; nth?: number }
  /** Change an item's text in place ("rename 'Buy milk' to 'Buy oat milk'"): a field named so, else edit the item. */
  | { kind: 'edit'; text: string; item: string; value: string }
  /** Wait for a text to appear or go, a number of seconds, or (neither) for the page's loading to end. */
  | { kind: 'wait'; text: string; for?: string; gone?: boolean; seconds?: number }
  /** An action on one row or card: the button named by the verb beside the item ("delete 'Feed the cat'"). */
  | { kind: 'row-action'; text: string; action: string; item: string }
  | { kind: 'expect'; text: string; outcome: ExpectedOutcome }
  /**
   * A clause with no action word the reader knows: the explorer tries the page's closest match, unless it reads
   * as an outcome (`isOutcome`) that names nothing checkable, which is reported rather than acted on.
   */
  | { kind: 'other'; text: string; isOutcome?: boolean }
  /** A grammar step of a line that holds several ("Type hello into Email and press Enter"), run as it is. */
  | { kind: 'step'; text: string; step: StepAction };

/** Quoted values are set aside first, so their commas and "and"s do not split the goal. */
const QUOTES = /"([^"]*)"|“([^”]*)”|‘([^’]*)’|(?<![\p{L}\p{N}])'([^']*)'(?![\p{L}\p{N}])/gu;
const SLOT = (index: number) => `\u0000${index}\u0000`;
// eslint-disable-next-line no-control-regex -- the slot marker is a NUL, a character no goal contains
const SLOT_PATTERN = /\u0000(\d+)\u0000/g;
// eslint-disable-next-line no-control-regex -- as above
const SENTENCE_END = /[!?](?=\s+[\p{Lu}\d\u0000])/gu;

const ACTION_VERBS =
  'log|logs|login|sign|signs|add|adds|put|click|clicks|tap|press|hit|open|opens|go|goes|navigate|visit|view|choose|select|pick|mark|tick|complete|finish|place|submit|enter|type|fill|set|search|look|find|check|verify|ensure|make|confirm|expect|assert|see|remove|delete|clear|proceed|continue|then|create|register|accept|agree|archive|turn|switch|enable|disable|show|save|send|apply|next|sort|filter|buy|purchase|pay|uncheck|toggle|return|you|we';
/** " and " splits two clauses only when a verb follows ("username X and password Y" stays whole). */
const AND_BEFORE_VERB = new RegExp(`\\s+and\\s+(?=(?:then\\s+)?(?:${ACTION_VERBS})\\b)`, 'gi');
/** " and " also splits before an outcome with its own subject ("… and the cart should be empty"). */
const AND_BEFORE_OUTCOME = /\s+and\s+(?=(?:the|there|it|you|we|i)\b[^,;]*?\b(?:should|must|will)\b)/gi;
/** A clause that can only be a check: "verify …", "make sure …", "check that …". */
const CHECK_CLAUSE = /^(?:(?:and\s+)?(?:check|confirm)\s+(?:that|if|whether)|verify|ensure|make\s+sure|expect|assert)\b/i;
// "…, and that the first product is X": the rest of a check that began before the comma.
const OUTCOME_START = /^(?:check(?!\s*-?\s*out\b)|verify|ensure|make sure|confirm\s+that|expect|assert|see|and see|you should see|it should|the page should|there should|that)\b/i;

/** The goal split into clauses, each with its quoted values restored. */
export function splitClauses(goal: string): string[] {
  const quoted: string[] = [];
  const masked = goal.replace(QUOTES, (_match, ...groups: Array<string | undefined>) => {
    quoted.push(groups.slice(0, 4).find((group) => group !== undefined) ?? '');
    return SLOT(quoted.length - 1);
  });
  const restore = (text: string) => text.replace(SLOT_PATTERN, (_match, index: string) => `"${quoted[Number(index)]}"`);
  return masked
    // "!" and "?" end a sentence only before a capital, a number or a quoted value (a slot): "SuperSecretPassword!
    // and check…" keeps its "!".
    .replace(SENTENCE_END, '$&\n')
    .split(/[\n;]+|\.(?=\s)|\.$|,\s*(?:and\s+)?(?:then\s+)?(?=\S)|\s+(?:and\s+)?then\s+/i)
    .flatMap(menuPath)
    .flatMap((part) => part.split(AND_BEFORE_VERB))
    .flatMap((part) => part.split(AND_BEFORE_OUTCOME))
    // "check that X and that Y": two checks.
    .flatMap((part) => part.split(/\s+and\s+(?=that\s)/i))
    .map((part) => part.replace(/^(?:and|then|finally|first|after that|afterwards)\s+/i, '').trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part))
    .map(restore);
}

/** "Go to PIM > Add Employee", "Click Settings → Users": each item of a menu path, clicked in turn. */
export const MENU_PATH = /^(go\s+to|navigate\s+to|open|click(?:\s+on)?|select|choose|visit)\s+(\S.*?\s(?:>|→|->|»)\s+\S.*)$/i;
function menuPath(part: string): string[] {
  const match = MENU_PATH.exec(part.trim());
  if (!match?.[1] || !match[2]) return [part];
  const verb = match[1];
  const later = /^(?:go|navigate|open|visit)\b/i.test(verb) ? 'go to' : 'click';
  return match[2].split(/\s+(?:>|→|->|»)\s+/).map((item, at) => `${at === 0 ? verb : later} ${item.trim()}`);
}

/** "Select size M", "choose colour "Navy"": a field's option, the field named first, as "Select M as the size" says it. */
export const FIELD_THEN_OPTION =
  /^(?:choose|pick|select)\s+(?:the\s+|a\s+)?(size|colou?r|quantity|country|language|currency|plan|tier|variant|style|flavou?r|material|storage|capacity|edition)\s*:?\s+(".+?"|[\w./+-]+(?:\s+[\w./+-]+)?)$/i;

const unquote = (text: string) => text.trim().replace(/^"(.*)"$/, '$1').trim();
/** "the Sauce Labs Backpack", "an item called 'Milk'" → the thing's own words. */
function objectName(text: string): string {
  // 'the error "Your password is invalid!"', 'a message saying "Saved"': the quoted words are the thing.
  const quoted = /^(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,2}"([^"]+)"$/.exec(text.trim());
  if (quoted?.[1]) return quoted[1];
  return unquote(
    text
      .trim()
      .replace(/^(?:on|onto|to|into|at)\s+/i, '')
      .replace(/^(?:the|a|an|my|your|our|its|their)\s+/i, '')
      .replace(/^(?:item|product|task|todo|to-do|entry|one)\s+(?:called|named|titled)\s+/i, '')
      .replace(/(?:^|\s+)without\s+.+$/i, '')
      .replace(/^again$|\s+again$/i, '')
      .replace(/\s+(?:from|in|under|via|using)\s+(?:the\s+)?[^"]+?\s+menu$/i, '')
      .replace(/\s+(?:button|link|tab|menu item|menu|option|icon|page|screen|section|field|box|input|filter|plan|checkbox|switch|toggle|list|step)$/i, ''),
  );
}

const VALUE = `("[^"]*"|\\S+)`;

const LOGIN_PATTERNS: RegExp[] = [
  new RegExp(`\\b(?:user(?:name)?|login|e-?mail(?:\\s+address)?)\\s+(?:of\\s+)?${VALUE}\\s+(?:and|with|,)?\\s*(?:the\\s+)?(?:password|pass|pw)\\s+(?:of\\s+)?${VALUE}`, 'i'),
  new RegExp(`\\b(?:as|using|with)\\s+${VALUE}\\s+(?:and|with|,)?\\s*(?:the\\s+)?(?:password|pass|pw)\\s+(?:of\\s+)?${VALUE}`, 'i'),
  new RegExp(`\\b(?:as|with|using)\\s+${VALUE}\\s*\\/\\s*${VALUE}`, 'i'),
  new RegExp(`\\b(?:user(?:name)?|e-?mail)\\s+(?:is\\s+)?${VALUE}.*?\\b(?:password|pass)\\s+(?:is\\s+)?${VALUE}`, 'i'),
  new RegExp(`\\b(?:log|sign)\\s*-?\\s*(?:in|on)\\b.*?\\b(?:as|with|using)\\s+${VALUE}\\s+(?:and|\\/)\\s+${VALUE}$`, 'i'),
];

function readLogin(text: string): GoalClause | null {
  if (!/\b(?:log|sign)\s*-?\s*(?:in|on)\b|\blogin\b|\bcredentials\b|\bpassword\b/i.test(text)) return null;
  for (const pattern of LOGIN_PATTERNS) {
    const match = pattern.exec(text);
    if (match?.[1] && match[2]) return { kind: 'login', text, username: unquote(match[1]).replace(/[,.]$/, ''), password: unquote(match[2]).replace(/[,.]$/, '') };
  }
  return null;
}

const SHOWN = /\b(?:is|are|gets?|should\s+be|must\s+be|will\s+be|be)\s+(?:still\s+)?(?:shown|visible|displayed|listed|there|present|on\s+(?:the\s+)?(?:page|screen|list))\b|\b(?:shows?\s+up|appears?|should\s+(?:show|appear|display))\b/i;
const GONE =
  /\b(?:is|are|should\s+be|must\s+be|be)\s+(?:no\s+longer|not)\s+(?:shown|visible|displayed|listed|there|present|on\s+(?:the\s+)?(?:page|screen|list))\b|\b(?:is|are|should\s+be|be)\s+(?:gone|removed|deleted|hidden)\b|\b(?:disappears?|no\s+longer\s+(?:shows?|appears?))\b/i;

const ADDED_TO_CART =
  /^(.+?)\s+(?:is|are|was|were|has\s+been|have\s+been|gets?|got|should\s+be|must\s+be|be)\s+(?:successfully\s+)?(added\s+to|removed\s+from|deleted\s+from)\s+(?:the\s+|my\s+|your\s+)?(?:shopping\s+)?(cart|basket|bag)(?:\s+successfully)?$/i;

/** What an outcome clause says should be true, or null when it names nothing checkable. */
export function readOutcome(raw: string): ReadOutcome | null {
  const text = raw
    .replace(/^(?:and\s+)?(?:check|verify|ensure|make sure|confirm|expect|assert|see|you should see|i should see|we should see)(?:\s+that)?\s+/i, '')
    .replace(/^that\s+/i, '')
    .trim();
  if (EMPTY.test(text)) return { type: 'empty' };
  const check = structuredCheck(text);
  if (check) return { type: 'check', assertion: check };
  const counted = COUNT.exec(text);
  if (counted?.[1] && counted[2] && counted[3] && objectName(counted[2])) {
    return { type: 'count', text: objectName(counted[2]), role: countedRole(counted[3]), count: numberOf(counted[1]) };
  }
  const countText = countTextOf(text);
  if (countText) return countText;
  const none = NONE_SHOWN.exec(text);
  if (none?.[1] && none[2] && objectName(none[1])) return { type: 'state', text: objectName(none[1]), state: 'hidden', role: countedRole(none[2]) };
  const state = STATE.exec(text);
  if (state?.[1] && state[2]) return stateOutcome(state[1], state[2]);
  const url = /\b(?:url|address)\s+(?:should\s+)?(?:contains?|includes?|is|ends with|be)\s+(.+)$/i.exec(text);
  // "the URL is correct" says no address.
  if (url?.[1] && !JUDGEMENT.test(unquote(url[1]))) return { type: 'url', value: unquote(url[1]) };
  const saying = /\b(?:an?\s+)?(?:error|message|warning|notice|alert|text|banner)\s+(?:saying|that says|reading|with)\s+(.+)$/i.exec(text);
  if (saying?.[1]) return { type: 'shown', text: unquote(saying[1].replace(/\s+(?:appears?|shows?\s+up|is\s+(?:shown|displayed|visible)|should\s+(?:appear|show|be\s+(?:shown|displayed|visible)))$/i, '')) };
  const pageShows = /^(?:the\s+|my\s+|your\s+)?(page|screen|site|app|list|table|grid|(?:shopping\s+)?(?:cart|basket|bag)|result|results|it|this|that)\s+(?:should\s+|must\s+)?(?:shows?|contains?|displays?|includes?|lists?|says?|holds?|has|have)\s+(.+)$/i.exec(text);
  if (pageShows?.[1] && pageShows[2]) {
    const shown = pageShows[2];
    if (GONE.test(shown)) return { type: 'not-shown', text: objectName(shown.replace(GONE, '')) };
    const place = /(cart|basket|bag)$/i.exec(pageShows[1])?.[1]?.toLowerCase();
    const inTable = /^(?:table|grid)$/i.test(pageShows[1]);
    return { type: 'shown', text: objectName(shown), ...(place ? { place } : {}), ...(inTable ? { inTable } : {}) };
  }
  const says = /^(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:says|reads|shows|displays)\s+(.+)$/i.exec(text);
  if (says?.[1] && !GONE.test(says[1])) return { type: 'shown', text: objectName(says[1]) };
  const notShown = /^(?:the\s+|my\s+|your\s+)?(page|screen|list|table|grid|(?:shopping\s+)?(?:cart|basket|bag))\s+(?:should\s+|must\s+)?(?:no\s+longer|not|does\s+not|doesn't|do\s+not|don't)\s+(?:shows?|contains?|displays?|lists?|holds?|have|has|include)\s+(.+)$/i.exec(text);
  if (notShown?.[1] && notShown[2]) {
    const place = /(cart|basket|bag)$/i.exec(notShown[1])?.[1]?.toLowerCase();
    const inTable = /^(?:table|grid)$/i.test(notShown[1]);
    return { type: 'not-shown', text: objectName(notShown[2]), ...(place ? { place } : {}), ...(inTable ? { inTable } : {}) };
  }
  // "the Backpack is added to the cart", "the Bike Light was removed from the basket".
  const added = ADDED_TO_CART.exec(text);
  if (added?.[1] && added[2] && objectName(added[1])) {
    return { type: /^add/i.test(added[2]) ? 'shown' : 'not-shown', text: objectName(added[1]), place: added[3]?.toLowerCase() ?? 'cart' };
  }
  // "Katherine Johnson is in the table", "the Backpack is not in the cart".
  const inPlace = /^(.+?)\s+(?:is|are|should\s+be|must\s+be)\s+(not\s+|no\s+longer\s+)?(?:(?:shown|listed|displayed|visible|present|still)\s+)?in\s+(?:the\s+|my\s+|your\s+)?(table|list|grid|results|(?:shopping\s+)?(?:cart|basket|bag))$/i.exec(text);
  if (inPlace?.[1] && inPlace[3] && objectName(inPlace[1])) {
    const place = /(cart|basket|bag)$/i.exec(inPlace[3])?.[1]?.toLowerCase();
    const inTable = /^(?:table|grid)$/i.test(inPlace[3]);
    return { type: inPlace[2] ? 'not-shown' : 'shown', text: objectName(inPlace[1]), ...(place ? { place } : {}), ...(inTable ? { inTable } : {}) };
  }
  if (GONE.test(text)) return { type: 'not-shown', text: objectName(text.slice(0, text.search(GONE))) };
  if (SHOWN.test(text)) {
    // "the error Required appears": the words of the error, not "error Required".
    const subject = objectName(text.slice(0, text.search(SHOWN))).replace(NOTICE_THEN_WORDS, '');
    return subject ? { type: 'shown', text: subject } : null;
  }
  // "you land on the Products page", "we are on the checkout page"
  const onPage = /\b(?:on|to|at)\s+(?:the\s+)?(.+?)\s+(?:page|screen)$/i.exec(text);
  if (onPage?.[1]) return { type: 'shown', text: unquote(onPage[1]) };
  // "3 items left", "'Order placed'": a bare quoted text or count is what should show.
  if (/^"[^"]+"$/.test(text) || /^\d+\s+\S+/.test(text)) return { type: 'shown', text: unquote(text) };
  return null;
}

/** "the list should be empty", "no todos are left", "there are no items": what the goal added is gone. */
const EMPTY = /^(?:the\s+)?(?:list|table|todo\s+list|it)\s+(?:should\s+be|is|must\s+be|becomes?|ends?\s+up)\s+empty$|^(?:there\s+(?:should\s+be|are|is)\s+)?no\s+(?:more\s+)?(?:todos|to-dos|items|tasks|entries|products)(?:\s+(?:are|should\s+be)?\s*(?:left|shown|listed|remaining|in\s+the\s+(?:list|cart)))?$/i;

/** What "add three todos" adds: things people write in a list, in a fixed order so a draft is repeatable. */
const SAMPLE_ITEMS = ['Buy groceries', 'Walk the dog', 'Pay the electricity bill', 'Call the dentist', 'Water the plants'];
const countOf = (word: string) => Math.min(numberOf(word), SAMPLE_ITEMS.length);

const NUMBER_WORDS: Record<string, number> = { zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const numberOf = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
const NUMBER = String.raw`\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten`;

/** "there are 3 Delete buttons", "exactly two 'Remove' links are shown": a count of named elements. */
const COUNT = new RegExp(
  String.raw`^(?:there\s+(?:are|is|should\s+be|must\s+be|will\s+be)\s+)?(?:exactly\s+)?(${NUMBER})\s+(.+?)\s+(buttons?|links?|rows?|checkbox(?:es)?|images?|tabs?|headings?)(?:\s+(?:are|is|should\s+be)?\s*(?:shown|visible|displayed|listed|present|on\s+the\s+page))?$`,
  'i',
);
function countedRole(noun: string): CountedRole {
  const singular = noun.toLowerCase().replace(/(?:es|s)$/, '').replace(/^checkbox$/, 'checkbox');
  return (['button', 'link', 'row', 'checkbox', 'image', 'tab', 'heading'] as const).find((role) => singular.startsWith(role)) ?? 'button';
}

const COUNTED_NOUN = String.raw`items?|products?|todos?|to-dos?|tasks?|entries|entry|results?|articles?|things?|messages?|notifications?|files?|users?|orders?`;
const CONTAINER = String.raw`(?:the\s+|my\s+|your\s+)?(?:shopping\s+)?(cart|basket|bag|trolley|list|table|inbox|queue)`;
/** "0 items are left", "3 todos remaining", "2 items in the cart", "there are 2 products in the basket". */
const COUNT_BEFORE_PLACE = new RegExp(
  String.raw`^(?:there\s+(?:are|is|should\s+be|must\s+be|will\s+be)\s+)?(?:exactly\s+|only\s+)?(${NUMBER})\s+(${COUNTED_NOUN})\s+(?:(?:are|is|should\s+be|must\s+be|will\s+be)\s+)?(?:(left|remaining)|(?:in|inside)\s+${CONTAINER})$`,
  'i',
);
/** "the cart has 2 items", "the basket should contain 1 product", "the cart shows 3 items". */
const PLACE_HOLDS_COUNT = new RegExp(
  String.raw`^${CONTAINER}\s+(?:should\s+|must\s+)?(?:has|have|holds?|contains?|shows?|displays?|lists?|says?)\s+(?:exactly\s+|only\s+)?(${NUMBER})\s+(${COUNTED_NOUN})$`,
  'i',
);

/** "the number of items in the cart is 2". */
const NUMBER_IN_PLACE = new RegExp(
  String.raw`^(?:the\s+)?(?:total\s+)?(?:number|count|amount)\s+of\s+(${COUNTED_NOUN})\s+(?:in|inside)\s+${CONTAINER}\s+(?:is|should\s+be|must\s+be|equals?|=)\s+(?:exactly\s+)?(${NUMBER})$`,
  'i',
);

/** "the cart is empty", "the basket should be empty again": no item in it, as its counter says. */
const CART_EMPTY = /^(?:the\s+|my\s+|your\s+)?(?:shopping\s+)?(cart|basket|bag|trolley)\s+(?:is|should\s+be|must\s+be|will\s+be|becomes|gets)\s+(?:now\s+)?empty(?:\s+(?:again|now))?$/i;

/** A notice's kind before its words: "error Required", "message Saved!". */
const NOTICE_THEN_WORDS = /^(?:(?:validation|success|error)\s+)?(?:error|message|warning|notice|alert|text|label)\s+(?=["\p{Lu}])/u;

/** A singular noun: "entries" is "entry", "items" is "item". */
const singular = (noun: string) => noun.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');

function countTextOf(text: string): ExpectedOutcome | null {
  const before = COUNT_BEFORE_PLACE.exec(text);
  if (before?.[1] && before[2]) return { type: 'count-text', count: numberOf(before[1]), noun: singular(before[2]), place: before[3] ? 'left' : before[4]?.toLowerCase() };
  const holds = PLACE_HOLDS_COUNT.exec(text);
  if (holds?.[1] && holds[2] && holds[3]) return { type: 'count-text', count: numberOf(holds[2]), noun: singular(holds[3]), place: holds[1].toLowerCase() };
  const numbered = NUMBER_IN_PLACE.exec(text);
  if (numbered?.[1] && numbered[2] && numbered[3]) return { type: 'count-text', count: numberOf(numbered[3]), noun: singular(numbered[1]), place: numbered[2].toLowerCase() };
  const empty = CART_EMPTY.exec(text);
  if (empty?.[1]) return { type: 'count-text', count: 0, noun: 'item', place: empty[1].toLowerCase() };
  return null;
}

/** "no Delete button is shown", "there are no Remove links": none of those elements is visible. */
const NONE_SHOWN = /^(?:there\s+(?:is|are|should\s+be)\s+)?no\s+(?:more\s+)?(.+?)\s+(buttons?|links?|rows?|checkbox(?:es)?|images?|tabs?)(?:\s+(?:is|are|should\s+be)?\s*(?:shown|visible|displayed|left|present|remaining|on\s+the\s+page))?$/i;

/** "Option 2 is selected", "it should be checked", "the Save button is disabled". */
const STATE = /^(.+?)\s+(?:is|are|should\s+be|must\s+be|stays?|remains?|gets?)\s+(?:now\s+|still\s+)?(checked|ticked|selected|chosen|unchecked|unticked|not\s+checked|not\s+selected|enabled|disabled|greyed\s+out)$/i;
const ORDINAL_CHECKBOX = /^(?:the\s+)?(first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))\s+(?:checkbox|check\s*box|box)$|^check\s*box\s+(\d+)$/i;
const ORDINAL_NUMBERS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, last: -1 };
const ordinalOf = (word: string) => ORDINAL_NUMBERS[word.toLowerCase()] ?? parseInt(word, 10);

function stateOutcome(subject: string, word: string): ExpectedOutcome {
  const lower = word.toLowerCase().replace(/\s+/g, ' ');
  const state = /^not|^un/.test(lower) ? 'unchecked' : /^(?:selected|chosen)$/.test(lower) ? 'selected' : /^(?:checked|ticked)$/.test(lower) ? 'checked' : lower === 'enabled' ? 'enabled' : 'disabled';
  const ordinal = ORDINAL_CHECKBOX.exec(subject.trim());
  if (ordinal) return { type: 'state', text: '', state, nth: ordinalOf(ordinal[1] ?? ordinal[2] ?? '1') };
  return { type: 'state', text: objectName(subject), state };
}

const SHOULD_HOLD = /\bshould\s+(?:not\s+)?(?:contain|show|display|include|list|say|read|have)\b|\b(?:does\s+not|doesn't|do\s+not|don't|no\s+longer)\s+(?:contain|have|show|include|list|hold)\b/i;

function readAction(raw: string): GoalClause {
  const login = readLogin(raw);
  if (login) return login;
  // A trailing "!" or "?" belongs to a password above, not to "check out!".
  const text = raw.replace(/[!?]+$/, '');
  let match = /^(check|tick|select|uncheck|untick|deselect)\s+(.+)$/i.exec(text);
  const ordinal = match?.[2] ? ORDINAL_CHECKBOX.exec(match[2]) : null;
  if (match?.[1] && ordinal) return { kind: 'toggle', text, name: '', isOn: !/^(?:un|de)/i.test(match[1]), nth: ordinalOf(ordinal[1] ?? ordinal[2] ?? '1') };
  match = /^(check|tick|uncheck|untick)\s+(?!that\b|if\b|whether\b)(?:the\s+)?(.+?)\s+(?:checkbox|check\s*box|box)$/i.exec(text);
  if (match?.[1] && match[2]) return { kind: 'toggle', text, name: objectName(match[2]), isOn: !/^un/i.test(match[1]) };
  match = /^(?:edit|rename|change|update)\s+(?:the\s+)?(?:todo|task|item|entry)?\s*("[^"]+"|it)\s+(?:to|into|as)\s+("[^"]+"|.+)$/i.exec(text) ?? /^(?:edit|rename)\s+(?:the\s+)?(.+?)\s+(?:to|into|as)\s+("[^"]+"|.+)$/i.exec(text);
  if (match?.[1] && match[2]) return { kind: 'edit', text, item: unquote(match[1]), value: unquote(match[2]) };
  match = /^wait\s+(?:for\s+)?(\d+(?:\.\d+)?|a\s+few|a|one|two|three|five|ten)\s+(?:more\s+)?seconds?$/i.exec(text);
  if (match?.[1]) return { kind: 'wait', text, seconds: /few/i.test(match[1]) ? 3 : /^an?$/i.test(match[1]) ? 1 : numberOf(match[1]) };
  match = /^wait\s+(?:for|until)\s+(.+?)(?:\s+(?:to\s+|is\s+|has\s+)?(appear|appears|show|shows|be\s+shown|be\s+visible|visible|disappear|disappears|go\s+away|vanish|be\s+gone|gone|hidden|load|loads|loaded|finish|finishes|finished|complete|completes|done))?$/i.exec(text);
  if (match?.[1]) {
    const quoted = /^"([^"]+)"$/.exec(match[1].trim())?.[1];
    const gone = /disappear|go\s+away|vanish|gone|hidden/i.test(match[2] ?? '');
    return quoted ? { kind: 'wait', text, for: quoted, gone } : { kind: 'wait', text };
  }
  match = /^(?:add|put|place)\s+(.+?)\s+(?:to|in|into)\s+(?:the\s+|my\s+|your\s+)?(?:shopping\s+)?(?:cart|basket|bag|trolley)(?:\s+(?:too|as\s+well|again|now))?$/i.exec(text);
  if (match?.[1]) return { kind: 'add-to-cart', text, item: objectName(match[1]) };
  match = /^(?:mark|set|tick|check\s+off|complete|finish|toggle)\s+(?:all|every(?:thing)?|each)\b(?:\s+(?:of\s+)?(?:the\s+)?(?:todos?|to-dos?|items?|tasks?|entries|them|ones))?(?:\s+(?:as\s+)?(not\s+done|undone|incomplete|active|done|completed?|finished))?$/i.exec(text);
  if (match) return { kind: 'mark', text, item: 'all', isDone: !/not|undone|incomplete|active/i.test(match[1] ?? ''), all: true };
  match = /^(?:add|create|enter)\s+(\d+|two|three|four|five)\s+(?:new\s+)?(?:todos|to-dos|tasks|items|entries|notes)$/i.exec(text);
  if (match?.[1]) return { kind: 'add-item', text, value: SAMPLE_ITEMS.slice(0, countOf(match[1])).map((item) => `"${item}"`).join(', ') };
  match = /^(?:mark|set|tick|check\s+off)\s+(.+?)\s+(?:as\s+)?(not\s+done|undone|incomplete|active|open|done|completed?|finished|complete)\b/i.exec(text);
  if (match?.[1] && match[2]) return { kind: 'mark', text, item: objectName(match[1]), isDone: !/not|undone|incomplete|active|open/i.test(match[2]) };
  match = /^(?:complete|finish|tick(?:\s+off)?|check\s+off)\s+(?:the\s+)?(?:task|todo|item)?\s*(".+"|it|them|(?:the\s+)?(?:first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))\s*(?:one|todo|to-do|item|task|entry)?)$/i.exec(text) ?? /^tick\s+(.+?)\s+off$/i.exec(text);
  if (match?.[1]) return { kind: 'mark', text, item: unquote(match[1]), isDone: true };
  match = /^(?:unmark|uncheck|untick)\s+(".+"|it|them|.+)$/i.exec(text);
  if (match?.[1]) return { kind: 'mark', text, item: unquote(match[1]), isDone: false };
  match = /^(?:log|sign)\s*-?\s*(?:out|off)\b(?:\s+(?:from|in|via|using)\s+(?:the\s+)?(.+?)\s+menu|\s+(?:from|of)\s+(?:the\s+)?(?:application|app|site|website|system|portal|account|dashboard))?$/i.exec(text);
  if (match) return { kind: 'activate', text, name: 'Logout', ...(match[1] ? { menu: match[1] } : {}) };
  match = /^(?:from|in|via|using)\s+(?:the\s+)?(.+?)\s+menu,?\s+(?:go\s+to|open|click|choose|select|pick)\s+(.+)$/i.exec(text);
  if (match?.[1] && match[2]) return { kind: 'activate', text, name: objectName(match[2]), menu: match[1] };
  match = /^sort\s+(?:the\s+)?(?:[\w-]+\s+)?by\s+(.+)$/i.exec(text);
  if (match?.[1]) return { kind: 'choose', text, option: unquote(match[1]) };
  // "filter the products by Shoes", "filter by category: Shoes": the filter named so, ticked or chosen.
  match = /^filter\s+(?:the\s+)?(?:[\w-]+\s+)?(?:by|on|for|to)\s+(?:[\w ]{1,30}:\s*)?(.+)$/i.exec(text);
  if (match?.[1]) return { kind: 'choose', text, option: unquote(match[1]) };
  match = /^leave\s+(?:the\s+)?(.+?)\s+(?:empty|blank)$/i.exec(text);
  if (match?.[1]) return { kind: 'fill', text, field: objectName(match[1]), value: '' };
  match = /^clear\s+(?:the\s+|all\s+)?(completed|done|finished|filters?|search|cart|selection|all)\b(?:\s+(?:ones|items|todos|tasks))?$/i.exec(text);
  if (match?.[1]) return { kind: 'activate', text, name: `clear ${match[1]}` };
  match = /^(?:turn|switch|toggle)\s+(on|off)\s+(.+)$/i.exec(text) ?? /^(?:turn|switch|toggle)\s+(.+?)\s+(on|off)$/i.exec(text);
  if (match?.[1] && match[2]) {
    const [state, name] = /^(?:on|off)$/i.test(match[1]) ? [match[1], match[2]] : [match[2], match[1]];
    return { kind: 'toggle', text, name: objectName(name), isOn: /on/i.test(state) };
  }
  match = /^(enable|disable|activate|deactivate)\s+(.+)$/i.exec(text);
  if (match?.[1] && match[2]) return { kind: 'toggle', text, name: objectName(match[2]), isOn: !/^(?:disable|deactivate)/i.test(match[1]) };
  // Not cookies: "Accept the cookie consent" is the banner's Accept button, as "Accept cookies" is.
  match = /^(?:accept|agree\s+to|consent\s+to|tick)\s+(?:the\s+)?(?!.*\bcookies?\b)(.*\b(?:terms|conditions|policy|privacy|agreement|consent)\b.*)$/i.exec(text);
  if (match?.[1]) return { kind: 'toggle', text, name: objectName(match[1]), isOn: true };
  match = /^(delete|remove|archive|duplicate|restore)\s+(?:the\s+)?(?:(?:todo|task|item|project|entry|row|record|line|user|person|employee|contact|customer)\s+)?(?:(?:with|containing|for|of|named|called|that\s+(?:has|contains|says))\s+)?(".+"|it|them|.+?)(?:\s+(?:project|item|task|todo|row|record|entry))?(?:\s+from\s+(?:the\s+|my\s+)?(?:shopping\s+)?(?:cart|basket|bag|list|table))?$/i.exec(text) ??
    // "Edit the row with Cierra": a row's own control, when the words say it is a row's.
    /^(edit|view|open)\s+(?:the\s+)?(?:row|record|entry|line)\s+(?:(?:with|containing|for|of|named|called|that\s+(?:has|contains|says))\s+)?(".+"|.+?)$/i.exec(text);
  if (match?.[1] && match[2]) return { kind: 'row-action', text, action: match[1].toLowerCase(), item: unquote(match[2]) };
  match = /^(?:choose|pick|select)\s+(".+?"|.+?)\s+(?:as|for|from|in)\s+(?:the\s+)?(.+)$/i.exec(text);
  if (match?.[1] && match[2]) return { kind: 'choose', text, option: unquote(match[1]), field: objectName(match[2]) };
  match = FIELD_THEN_OPTION.exec(text);
  if (match?.[1] && match[2] && /^(?:"|[A-Z0-9])/.test(match[2])) return { kind: 'choose', text, option: unquote(match[2]), field: match[1].toLowerCase() };
  // 'Choose the "Express" shipping option': the option of the field the words between name.
  match = /^(?:choose|pick|select)\s+(?:the\s+)?(".+?")\s+([\w -]+?)\s+(?:option|method|plan|choice|type|tier)$/i.exec(text);
  if (match?.[1] && match[2]) return { kind: 'choose', text, option: unquote(match[1]), field: match[2].toLowerCase() };
  match = /^(?:choose|pick|select)\s+(?:the\s+)?(.+?)\s+(plan|option|size|colou?r|tier|package)$/i.exec(text);
  if (match?.[1]) return { kind: 'choose', text, option: unquote(match[1]) };
  match = /^(?:search|look)\s+(?:for|up)\s+(.+)$/i.exec(text) ?? /^find\s+(".+"|.+)$/i.exec(text);
  if (match?.[1]) return { kind: 'search', text, query: objectName(match[1]) };
  match = /^(?:add|create|enter|write)\s+(?:a\s+|an\s+|the\s+|\w+\s+)?(?:new\s+)?(?:todos?|to-dos?|tasks?|items?|entry|entries|notes?)?\s*(?:called|named|titled|saying)?\s*:?\s*(".+")$/i.exec(text);
  // Several quoted values ("a" and "b") stay quoted: expand() makes a clause of each.
  if (match?.[1]) return { kind: 'add-item', text, value: (match[1].match(/"/g)?.length ?? 0) > 2 ? match[1] : unquote(match[1]) };
  match = new RegExp(`^(?:enter|type|input|put|write)\\s+${VALUE}\\s+(?:in|into|as|for)\\s+(?:the\\s+)?(.+)$`, 'i').exec(text);
  if (match?.[1] && match[2]) return { kind: 'fill', text, field: objectName(match[2]), value: unquote(match[1]) };
  match = /^(?:fill\s+(?:in|out)?|set|change)\s*(?:the\s+)?(.+?)\s+(?:field\s+)?(?:with|to|as)\s+(".+"|\S+)$/i.exec(text);
  if (match?.[1] && match[2] && !/\b(?:any|some|random|realistic|valid|your|my|the)\b/i.test(match[2])) {
    return { kind: 'fill', text, field: objectName(match[1]), value: unquote(match[2]) };
  }
  if (/^(?:fill|enter|complete|provide|type)\b.*\b(?:details|information|info|form|fields?|name|address|zip|postal|code|data)\b/i.test(text)) return { kind: 'fill-form', text };
  match = /^(?:click|tap|press|hit|choose|select|pick|open|view|visit|go\s+(?:on\s+)?to|navigate\s+to|switch\s+to|proceed\s+to|continue\s+to)\s+(?:on\s+)?(.+)$/i.exec(text);
  if (match?.[1]) {
    const menu = /\s(?:from|in|under|via|using)\s+(?:the\s+)?([^"]+?)\s+menu$/i.exec(match[1])?.[1];
    return { kind: 'activate', text, name: objectName(match[1]), ...(menu ? { menu } : {}) };
  }
  match = /^(?:show|view|see|display)\s+only\s+(?:the\s+)?(.+?)(?:\s+(?:ones|items|todos|tasks|entries))?$/i.exec(text);
  if (match?.[1]) return { kind: 'activate', text, name: objectName(match[1]) };
  match = /^(create|register|open)\s+(?:the\s+|an?\s+|my\s+|your\s+)(account|order|project|workspace|team)\b/i.exec(text);
  if (match?.[1] && match[2]) return { kind: 'activate', text, name: `${match[1]} ${match[2]}` };
  match = /^(?:check\s*out)$/i.exec(text);
  if (match) return { kind: 'activate', text, name: 'Checkout' };
  match = /^(save|submit|send|apply|confirm|continue|proceed|next)(?:\s+(?:the\s+|my\s+|your\s+)?(.+))?$/i.exec(text);
  if (match?.[1]) return { kind: 'activate', text, name: match[2] && objectName(match[2]) ? `${match[1]} ${objectName(match[2])}` : match[1] };
  match = /^(?:finish|complete|place|submit|confirm)\s+(?:the\s+|my\s+|your\s+)?(order|purchase|checkout|payment|form|registration|sign-?up)$/i.exec(text);
  if (match?.[1]) return { kind: 'activate', text, name: `${text.split(/\s+/)[0]} ${match[1]}` };
  // "Go back to products", "Return to the cart": the control that leads back there ("Back to products", "Continue shopping").
  match = /^(?:go|navigate|head|get)\s+back\s+to\s+(?:the\s+|my\s+)?(.+?)(?:\s+page)?$|^return\s+to\s+(?:the\s+|my\s+)?(.+?)(?:\s+page)?$/i.exec(text);
  if (match?.[1] ?? match?.[2]) return { kind: 'activate', text, name: `Back to ${objectName((match[1] ?? match[2]) as string)}` };
  match = CONTROL_VERB.exec(text);
  if (match?.[1]) return { kind: 'activate', text, name: match[2] && objectName(match[2]) ? `${match[1]} ${objectName(match[2])}` : match[1], verb: match[1].toLowerCase() };
  return { kind: 'other', text };
}

/** Verbs that are the names of the controls that do them: "Reset app state", "Publish the article", "Retry". */
const CONTROL_VERB =
  /^(reset|retry|undo|redo|restart|publish|unpublish|like|unlike|download|share|print|copy|edit|cancel|close|dismiss|accept|decline|reject|expand|collapse|leave|invite|approve|deny|book|reserve|reply|comment|vote|upvote|downvote|star|bookmark|favorite|favourite|skip|start|stop|pause|resume|play|connect|disconnect|install|uninstall|upgrade|downgrade|renew|rename|export|import|sync|refresh|follow|unfollow|load\s+more|show\s+more|see\s+more|read\s+more)(?:\s+(?:to\s+|on\s+|in\s+|with\s+|for\s+)?(?:the\s+|my\s+|your\s+|this\s+|all\s+)?(.+))?$/i;

/** "the Backpack and the Bike Light", "'a', 'b' and 'c'" → each item. */
function itemsOf(text: string): string[] {
  const quoted = [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1] as string);
  if (quoted.length > 1) return quoted;
  return text
    .split(/\s*,\s*|\s+and\s+/i)
    .map(objectName)
    .filter(Boolean);
}

const ORDINAL_ITEM = /^(?:the\s+)?(first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))\s*(?:one|todo|to-do|item|task|entry)?$/i;

/** "the second one": the second of the items the clauses before it added, if they added that many. */
function nthAdded(clauses: GoalClause[], words: string): string | undefined {
  const match = ORDINAL_ITEM.exec(words.trim());
  if (!match?.[1]) return undefined;
  const added = clauses.flatMap((clause) => (clause.kind === 'add-item' ? [clause.value] : []));
  const nth = ordinalOf(match[1]);
  return nth > 0 ? added[nth - 1] : added.at(nth);
}

/** The thing "it" stands for in a clause: the item the clauses before it last named. */
function lastItem(clauses: GoalClause[]): string | undefined {
  for (const clause of [...clauses].reverse()) {
    if (clause.kind === 'add-item') return clause.value;
    if (clause.kind === 'add-to-cart' || clause.kind === 'mark' || clause.kind === 'row-action') return clause.item;
    if (clause.kind === 'edit') return clause.value;
    if (clause.kind === 'activate') return clause.name;
  }
  return undefined;
}

/**
 * One clause may name several items ("add 'a', 'b' and 'c'", "add the Backpack and the Bike Light to the cart"):
 * each becomes a clause of its own. "it" and "them" are replaced by the item named last.
 */
function expand(clauses: ReadClause[]): GoalClause[] {
  const result: GoalClause[] = [];
  for (const clause of clauses) {
    const previous = result.at(-1);
    if (clause.kind === 'empty') {
      const added = result.flatMap((earlier) => (earlier.kind === 'add-item' ? [earlier.value] : earlier.kind === 'add-to-cart' ? [earlier.item] : []));
      if (added.length === 0) result.push({ kind: 'other', text: clause.text, isOutcome: true });
      for (const item of new Set(added)) result.push({ kind: 'expect', text: clause.text, outcome: { type: 'not-shown', text: item } });
      continue;
    }
    // A state's "it" is the element the goal acted on last, which only the explorer knows.
    if (clause.kind === 'expect' && (clause.outcome.type === 'shown' || clause.outcome.type === 'not-shown' || clause.outcome.type === 'count') && /^(?:it|them|this|that)$/i.test(clause.outcome.text)) {
      const item = lastItem(result);
      result.push(item ? { ...clause, outcome: { ...clause.outcome, text: item } } : { kind: 'other', text: clause.text, isOutcome: true });
      continue;
    }
    // A clause that is only a quoted value continues a list of additions ("Add "a", "b", "c"").
    if (clause.kind === 'other' && /^"[^"]+"(?:\s*(?:,|\band\b)\s*"[^"]+")*$/.test(clause.text) && previous && (previous.kind === 'add-item' || previous.kind === 'add-to-cart')) {
      for (const item of itemsOf(clause.text)) result.push(previous.kind === 'add-item' ? { ...previous, text: clause.text, value: item } : { ...previous, text: clause.text, item });
      continue;
    }
    if (clause.kind === 'add-to-cart' || clause.kind === 'add-item') {
      const named = clause.kind === 'add-item' ? clause.value : clause.item;
      const items = /^(?:it|them)$/i.test(named) ? [lastItem(result) ?? named] : clause.kind === 'add-item' && !named.includes('"') ? [named] : itemsOf(named);
      for (const item of items) result.push(clause.kind === 'add-item' ? { ...clause, value: item } : { ...clause, item });
      continue;
    }
    if ((clause.kind === 'mark' || clause.kind === 'row-action' || clause.kind === 'edit') && !(clause.kind === 'mark' && clause.all)) {
      const item = /^(?:it|them|this|that)$/i.test(clause.item) ? lastItem(result) : nthAdded(result, clause.item);
      result.push({ ...clause, item: item ?? clause.item });
      continue;
    }
    result.push(clause);
  }
  return result;
}

/** The goal's clauses in order; outcomes ("…should show", "check that …") become `expect` clauses. */
/** "click Add Element three times": the clause without its count, and the count. */
const REPEATED = new RegExp(String.raw`^(.+?)\s+(?:(once)|(twice)|(thrice)|(${NUMBER})\s+times)$`, 'i');
function repetitionOf(text: string): { text: string; times: number } {
  const match = REPEATED.exec(text);
  if (!match?.[1]) return { text, times: 1 };
  const times = match[2] ? 1 : match[3] ? 2 : match[4] ? 3 : numberOf(match[5] ?? '1');
  return { text: match[1], times: Math.min(times, 20) };
}

export function readGoalClauses(goal: string): GoalClause[] {
  const written = splitClauses(goal);
  const clauses: ReadClause[] = [];
  for (let at = 0; at < written.length; at += 1) {
    const fill = readLogin(written[at] as string) ? null : readFormFill(written.slice(at), isOwnClause);
    if (fill) {
      const text = written.slice(at, at + fill.used).join(', ');
      clauses.push({ kind: 'fill-form', text, ...(fill.form ? { form: fill.form } : {}), entries: fill.entries });
      at += fill.used - 1;
      continue;
    }
    const { text, times } = repetitionOf(written[at] as string);
    const clause = readClause(times > 1 ? text : (written[at] as string));
    clauses.push(...Array.from({ length: clause.kind === 'expect' ? 1 : times }, () => clause));
  }
  return expand(clauses);
}

/** A clause that is a step of its own, not one more value of a form filled by the clause before ("Doe", "zip 12345"). */
function isOwnClause(text: string): boolean {
  const clause = readClause(text);
  return clause.kind !== 'other' || clause.isOutcome === true || OUTCOME_START.test(text);
}

function readClause(text: string): ReadClause {
  const isOutcome =
    OUTCOME_START.test(text) || EMPTY.test(text) || STATE.test(text) || countTextOf(text) !== null || (!readLogin(text) && (SHOWN.test(text) || GONE.test(text) || SHOULD_HOLD.test(text)) && !/^(?:add|click|open|go|mark|log|sign|enter|type|fill|wait|press|tap|do|get|let|make(?!\s+sure))\b/i.test(text));
  if (isOutcome) {
    const outcome = readOutcome(text);
    if (outcome?.type === 'empty') return { kind: 'empty', text };
    if (outcome && names(outcome)) return { kind: 'expect', text, outcome };
    // "Check the first checkbox" starts like a check but is an action.
    const action = readAction(text);
    if (action.kind !== 'other') return action;
    // A check the reader cannot turn into one is reported, never acted on; only "check the pricing" (a check
    // with no "that") may mean an action.
    if (/\b(?:should|must)\b/i.test(text) || CHECK_CLAUSE.test(text)) return { kind: 'other', text, isOutcome: true };
    if (OUTCOME_START.test(text)) return { kind: 'other', text };
  }
  const action = readAction(text);
  return action.kind === 'other' && /\b(?:should|must)\b/i.test(text) ? { ...action, isOutcome: true } : action;
}

/** Checks of the grammar that are about the page's items or images, not words on it. */
const STRUCTURED = new Set<Assertion['type']>(['items-order', 'nth-item', 'every-item', 'item-value', 'images-loaded', 'app-state']);

/** The grammar's reading of a claim, when it is one of the checks a goal's words cannot say as text to look for. */
function structuredCheck(claim: string): Assertion | null {
  const { text, quotes } = maskQuotes(claim);
  try {
    const assertion = parseAssertion(text, quotes, { bareText: false });
    return assertion && STRUCTURED.has(assertion.type) ? assertion : null;
  } catch {
    return null;
  }
}

/** An outcome names something to check: a text, an address, or (for a state) an element by its place. */
function names(outcome: ExpectedOutcome): boolean {
  if (outcome.type === 'url') return outcome.value !== '';
  if (outcome.type === 'count-text' || outcome.type === 'check') return true;
  return outcome.text !== '' || (outcome.type === 'state' && outcome.nth !== undefined);
}
