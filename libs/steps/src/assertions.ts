import { DATE_SHAPE } from './date-shapes';
import { valueKindOf, valueKindPhrase } from './value-kinds';
import { readAccessibilityClaim } from './accessibility';
import { readAppState } from './app-state';
import { DIALOG_TEXT_SUBJECT } from './native-dialogs';
import { readOnPage } from './on-page';
import { readAddressUnchanged } from './address-unchanged';
import { BOUND, boundOf } from './count-bounds';
import { NUMBER_BOUND, numberBoundOf } from './number-bounds';
import { readOnlyListed } from './only-listed';
import { readElementProperty } from './element-properties';
import { type Assertion, type ElementRole, type ElementState, isPlainWords, type Target } from './ast';
import { QUOTED, hasQuote, quoteCount, quotedValue, unmask } from './masked-line';
import { valueNamedElsewhere } from './value-named-elsewhere';
import { parseTarget } from './target';
import { openedMenuButton } from './menu-button';
import { sortDirection } from './sort-order';
import { isMessageKind, regionKindLocators } from './region-kinds';
import { readVisualClaim } from './visual';
import { NUMBER_PATTERN, ORDINAL_PATTERN, numberOf, ordinalOf, roleOf } from './vocabulary';

/** Why an assertion-shaped line was refused, when a plain "not understood" would not help. */
export class AssertionFormError extends Error {}

const re = (source: string) => new RegExp(source, 'i');

/** A verb of text: the words after it are the page's own ("shows Password must be at least 8 characters"). */
const TEXT_VERB = /\b(?:shows?|displays?|contains?|says?|reads?|mentions?|includes?)\s+(?=\S)/i;
/** "the checkbox is checked by default", "… initially": how the page starts, which a check at the start reads. */
const AT_START = /,?\s+(?:by\s+default|initially|at\s+first|on\s+(?:page\s+)?load|when\s+the\s+page\s+loads)$/i;

/**
 * Spoken forms reduced to a few words: "doesn't" → "not", "should be" → "be", "no longer" → "not". The words after a
 * verb of text are kept as written: they are what the page says, "must" and "don't" included.
 */
export function normalizeClaim(body: string): string {
  const verb = TEXT_VERB.exec(body);
  if (!verb) return spokenForms(body);
  const end = verb.index + verb[0].length;
  return `${spokenForms(body.slice(0, end))} ${body.slice(end).replace(AT_START, '')}`.replace(/\s+/g, ' ').trim();
}

function spokenForms(words: string): string {
  return words
    .replace(/\b(does|do|did|is|are|was|were|has|have|should|must|could|would|need)n['’]t\b/gi, '$1 not')
    .replace(/\bcan['’]?t\b|\bcannot\b/gi, 'can not')
    .replace(/\bwon['’]t\b/gi, 'will not')
    // "I'm logged out", "we're on the cart page": who checks, then the claim.
    .replace(/^(i)['’]m\b/i, '$1 am')
    .replace(/^(we|you|they)['’]re\b/i, '$1 are')
    .replace(/\b(?:does|do|did)\s+not\b/gi, 'not')
    .replace(
      /\b(?:should|must|shall|will|would|can|could|may|might|needs?\s+to|has\s+to|have\s+to|ought\s+to|(?:is|are)\s+(?:expected|supposed|going)\s+to)\s+/gi,
      '',
    )
    .replace(/\bno\s+longer\b/gi, 'not')
    .replace(AT_START, '')
    // "the button now says…", "the status is still Active": when the claim holds is the check's own business.
    .replace(/\s+(?:now|still)\s+(?=(?:not\s+)?(?:is|are|says?|reads?|shows?|displays?|contains?|equals?|has|have)\b)/gi, ' ')
    .replace(/\b(is|are)\s+(?:now|still|initially)\s+/gi, '$1 ')
    // "Expect the URL to contain…", "expect "Save" to be disabled".
    .replace(/\s+to\s+(?=(?:not\s+)?(?:be|contain|include|have|show|display|equal|read|say|match|appear|exist|disappear|reach)\b)/gi, ' ')
    // "the progress bar reaches 100%", "is at 100%": its value.
    .replace(/\b(?:reach(?:es|ed)?|gets?\s+to)\s+(?=[\d\uE000])/gi, 'is ')
    .replace(/\b(?:is|are)\s+(not\s+)?at\s+(?=[\d\uE000])/gi, 'is $1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Who checks, before the claim; "the user menu", "the user name" are things on the page. */
const SUBJECT =
  /^(?:i|we|you|they|(?:the\s+)?(?:user|visitor)(?!\s+(?:menu|names?|profile|avatar|icon|dropdown|list|table|roles?|settings|account|details|info|information|id|e-?mail|card|picture|photo|image|button|link|field|page|panel|section|count|data|records?|rows?|status|type|group|tab|label|badge|form|management)\b))\s+/i;
/**
 * "You have done a double click is displayed": the sentence is the page's words, "you" in it not who checks. Not
 * "you see…", "you are signed in".
 */
const SENTENCE_SHOWN = /^(?:i|we|you|they)\s+(?!(?:see|are|am|is|can|will|get|should|must)\b)\S+\s.*\s(?:is|are)\s+(?:not\s+)?(?:shown|displayed|visible|present)$/i;
const NUMBER = `(?:${NUMBER_PATTERN})`;
const COPULA = String.raw`(?:is|are|be|was|were|becomes?|stays?|remains?|gets?)`;

/** "is", "equals", "contains", "does not contain"… in front of a value: the comparison they ask for. */
const COMPARISON = re(
  String.raw`^(?<ops>(?:(?:not|never|is|are|be|equal\s+to|equals?|exactly|reads?|says?|matches|match|contains?|containing|includes?|including|has|have|having|shows?|showing|displays?|mentions?|the\s+(?:text|value)|text|value|set\s+to)\s+|[=:]\s*)+)(?<value>(?:${QUOTED}|[^\s\uE000].*))$`,
);
/** Words that judge a title or an address rather than say what it is. */
export const JUDGEMENT = /^(?:correct(?:ly\s+(?:set|shown|displayed))?|right|valid|invalid|proper|appropriate|accurate|wrong|incorrect|as\s+expected|expected|displayed|shown|visible|present|updated|changed|loaded|set|different|ok|fine)$/i;
/** Words after a bare "not" that say what something does, not a value: "does not change", "does not update". */
const NOT_A_VALUE = /^(?:change[sd]?|update[sd]?|move[sd]?|increase[sd]?|decrease[sd]?|reload(?:s|ed)?|refresh(?:es|ed)?|redirect(?:s|ed)?|navigate[sd]?|appear(?:s|ed)?|disappear(?:s|ed)?)(?:\s|$)/i;
const PARTIAL_WORDS = /contain|includ|\bhas\b|\bhave\b|having|show|display|mention/i;
const UNSUPPORTED_COMPARISON = /^(?:not\s+)?(?:(?:start|begin|end)s?\s+with|matches\s+(?:the\s+)?(?:pattern|regex))/i;

interface Comparison {
  mode: 'is' | 'contains';
  negated: boolean;
  value: string;
}

function comparison(rest: string, quotes: string[], what: string): Comparison | null {
  if (UNSUPPORTED_COMPARISON.test(rest)) {
    throw new AssertionFormError(`The ${what} can be checked with "is" or "contains", e.g. Check that the ${what} contains "…"`);
  }
  const match = COMPARISON.exec(rest);
  if (!match?.groups) return null;
  const ops = match.groups.ops as string;
  if (!/\S/.test(ops)) return null;
  // "the title does not change": a claim of what it does, not a value it is not (which would pass on any page).
  if (/^(?:not|never)\s+$/i.test(ops) && NOT_A_VALUE.test(match.groups.value as string)) return null;
  const value = valueOf(match.groups.value as string, quotes);
  if (value === null) return null;
  if ((what === 'title' || what === 'URL') && quotedValue(match.groups.value as string, quotes) === null) {
    // "the title is correct", "the URL is updated": a judgement, not the words it is, which a check cannot read.
    if (JUDGEMENT.test(value)) throw new AssertionFormError(`Write the ${what} it should be, e.g. Check that the ${what} ${what === 'URL' ? 'contains "/dashboard"' : 'is "Home | Shop"'}`);
    // "the title is not empty": no words at all.
    if (/^empty$/i.test(value)) return { mode: 'is', negated: /\b(?:not|never)\b/i.test(ops), value: '' };
  }
  return {
    mode: PARTIAL_WORDS.test(ops) ? 'contains' : 'is',
    negated: /\b(?:not|never)\b/i.test(ops),
    value,
  };
}

/** A quoted value, or unquoted words as written (a `{{variable}}` stays for the executor). */
export function valueOf(segment: string, quotes: string[]): string | null {
  const quoted = quotedValue(segment, quotes);
  if (quoted !== null) return quoted;
  if (hasQuote(segment)) return null;
  const text = unmask(segment, quotes).trim();
  return text || null;
}

const TITLE = re(
  String.raw`^(?:the\s+)?(?:(?:page|document|tab|browser|window|site)(?:['’]s)?\s+)?title(?:\s+of\s+the\s+(?:page|document|tab|window))?\s+(?<rest>.+)$`,
);
const TITLED = re(String.raw`^(?:the\s+)?(?:page|document|tab|window)\s+(?:is\s+)?(?<negated>not\s+)?(?:is\s+)?(?:titled|called|named)\s+(?<value>.+)$`);
const PAGE_HAS_TITLE = re(String.raw`^(?:the\s+)?(?:page|document)\s+(?<negated>not\s+)?(?:has|have)\s+(?:the\s+|a\s+)?(?<what>title|url)\s+(?:of\s+)?(?<value>.+)$`);
const URL_SUBJECT = re(
  String.raw`^(?:the\s+)?(?:(?:current|page|browser|page['’]s|browser['’]s|current\s+page(?:['’]s)?)\s+)?(?:url|address(?:\s+bar)?|location|path|pathname|web\s+address)(?:\s+of\s+the\s+(?:current\s+)?page)?\s+(?<rest>.+)$`,
);
/** "the URL remains /login", "the path stays at /cart": the address it is, after what the step before did. */
const STAYS_AT = re(String.raw`^(?:(?:is|does)\s+)?(?:still\s+)?(?:remains?|remained|stays?|stayed)\s+(?:(?:at|on|as)\s+)?(?!(?:the\s+)?(?:same|unchanged|changed)\b)`);
/** The verbs of a change to a new value, in the URL's "changes to /dashboard" and a status's "is updated to Active". */
const CHANGE_VERB = String.raw`(?:changes?|changed|updates?|updated|switch(?:es|ed)?)`;
/** "the URL changes to /dashboard", "has been updated to include …": the address it is after the step before. */
const CHANGES_TO = re(
  String.raw`^(?:(?:is|has|have|was|gets?|got|has\s+been|have\s+been)\s+)?(?:${CHANGE_VERB}|goes|went|navigates?|navigated|redirects?|redirected)\s+(?:to\s+|(?=(?:contains?|includes?)\s))`,
);
const ON_PAGE = re(
  String.raw`^(?:(?:the\s+)?(?:browser|page|user|visitor)\s+)?(?:(?:am|are|is|be|get|gets|got|was|were)\s+)?(?<negated>not\s+)?(?:(?:am|are|is|be)\s+)?(?:still\s+|now\s+)?(?:on|at|(?:stays?|stayed|remains?|remained)\s+(?:on|at)|redirected\s+to|taken\s+to|sent\s+to|navigated\s+to|brought\s+to|directed\s+to|landed\s+on|lands\s+on|back\s+on)\s+(?:the\s+)?(?:page\s+)?(?<value>.+?)(?:\s+page)?$`,
);
// "the Personal Details page shows John Doe": a page named first, its words the page's.
const PAGE_SUBJECT = re(
  String.raw`^(?:the\s+)?(?:(?:(?!(?:of|on|in|at|for|from|to|and|or)\s)[\w&'’-]+\s+){1,4}(?=(?:page|screen)\s))?(?:page|screen|site|website|web\s+page|body|document|app|view)(?:\s+(?:content|contents|text|body))?\s+(?<rest>.+)$`,
);
const PAGE_CLAIM = re(
  String.raw`^(?<negated>not\s+)?(?:contains?|includes?|shows?|displays?|has|have|mentions?|reads?|says?|lists?)\s+(?:the\s+)?(?:text|message|words?|string|phrase)?\s*(?<value>.+)$`,
);
const SEE = re(String.raw`^(?<negated>not\s+)?(?:see|sees|seeing|find|finds)\s+(?:the\s+)?(?:text|message|words?|string|phrase)?\s*(?<value>.+)$`);
const TEXT_SUBJECT = re(String.raw`^(?:the\s+)?(?:text|message|words?|string|phrase)\s+(?<value>${QUOTED})(?:\s+(?<rest>.+))?$`);
const TEXT_PRESENT = re(
  String.raw`^(?:${COPULA}\s+)?(?<negated>not\s+)?(?:${COPULA}\s+)?(?:present|shown|visible|displayed|there|appears?|exists?|shows\s+up|on\s+the\s+(?:page|screen)|found)(?:\s+on\s+the\s+(?:page|screen))?$`,
);
const TEXT_ABSENT = re(
  String.raw`^(?:${COPULA}\s+)?(?:hidden|absent|gone|missing|disappears?|disappeared|removed)(?:\s+from\s+the\s+(?:page|screen))?$`,
);

const COUNT_THERE = re(
  String.raw`^there\s+(?:is|are|be|exists?)\s+(?:(?:exactly|only|precisely)\s+)?${BOUND}(?<count>${NUMBER}|not\s+any|any)\s+(?<target>.+?)(?:\s+(?:listed|shown|displayed|visible|present|in\s+total))?$`,
);
const COUNT_TIMES = re(
  String.raw`^(?<target>.+?)\s+(?:appears?|occurs?|(?:is|are)\s+(?:shown|displayed|present|listed|found|visible)|shows?\s+up|exists?)\s+(?:(?:exactly|only)\s+)?${BOUND}(?<count>${NUMBER})(?:\s+times?)?(?:\s+on\s+the\s+(?:page|screen))?$`,
);
const COUNT_SEE = re(String.raw`^(?:see|sees|find|finds)\s+(?:(?:exactly|only)\s+)?${BOUND}(?<count>${NUMBER})\s+(?<target>.+)$`);
const COUNT_HAS = re(
  String.raw`^(?:the\s+)?(?<subject>page|list|table|screen|results?|grid)\s+(?:has|have|contains?|shows?|displays?|lists?|includes?)\s+(?:(?:exactly|only)\s+)?${BOUND}(?<count>${NUMBER})\s+(?<target>.+)$`,
);
/** "the Country dropdown has 3 options": the options in it counted, as "there are 3 options in the Country dropdown" is. */
const OPTIONS_HAS = re(
  String.raw`^(?:the\s+)?(?<place>(?:\S+\s+){0,3}?(?:dropdown|drop-down|select(?:\s+box)?|combo\s*box|list\s*box|picker))\s+(?:has|have|contains?|shows?|lists?|offers?|includes?)\s+(?:(?:exactly|only)\s+)?${BOUND}(?<count>${NUMBER})\s+(?:options?|choices?)$`,
);
/** Subjects of COUNT_HAS that are a part of the page, which the count is made in: "the table has 3 rows". */
const COUNTED_IN = /^(?:table|grid)$/i;
/** "No results found is displayed", "No items is shown": the words of the message an empty list shows, not a count. */
const NO_THINGS_MESSAGE = re(
  String.raw`^(?<words>no\s+(?:[a-z-]+\s+){0,3}(?:found|available|yet|to\s+(?:show|display)|matched|returned))\s+(?:is|are)\s+(?:shown|displayed|visible|present)$|^(?<plural>no\s+[a-z-]+s)\s+is\s+(?:shown|displayed|visible|present)$`,
);
const COUNT_NUMBER_OF = re(String.raw`^(?:the\s+)?(?:number|count|amount)\s+of\s+(?<target>.+?)\s+(?:is|are|be|equals?|=)\s+(?:exactly\s+)?${BOUND}(?<count>${NUMBER})$`);
const COUNT_FIRST = re(
  String.raw`^(?:(?:exactly|only)\s+)?${BOUND}(?<count>${NUMBER})\s+(?<target>.+?)\s+(?:are|is|be)\s+(?:shown|visible|displayed|present|listed|found|returned|on\s+the\s+(?:page|screen))$`,
);

const STATES: Array<[RegExp, ElementState]> = [
  [/^(?:visible|shown|displayed|present|showing|there|in\s+view|on\s+(?:the\s+)?(?:page|screen)|rendered|appears?|appeared|exists?|shows?\s+up|open|opened)$/i, 'visible'],
  [/^(?:hidden|invisible|gone|absent|missing|disappears?|disappeared|removed|closed|closes|dismissed|vanished|vanishes)$/i, 'hidden'],
  [/^(?:enabled|clickable|active|interactive|editable|usable)$/i, 'enabled'],
  [/^(?:disabled|greyed\s+out|grayed\s+out|inactive|read-?only|not\s+clickable)$/i, 'disabled'],
  [/^(?:checked|ticked|selected|on|toggled\s+on|switched\s+on|turned\s+on)$/i, 'checked'],
  [/^(?:unchecked|unticked|unselected|deselected|off|toggled\s+off|switched\s+off|turned\s+off)$/i, 'unchecked'],
  [/^(?:expanded|unfolded)$/i, 'expanded'],
  [/^(?:collapsed|folded)$/i, 'collapsed'],
];
/** Open or closed said of what expands (a dropdown, a menu by its button): its state, not whether it is on screen. */
const OPEN_OR_CLOSED = /^(?:open|opened|closed)$/i;
const EXPANDS = (target: Target) => target.role === 'combobox' || target.part === 'menu-button';
const OPPOSITE: Record<ElementState, ElementState> = {
  visible: 'hidden',
  hidden: 'visible',
  enabled: 'disabled',
  disabled: 'enabled',
  checked: 'unchecked',
  unchecked: 'checked',
  invalid: 'valid',
  valid: 'invalid',
  expanded: 'collapsed',
  collapsed: 'expanded',
};
const ELEMENT_STATE = re(
  String.raw`^(?<target>.+?)\s+(?<negated1>not\s+)?(?:${COPULA}\s+)?(?<negated2>not\s+)?(?:currently\s+|now\s+|still\s+)?(?<state>[a-z-]+(?:\s+(?:out|up|on|off|view|the\s+page|the\s+screen|page|screen))?)(?:\s+(?:on|in)\s+(?:the\s+)?(?:page|screen))?$`,
);
/** What names a value a page writes ("Status: Active"), whose "active" or "open" is that value, never a state. */
const VALUE_NAME = /(?:^|\s)(?:status|state|stage|phase|plan|tier|role|priority|level|availability)$/i;
/** Kinds of element one of which is the chosen one, "active": a tab, a menu's item, the link of the page one is on. */
const CHOSEN_ROLES = new Set<ElementRole>(['tab', 'link', 'menuitem', 'option']);
/** "the active tab is Settings", "the selected option is All", "the current menu item is not Home". */
const ACTIVE_ONE = re(
  String.raw`^(?:the\s+)?(?:currently\s+)?(?:default\s+)?(?:active|selected|current|highlighted|chosen)\s+(?<kind>tab|option|menu\s+item|(?:nav(?:igation)?|menu)\s+link|link)\s+(?:is|reads|says|shows)\s+(?<negated>not\s+)?(?<value>.+)$`,
);
const THERE_IS = re(String.raw`^there\s+(?:is|are|be|exists?)\s+(?<negated>no|not\s+any|not\s+an?|not)?\s*(?:an?\s+|some\s+|any\s+)?(?<target>.+)$`);

const FIELD_HAS_VALUE = re(
  String.raw`^(?<target>.+?)\s+(?<negated1>not\s+)?(?:has|have|having|with)\s+(?<negated2>not\s+)?(?:the\s+|a\s+)?value\s+(?:of\s+)?(?<value>.+)$`,
);
/** "the dropdown has the option France", "has an option Option 1", "lists France": one of a dropdown's options. */
const DROPDOWN_OPTION = re(
  String.raw`^(?<target>.+?)\s+(?<negated1>not\s+)?(?:has|have|lists?|offers?)\s+(?<negated2>no\s+)?(?:the\s+|an?\s+)?(?:option|choice|entry|item)\s+(?:of\s+|for\s+|called\s+|named\s+)?(?<value>.+)$`,
);
/** "the footer has a phone number", "has no email address": a kind of value in it (value-kinds.ts), only that. */
const HAS_KIND = re(String.raw`^(?<target>.+?)\s+(?<negated1>not\s+)?(?:has|have|having|with)\s+(?<negated2>no\s+)?(?<value>.+)$`);
const FIELD_EMPTY = re(String.raw`^(?<target>.+?)\s+(?<negated1>not\s+)?(?:${COPULA}\s+)?(?<negated2>not\s+)?(?:empty|blank|cleared)$`);
const FIELD_TEXT = re(
  String.raw`^(?<target>.+?)\s+(?<negated1>not\s+)?(?:(?:is|are|be)\s+)?(?<negated2>not\s+)?(?<verb>contains?|containing|includes?|including|has\s+(?:the\s+)?text|have\s+(?:the\s+)?text|shows?|showing|displays?|displaying|reads?|says?)\s+(?:the\s+)?(?:text\s+|value\s+)?(?<value>.+)$`,
);
/** An amount written without quotes: "$120.00", "1,299 €", "42", "15%", "3.5 kg" is not (words after it). */
const AMOUNT = String.raw`[-+]?[$€£¥]?\s?\d[\d,.]*(?:\s?(?:[$€£¥%]|[A-Z]{3}))?`;
const FIELD_EQUALS = re(
  String.raw`^(?<target>.+?)\s+(?<negated1>not\s+)?(?:is|are|be|equals?|=)\s+(?<negated2>not\s+)?(?:equal\s+to\s+|set\s+to\s+)?(?<value>${QUOTED}|${AMOUNT})$`,
);
const VALUE_OF = re(String.raw`^(?:the\s+)?(?:value|text|contents?)\s+(?:of|in)\s+(?<target>.+?)\s+(?<rest>(?:not|is|are|be|equals?|reads?|says?|contains?|includes?|has)\b.*)$`);

/** What an item's value is called: one or two words, not those that name the element itself ("the text of …"). */
const ATTRIBUTE = String.raw`(?!(?:the|a|an|value|text|contents?|number|count|title|url|name|label|kind|type|list|rest|top|bottom|side|end|middle|one|each|all|any)\b)[a-z][a-z-]*(?:\s+(?!(?:is|are|be|was|were|not|equals?|reads?|says?|contains?|includes?|shows?|of|for)\b)[a-z][a-z-]*)?`;
/** Labels of forms written "X of Y" ("Date of birth", "Place of issue"): one field's name, not an item's value. */
const LABEL_WITH_OF = String.raw`(?:date|place|country|city|state|year|day|month|proof|point|terms|time)\s+of\s+(?:birth|residence|issue|expiry|arrival|departure|address|contact|service|use|entry|travel)\b`;
const ITEM_OF = re(String.raw`^(?:the\s+)?(?!${LABEL_WITH_OF})(?<attribute>${ATTRIBUTE})\s+(?:of|for)\s+(?:the\s+)?(?<item>.+?)\s+(?<rest>(?:not|is|are|be|equals?|reads?|says?|contains?|includes?|shows?)\b.*)$`);
const ITEMS_OWN = re(String.raw`^(?:the\s+)?(?<item>.+?)['’]s\s+(?<attribute>${ATTRIBUTE})\s+(?<rest>(?:not|is|are|be|equals?|reads?|says?|contains?|includes?|shows?)\b.*)$`);
const ITEM_COSTS = re(String.raw`^(?:the\s+)?(?<item>.+?)\s+(?<negated>not\s+)?(?:costs?|(?:is\s+|be\s+)?priced\s+at|sells?\s+for)\s+(?<value>${QUOTED}|${AMOUNT})$`);
const NOT_AN_ITEM = new RegExp(String.raw`^(?:${ORDINAL_PATTERN})\b|^(?:it|them|this|that|each|every|all|page|field|element|item|product)$`, 'i');
/** "the products are sorted by price, low to high", "the list is sorted alphabetically". */
const SORTED = re(
  String.raw`^(?:the\s+)?(?<things>[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s+(?:is|are|be)\s+(?:now\s+|still\s+|correctly\s+)?(?:sorted|ordered|arranged|listed|shown|displayed)\s+(?<how>.+)$`,
);
const SORT_BY_PRICE = /\bby\s+(?:the(?:ir)?\s+|its\s+)?(?:price|cost|amount)s?\b|\b(?:cheapest|most\s+expensive|lowest\s+price|highest\s+price)\b/i;
const SORT_BY_NAME = /\bby\s+(?:the(?:ir)?\s+|its\s+)?(?:name|title)s?\b|\balphabetical(?:ly)?\b|\b(?:a\s*(?:to|-|–)\s*z|z\s*(?:to|-|–)\s*a)\b/i;
/** "by last name", "by due ascending", "by "Web Site" (A-Z)": a value of the items, ended by how they are ordered. */
const SORT_BY_VALUE = new RegExp(
  String.raw`^(?:(?:alphabetically|numerically|chronologically)\s+)?by\s+(?:the(?:ir)?\s+|its\s+)?(?<attribute>${QUOTED}|[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)(?:\s+column)?(?=\s*(?:$|[,(])|\s+(?:in|from|with|then|asc(?:ending)?|desc(?:ending)?|a\s*(?:to|-|–)\s*z|z\s*(?:to|-|–)\s*a|low|high|oldest|newest|lowest|highest|smallest|largest|increasing|decreasing|order|first|latest|earliest|most)\b)`,
  'i',
);
/** "the Last Name column is sorted", "the "Due" column should be in descending order", "the values in the Due column are …". */
const COLUMN_SORTED = re(
  String.raw`^(?:the\s+)?(?:(?:values|entries|data|items)\s+(?:in|of|under)\s+the\s+)?(?<attribute>${QUOTED}|[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})\s+column(?:['’]s)?(?:\s+(?:values|entries|data|items))?\s+(?:is|are|be)\s+(?:now\s+|still\s+|correctly\s+)?(?<how>(?:sorted|ordered|arranged|in)\b.*)$`,
);
/** "highest", "cheapest": the way an order goes, written before the value it orders by ("by highest price"). */
const LEADING_WAY = /^(?:highest|largest|biggest|most\s+expensive|newest|latest|most\s+recent|lowest|smallest|cheapest|least\s+expensive|oldest|earliest)\b\s*/i;
/** Values "by" names that the page's items already have: their amount, their name. */
const PRICE_OR_NAME = /^(?:price|cost|amount|name|title)s?$/i;
/** "the first product is Sauce Labs Onesie", "the last item in the list contains "Milk"". */
const NTH_ITEM = re(
  String.raw`^(?:the\s+)?(?<ordinal>${ORDINAL_PATTERN}|top)\s+(?<things>[a-z][a-z-]*)(?:\s+(?:in|on|of)\s+(?:the\s+)?(?:list|table|page|grid|results?|cart|inventory|catalog(?:ue)?|menu))?(?:['’]s)?(?:\s+(?:name|title))?\s+(?<rest>(?:is|are|be|not|reads?|says?|contains?|shows?|equals?)\b.*)$`,
);
/** Words after an ordinal that are not things listed: "the first name is John" is the field "First name". */
const NOT_LISTED = /^(?:name|names|time|times|step|steps|one|page|field|element|thing|option|word|letter|line|character)$/i;

/** Places, not items: "the total of the order is $53.99" is the page's total, read as a labelled value. */
const PLACE_ITEM = /^(?:cart|basket|bag|order|page|form|dialog|modal|table|summary|checkout|invoice|receipt|purchase|list)$/i;

/** `"Option 1" is selected in the dropdown`, `France is chosen in the Country dropdown`: the dropdown's chosen option. */
const CHOSEN_IN = re(
  String.raw`^(?<value>${QUOTED}|[^\s\uE000][^\uE000]*?)\s+(?:is|are|be)\s+(?<negated>not\s+)?(?:selected|chosen|picked)\s+(?:in|from|on)\s+(?:the\s+)?(?<target>.*\b(?:dropdown|drop-down|select|combobox|combo\s+box|list\s*box|picker|menu)|${QUOTED}(?:\s+(?:dropdown|drop-down|select|combobox|field))?)$`,
);
/** "Ada Lovelace is not in the table", ""Saved" is shown in the toast": the words, and the part of the page. */
const IN_PLACE = re(
  String.raw`^(?<value>.+?)\s+(?:is|are|be)\s+(?<negated>not\s+)?(?:(?:shown|listed|displayed|visible|present|included|found|written)\s+)?(?:in|inside|within|on)\s+(?<place>.+)$`,
);

const isNegated = (groups: Record<string, string | undefined>) => Boolean(groups.negated?.trim() || groups.negated1 || groups.negated2);

/**
 * Reads a claim about the page: the words after "Check that", "Verify", "Expect"… or a line such as
 * `The page should contain "Welcome"`. `bareText`: a lone quoted string is page text (`Verify "Saved"`).
 * Returns null when the words are not a claim this grammar knows.
 */
export function parseAssertion(body: string, quotes: string[], options: { bareText: boolean }): Assertion | null {
  const normalized = normalizeClaim(body);
  const claim = SENTENCE_SHOWN.test(normalized) ? normalized : normalized.replace(SUBJECT, '');
  const named = valueNamedElsewhere(claim);
  if (named) throw new AssertionFormError(named);
  return (
    accessibility(claim) ??
    imagesLoaded(claim) ??
    dialogText(claim, quotes) ??
    appState(claim, quotes) ??
    addressUnchanged(claim) ??
    (NO_CONSOLE_ERRORS.test(claim) ? { type: 'no-console-errors' } : null) ??
    onPage(claim, quotes) ??
    inCart(claim, quotes) ??
    visual(claim, quotes) ??
    titleOrUrl(claim, quotes) ??
    changedTo(claim, quotes) ??
    count(claim, quotes) ??
    numberCompared(claim, quotes) ??
    readElementProperty(claim, (words) => parseTarget(words, quotes), (words) => valueOf(words, quotes)) ??
    controlWords(claim, quotes) ??
    shownByField(claim, quotes) ??
    everyCell(claim, quotes) ??
    rowInPlace(claim, quotes) ??
    everyItem(claim, quotes) ??
    onlyListed(claim, quotes) ??
    shownInColumn(claim, quotes) ??
    pageText(claim, quotes, options.bareText) ??
    wordsInPlace(claim, quotes) ??
    messageSaying(claim, quotes) ??
    listedItems(claim, quotes) ??
    itemValue(claim, quotes) ??
    elementState(claim, quotes) ??
    oneFieldValue(claim, quotes)
  );
}

/** "the button text is Submit", "the link label says Learn more": a control of that kind with those words is shown. */
const CONTROL_WORDS = re(
  String.raw`^(?:the\s+)?(?<kind>button|link|tab|menu\s+item)(?:'s)?\s+(?:text|label|caption|name|wording)\s+(?:is|reads|says|shows|should\s+be|must\s+be|equals?)\s+(?<value>.+)$`,
);

function controlWords(claim: string, quotes: string[]): Assertion | null {
  const match = CONTROL_WORDS.exec(claim)?.groups;
  const words = match ? valueOf(match.value as string, quotes) : null;
  const role = match ? roleOf(match.kind as string) : null;
  return words && role ? { type: 'element-state', target: { text: words, role }, state: 'visible' } : null;
}

/** "the page has no serious accessibility violations", or a refusal of a claim about accessibility it cannot check. */
function accessibility(claim: string): Assertion | null {
  const read = readAccessibilityClaim(claim);
  if (read && 'refusal' in read) throw new AssertionFormError(read.refusal);
  return read?.assertion ?? null;
}

/** "the page matches the baseline", or a refusal of a comparison with a baseline it cannot check. */
function visual(claim: string, quotes: string[]): Assertion | null {
  const read = readVisualClaim(claim, quotes);
  if (read && 'refusal' in read) throw new AssertionFormError(read.refusal);
  return read?.assertion ?? null;
}

function titleOrUrl(claim: string, quotes: string[]): Assertion | null {
  const title = TITLE.exec(claim)?.groups;
  if (title) {
    const compared = comparison(title.rest as string, quotes, 'title');
    if (compared) return { type: 'title', mode: compared.mode, value: compared.value, negated: compared.negated };
  }
  const titled = TITLED.exec(claim)?.groups;
  if (titled) {
    const value = valueOf(titled.value as string, quotes);
    if (value !== null) return { type: 'title', mode: 'is', value, negated: isNegated(titled) };
  }
  const pageHas = PAGE_HAS_TITLE.exec(claim)?.groups;
  if (pageHas) {
    const value = valueOf(pageHas.value as string, quotes);
    if (value !== null) return { type: (pageHas.what as string).toLowerCase() === 'url' ? 'url' : 'title', mode: 'is', value, negated: isNegated(pageHas) };
  }
  const url = URL_SUBJECT.exec(claim)?.groups;
  if (url) {
    const compared = comparison((url.rest as string).replace(STAYS_AT, 'is ').replace(CHANGES_TO, 'is '), quotes, 'URL');
    if (compared) return { type: 'url', mode: compared.mode, value: compared.value, negated: compared.negated };
  }
  const onPage = ON_PAGE.exec(claim)?.groups;
  if (onPage) {
    const value = valueOf(onPage.value as string, quotes);
    if (value !== null && isUrlLike(value)) return { type: 'url', mode: 'contains', value, negated: isNegated(onPage) };
  }
  return null;
}

/** Notices are found by their kind, not counted as things a page lists. */
const NOTICES = /\b(?:errors|warnings|alerts|messages|notifications|problems|issues)$/i;
const IN_THE_CART = /\bin\s+(?:the\s+|my\s+)?(?:shopping\s+)?(?:cart|basket|bag)$/i;

function count(claim: string, quotes: string[]): Assertion | null {
  const message = NO_THINGS_MESSAGE.exec(claim)?.groups;
  if (message) return { type: 'page-text', text: (message.words ?? message.plural) as string, negated: false };
  const options = OPTIONS_HAS.exec(claim)?.groups;
  if (options) {
    // The dropdown as written, its quoted name too: "the "Country" select box" is the Country select box.
    const target: Target = { text: '', role: 'option', within: unmask(options.place as string, quotes).trim() };
    return countOf(target, numberOf((options.count as string).toLowerCase()), undefined, options.bound);
  }
  const there = COUNT_THERE.exec(claim)?.groups;
  if (there) {
    const word = (there.count as string).toLowerCase();
    const target = countedTarget(there.target as string, quotes);
    if (!target) return null;
    // "there is a …" says it exists, not that it is alone; "there is no …" that none is visible.
    if (/^(?:a|an|any)$/.test(word)) return { type: 'element-state', target, state: 'visible' };
    // "there are no results": none of the things counted, as "0 results are shown" counts them (a "Results" heading
    // may stay); "there is no Delete button": that one hidden.
    if (/^(?:no|none|not\s+any)$/.test(word)) return isThings(target, there.target as string) && /s$/i.test(target.text) && !NOTICES.test(target.text) ? countOf(target, 0, there.target as string) : { type: 'element-state', target, state: 'hidden' };
    return countOf(target, numberOf(word), there.target as string, there.bound);
  }
  for (const pattern of [COUNT_TIMES, COUNT_NUMBER_OF, COUNT_FIRST]) {
    const groups = pattern.exec(claim)?.groups;
    if (!groups) continue;
    // "the number of items in the cart is 2": what the cart holds, which its own check reads (an intent).
    if (!hasQuote(groups.target as string) && IN_THE_CART.test(groups.target as string)) return null;
    const word = (groups.count as string).toLowerCase();
    if (/^(?:a|an)$/.test(word)) continue;
    const target = countedTarget(groups.target as string, quotes);
    // "Delete appears 3 times" names what it counts; "3 contacts are shown" says what the things are.
    if (target) return countOf(target, numberOf(word), pattern === COUNT_FIRST ? (groups.target as string) : undefined, groups.bound);
  }
  // "The list has 3 "Product" cards": only with a quoted name or a kind of element, else "has 3 results" is text.
  for (const pattern of [COUNT_SEE, COUNT_HAS]) {
    const groups = pattern.exec(claim)?.groups;
    if (!groups) continue;
    const word = (groups.count as string).toLowerCase();
    if (/^(?:a|an|no)$/.test(word)) continue;
    const target = countedTarget(groups.target as string, quotes);
    // "sees 3 results", "the list has at least 2 items": things counted; an exact count after "has" may be words shown.
    const isCounted = pattern === COUNT_SEE || groups.bound !== undefined;
    if (target && isCounted && isThings(target, groups.target as string)) return countOf(target, numberOf(word), groups.target as string, groups.bound);
    if (!target || !(hasQuote(groups.target as string) || target.role)) continue;
    const subject = groups.subject;
    const placed = subject && COUNTED_IN.test(subject) && target.within === undefined ? { ...target, within: subject.toLowerCase() } : target;
    return countOf(placed, numberOf(word), undefined, groups.bound);
  }
  return null;
}

/** What a count counts: "3 rows" and "2 buttons" are elements of that kind, whatever their names. */
function countedTarget(segment: string, quotes: string[]): Target | null {
  const target = parseTarget(segment, quotes);
  if (!target || target.role || hasQuote(segment)) return target;
  const kind = roleOf(target.text.trim());
  return kind ? { ...target, text: '', role: kind } : target;
}

/**
 * `written`: the counted words as the step wrote them, which may say what the things are (isThings). `boundWords`:
 * "at least", "more than"… before the number (BOUND).
 */
function countOf(target: Target, value: number | undefined, written?: string, boundWords?: string): Assertion | null {
  if (value === undefined || !Number.isInteger(value)) return null;
  const bounded = boundOf(boundWords, value);
  const counted = bounded ? { count: bounded.count, bound: bounded.bound } : { count: value };
  return written !== undefined && isThings(target, written) ? { type: 'count', target, ...counted, things: true } : { type: 'count', target, ...counted };
}

/** A noun or two, unquoted and in no place, that say what is counted: "contacts", "search results". */
const THINGS = /^[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}$/i;

function isThings(target: Target, written: string): boolean {
  const plain = !hasQuote(written) && isPlainWords(target);
  return plain && THINGS.test(target.text.trim()) && !CLAIM_WORDS.test(target.text);
}
const CLAIM_WORDS = /\b(?:is|are|be|not|no|and|or|of|in|on|the|with|shown|visible|times?)\b/i;

const ARTICLE_START = /^(?:a|an|the)\s/i;
const MESSAGE_END = /\b(?:message|notice|banner|alert|greeting|toast|notification)$/i;

/** "sees a thank you message", "shows an error message": a message of its kind or words, as "… is shown" reads it. */
function describedShown(segment: string, quotes: string[], negated: boolean): Assertion | null {
  if (hasQuote(segment) || !(ARTICLE_START.test(segment) || MESSAGE_END.test(segment))) return null;
  const shown = elementState(`${segment} is visible`, quotes);
  if (shown?.type !== 'element-state') return null;
  return negated ? { ...shown, state: 'hidden' } : shown;
}

/** "shows an email address", "shows the copyright": text of that kind on the page (unquoted words only). */
function kindShown(segment: string, negated: boolean): Assertion | null {
  const kind = hasQuote(segment) ? null : valueKindOf(segment);
  return kind && { type: 'page-text', text: valueKindPhrase(kind), negated, kind };
}

/** The verb of a claim about an element: what follows it is what is checked, not part of the element's name. */
const CLAIM_SAYS_MORE = /\s(?:is|are|was|were|be|should|must|has|have|shows?|contains?|says?|reads?|displays?)\s/i;

function pageText(claim: string, quotes: string[], bareText: boolean): Assertion | null {
  const page = PAGE_SUBJECT.exec(claim)?.groups;
  if (page) {
    const said = PAGE_CLAIM.exec(page.rest as string)?.groups;
    const described = said && MESSAGE_END.test(said.value as string) ? describedShown(said.value as string, quotes, isNegated(said)) : null;
    if (described) return described;
    const kind = said ? kindShown(said.value as string, isNegated(said)) : null;
    if (kind) return kind;
    if (said) {
      const text = valueOf(said.value as string, quotes);
      if (text !== null) return { type: 'page-text', text, negated: isNegated(said) };
    }
  }
  const seen = SEE.exec(claim)?.groups;
  if (seen) {
    const segment = seen.value as string;
    const text = quotedValue(segment, quotes);
    if (text !== null) return { type: 'page-text', text, negated: isNegated(seen) };
    const kind = kindShown(segment, isNegated(seen));
    if (kind) return kind;
    const target = parseTarget(segment, quotes);
    if (target && (target.role || target.within || target.near || target.nth)) {
      return { type: 'element-state', target, state: isNegated(seen) ? 'hidden' : 'visible' };
    }
    const described = describedShown(segment, quotes, isNegated(seen));
    if (described) return described;
    const words = valueOf(segment, quotes);
    if (words !== null) return { type: 'page-text', text: words, negated: isNegated(seen) };
  }
  const text = TEXT_SUBJECT.exec(claim)?.groups;
  if (text) {
    const value = quotedValue(text.value as string, quotes) as string;
    const rest = text.rest?.trim();
    if (!rest) return { type: 'page-text', text: value, negated: false };
    const present = TEXT_PRESENT.exec(rest)?.groups;
    if (present) return { type: 'page-text', text: value, negated: isNegated(present) };
    if (TEXT_ABSENT.test(rest)) return { type: 'page-text', text: value, negated: true };
  }
  if (bareText) {
    const value = quotedValue(claim, quotes);
    if (value !== null) return { type: 'page-text', text: value, negated: false };
    // "Verify the "Save" button": that it is there. A claim with a verb says more ("… in the header is disabled").
    const target = hasQuote(claim) && !CLAIM_SAYS_MORE.test(claim) ? parseTarget(claim, quotes) : null;
    if (target?.role) return { type: 'element-state', target, state: 'visible' };
  }
  return null;
}

/**
 * "Ada Lovelace is not in the table": the text of a part of the page named by its kind (the table, the dialog, the
 * toast) or by a quoted name (`in the "Billing" section`). Other places ("in the cart", "in stock") are left to the
 * rest of the grammar and to intents.
 */
function wordsInPlace(claim: string, quotes: string[]): Assertion | null {
  const chosen = CHOSEN_IN.exec(claim)?.groups;
  if (chosen) {
    const target = parseTarget(chosen.target as string, quotes);
    const value = valueOf(chosen.value as string, quotes);
    if (target && value !== null) return { type: 'field-value', target, value, negated: isNegated(chosen), mode: 'is' };
  }
  const match = IN_PLACE.exec(claim)?.groups;
  if (!match) return null;
  const place = (match.place as string).trim();
  const isKind = !hasQuote(place) && regionKindLocators(place, { toRead: true }) !== undefined;
  const isNamed = hasQuote(place) && /^(?:the\s+)?\uE000/.test(place);
  if (!isKind && !isNamed) return null;
  const written = match.value as string;
  // Unquoted, "the Save button is in the dialog" is about an element, not words: left to elementState.
  if (!hasQuote(written) && (/^(?:the|a|an|this|that)\s/i.test(written) || /\b(?:is|are|not)\b/i.test(written))) return null;
  const value = valueOf(written, quotes);
  const target = isKind ? { text: unmask(place, quotes).replace(/^the\s+/i, '').trim() } : parseTarget(place, quotes);
  if (value === null || !target) return null;
  return { type: 'field-value', target, value, negated: isNegated(match), mode: 'contains' };
}

/**
 * ""Required" is shown under the Username field", "an error "Invalid email" appears below the Email input": the words
 * the field's box says beside it (what the engine reads of a field), never words anywhere near it.
 */
const SHOWN_BY_FIELD = re(
  String.raw`^(?<article>the\s+|an?\s+)?(?<kind>(?:(?:error|validation|warning)(?:\s+message)?|message|text)\s+)?(?<value>${QUOTED}|[^\uE000]+?)(?:\s+(?:validation\s+)?(?:error(?:\s+message)?|message|warning|text))?\s+(?:(?:is|are|be|gets)\s+)?(?<negated>not\s+)?(?:shown|displayed|visible|present|appears?|appearing|showing|shows\s+up)\s+(?:(?:right|directly|just)\s+)?(?:under|below|beneath|underneath|next\s+to|beside|near|for|by|on)\s+(?:the\s+)?(?<field>.+?)\s+(?:field|input|text\s*box|textbox|input\s+box|box)$`,
);
/** "the error message is shown under the Email field", "no error appears below it": the field refused, or not. */
const ERROR_BY_FIELD = re(
  String.raw`^(?:the\s+|an?\s+)?(?<no>no\s+)?(?:error|validation\s+error|error\s+message|validation\s+message|warning|red\s+error)\s+(?:(?:is|are|be|gets)\s+)?(?<negated>not\s+)?(?:shown|displayed|visible|present|appears?|appearing|showing|shows\s+up)\s+(?:(?:right|directly|just)\s+)?(?:under|below|beneath|underneath|next\s+to|beside|near|for|by|on)\s+(?:the\s+)?(?<field>.+?)\s+(?:field|input|text\s*box|textbox|input\s+box|box)$`,
);
function shownByField(claim: string, quotes: string[]): Assertion | null {
  const error = ERROR_BY_FIELD.exec(claim)?.groups;
  const erred = error ? valueOf((error.field as string).trim(), quotes) : null;
  if (error && erred) return { type: 'element-state', target: { text: erred, role: 'textbox' }, state: isNegated(error) || error.no ? 'valid' : 'invalid' };
  const match = SHOWN_BY_FIELD.exec(claim)?.groups;
  if (!match) return null;
  const written = (match.value as string).trim();
  const field = valueOf((match.field as string).trim(), quotes);
  if (field === null) return null;
  // Unquoted words after "the" describe the text ("the help text"); the words shown are quoted or start as shown.
  const value = valueOf(written, quotes);
  const describes = match.article && !match.kind;
  if (value === null || (!hasQuote(written) && (describes || !/^\p{Lu}/u.test(value))) || /^(?:is|are|be)$/i.test(value)) return null;
  return { type: 'field-value', target: { text: field, role: 'textbox' }, value, negated: isNegated(match), mode: 'contains' };
}

/** "every result contains laptop", "all search results include "laptop"", "each product contains the word Sauce". */
const EVERY_ITEM = re(
  String.raw`^(?:all|every|each)\s+(?:one\s+)?(?:of\s+the\s+)?(?<things>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)(?:\s+(?:shown|listed|displayed|returned|found|on\s+the\s+page|in\s+the\s+(?:list|table|results)))?\s+(?:contains?|includes?|mentions?|has|have|shows?)\s+(?:the\s+(?:word|text|term|phrase)\s+)?(?<value>.+)$`,
);
const CONTROL_IN_ITEM = /^(?:an?|the|its\s+own|its)\s+(?<words>\S.*?)\s+(?:button|link)$/i;
/** Words that name fields, not a page's items: "all fields contain …" is no list of results. */
const NOT_ITEMS = /^(?:fields?|inputs?|text\s?boxes|boxes|the|status|statuses|columns?)$/i;
function everyItem(claim: string, quotes: string[]): Assertion | null {
  const match = EVERY_ITEM.exec(claim)?.groups;
  // "all products have an Add to cart button": the control's words, in each item's text.
  const control = CONTROL_IN_ITEM.exec((match?.value as string | undefined) ?? '')?.groups?.words;
  const value = match ? valueOf(control ?? (match.value as string), quotes) : null;
  const things = (match?.things as string | undefined)?.toLowerCase();
  if (!things || !value || NOT_ITEMS.test(things) || (!control && /^(?:a|an|no|the)\s/i.test(match?.value as string))) return null;
  return { type: 'every-item', things, value };
}

/** "the table contains a row with John Doe", "the list does not have an item for Milk": a row whose words hold it. */
const ROW_IN_PLACE = re(
  String.raw`^(?:the\s+)?(?<place>table|grid|list|results)\s+(?<negated>not\s+)?(?:contains?|has|have|shows?|includes?|displays?|lists?)\s+(?:a|an|one)\s+(?:new\s+)?(?<kind>row|entry|record|item|line)\s+(?:with|containing|for|that\s+(?:says|contains|has|shows|includes))\s+(?:the\s+(?:text|name)\s+)?(?<value>.+)$`,
);
function rowInPlace(claim: string, quotes: string[]): Assertion | null {
  const match = ROW_IN_PLACE.exec(claim)?.groups;
  const value = match ? valueOf(match.value as string, quotes) : null;
  if (!match || !value) return null;
  const role: ElementRole = /^list$/i.test(match.place as string) ? 'listitem' : 'row';
  return { type: 'element-state', target: { text: value, role }, state: match.negated ? 'hidden' : 'visible' };
}

function onlyListed(claim: string, quotes: string[]): Assertion | null {
  const words = readOnlyListed(claim);
  const text = words === null ? null : valueOf(words, quotes);
  return text ? { type: 'only-listed', text } : null;
}

/** "Anderson is shown in the Last Name column", "the table shows Anderson in the Last Name column": a cell of it. */
const IN_COLUMN = re(
  String.raw`^(?:(?<value>.+?)\s+(?:is|are|be)\s+(?<negated>not\s+)?(?:shown|listed|displayed|visible|present|found)?\s*|(?:the\s+)?(?:table|grid|list|results|page)\s+(?<negated2>not\s+)?(?:shows?|contains?|displays?|lists?|has)\s+(?<value2>.+?)\s+)(?:in|under)\s+(?:the\s+)?(?<column>${QUOTED}|[^\uE000]+?)\s+column$`,
);
function shownInColumn(claim: string, quotes: string[]): Assertion | null {
  const match = IN_COLUMN.exec(claim)?.groups;
  if (!match) return null;
  const value = valueOf(((match.value ?? match.value2) as string).trim(), quotes);
  const column = valueOf((match.column as string).trim(), quotes);
  if (value === null || !column || /^(?:the|a|an)\s/i.test(value)) return null;
  return { type: 'field-value', target: { text: `${column} column` }, value, negated: isNegated(match), mode: 'contains' };
}

/** An error, toast or other message named by its kind alone ("the error message"), which holds words of its own. */
function isMessage(target: Target): boolean {
  const plain = isPlainWords(target);
  return plain && isMessageKind(target.text);
}

/**
 * "an error message saying Password is required is shown", "a toast appears that says Saved": the words in a message
 * of that kind; in a message of no kind the region check knows ("a message saying …"), on the page.
 */
const MESSAGE_SAYING = re(
  String.raw`^(?:an?\s+|the\s+)?(?<kind>(?:[a-z]+\s+)?(?:message|error|toast|notification|alert|banner|notice|warning))\s+(?:(?:is|be)\s+)?(?:(?:shown|displayed|visible|appears?|pops?\s+up)\s+)?(?:saying|that\s+says|which\s+says|reading|that\s+reads|stating|with\s+(?:the\s+)?text|containing)\s+(?<value>.+?)(?:\s+(?:is|be)\s+(?:shown|displayed|visible)|\s+(?:appears?|pops?\s+up))?$`,
);

function messageSaying(claim: string, quotes: string[]): Assertion | null {
  const match = MESSAGE_SAYING.exec(claim)?.groups;
  if (!match) return null;
  const written = match.value as string;
  // "saying that the password is required": the words, without the speech around them.
  const value = valueOf(hasQuote(written) ? written : written.replace(/^(?:that\s+)?(?:the\s+)?/i, ''), quotes);
  if (value === null) return null;
  const kind = (match.kind as string).toLowerCase();
  const target = { text: regionKindLocators(kind, { toRead: true }) ? kind : kind.replace(/^[a-z]+\s+(?=message$)/, '') };
  if (!isMessage(target)) return { type: 'page-text', text: value, negated: false };
  return { type: 'field-value', target, value, negated: false, mode: 'contains' };
}

/**
 * "the Email field is invalid", "First Name is highlighted in red", "the email field shows an error", "the Age
 * field is valid", "… has no error": whether a field shows its value refused.
 */
const FIELD_VALIDITY = re(
  String.raw`^(?<target>.+?)\s+(?<negated1>not\s+)?(?:${COPULA}\s+)?(?<negated2>not\s+)?(?:(?<invalid>invalid|marked\s+(?:as\s+)?(?:invalid|red|in\s+red)|highlighted\s+(?:in\s+)?red|outlined\s+in\s+red|shown\s+in\s+red|red|in\s+(?:an?\s+)?error(?:\s+state)?|(?:shows?|has|have|displays?|showing|having)\s+(?:an?\s+)?(?:validation\s+)?error(?:\s+message)?)|(?<valid>valid|(?:shows?|has|have|displays?)\s+no\s+(?:validation\s+)?errors?(?:\s+messages?)?))$`,
);
/** Not a field: the page, a form, a dialog "shows an error" is an error message on it. */
const NOT_A_FIELD_OF_ITS_OWN = /^(?:the\s+)?(?:page|screen|site|app|form|dialog|modal|popup|window)$/i;

function fieldValidity(claim: string, quotes: string[]): Assertion | null {
  const match = FIELD_VALIDITY.exec(claim)?.groups;
  if (!match || NOT_A_FIELD_OF_ITS_OWN.test((match.target as string).trim())) return null;
  // "the username field is red" is refused; "the Delete button is red" is its colour (readElementProperty).
  if (match.invalid?.toLowerCase() === 'red' && !/\b(?:field|input|text\s?box|textarea)$/i.test((match.target as string).trim())) return null;
  const target = parseTarget(match.target as string, quotes);
  if (!target) return null;
  const state: ElementState = match.invalid ? 'invalid' : 'valid';
  return { type: 'element-state', target, state: isNegated(match) ? OPPOSITE[state] : state };
}

/** A menu named by its kind ("the navigation menu", "the hamburger menu", "the user menu"), not a bare "menu". */
function namedMenu(words: string): Target | null {
  if (hasQuote(words)) return null;
  const button = openedMenuButton(words.replace(/^(?:the|my)\s+/i, ''));
  return button && button.text !== '' ? button : null;
}

function elementState(claim: string, quotes: string[]): Assertion | null {
  const validity = fieldValidity(claim, quotes);
  if (validity) return validity;
  const match = ELEMENT_STATE.exec(claim)?.groups;
  // "the Status column shows Active": a value it shows, not the state of a "Status column shows".
  if (match && !/\s(?:shows?|says?|reads?|displays?|contains?|includes?)$/i.test(match.target as string)) {
    const state = STATES.find(([pattern]) => pattern.test(match.state as string))?.[1];
    const target = state ? parseTarget(match.target as string, quotes) : null;
    // "the status is Active", "the order state is open": a value the page writes, not a control's state.
    const isValueWord = (state !== 'visible' && state !== 'hidden') || /^(?:open|closed)$/i.test(match.state as string);
    if (state && target && !target.role && !hasQuote(match.target as string) && VALUE_NAME.test(target.text) && isValueWord && !/\s/.test(match.state as string)) {
      return { type: 'field-value', target, value: match.state as string, negated: isNegated(match), mode: 'is' };
    }
    // "the Settings tab is active", "the Home link is inactive": the one chosen (selected, current), not enabled.
    const chosen = target?.role && CHOSEN_ROLES.has(target.role) && /^(?:active|inactive)$/i.test(match.state as string);
    const stated: ElementState | undefined = chosen ? (state === 'enabled' ? 'checked' : 'unchecked') : state;
    // "the navigation menu is open", "the user menu is collapsed": the menu's button says, as it opens the menu.
    const menu = stated && (OPEN_OR_CLOSED.test(match.state as string) || stated === 'expanded' || stated === 'collapsed') ? namedMenu(match.target as string) : null;
    const opened = menu ?? target;
    const folded = opened && stated && OPEN_OR_CLOSED.test(match.state as string) && EXPANDS(opened) ? (stated === 'visible' ? 'expanded' : 'collapsed') : stated;
    if (folded && opened) return { type: 'element-state', target: opened, state: isNegated(match) ? OPPOSITE[folded] : folded };
  }
  const active = ACTIVE_ONE.exec(claim)?.groups;
  const activeName = active ? valueOf(active.value as string, quotes) : null;
  if (active && activeName) {
    const role = roleOf((active.kind as string).replace(/^(?:nav(?:igation)?|menu)\s+link$/i, 'link'));
    // A dropdown's option is read by the words it shows chosen (a native select's options are never on screen).
    const target = role && role !== 'option' ? { text: activeName, role } : { text: activeName };
    return { type: 'element-state', target, state: active.negated ? 'unchecked' : 'checked' };
  }
  const there = THERE_IS.exec(claim)?.groups;
  if (there) {
    const target = parseTarget(there.target as string, quotes);
    if (target) return { type: 'element-state', target, state: there.negated ? 'hidden' : 'visible' };
  }
  return null;
}

/** "there are no broken images", "all images are loaded", "none of the images is broken". */
const IMAGES_LOADED = re(
  String.raw`^(?:there\s+(?:are|is)\s+no\s+broken\s+images?|no\s+images?\s+(?:is|are|be)\s+broken|none\s+of\s+the\s+images\s+(?:is|are|be)\s+broken|(?:all|every)\s+(?:of\s+)?(?:the\s+)?images?\s+(?:on\s+the\s+page\s+)?(?:are\s+|is\s+)?(?:loaded|load|displayed|shown|rendered|visible)(?:\s+(?:correctly|properly|successfully|fine))?|(?:the\s+)?images\s+(?:are\s+)?(?:not\s+broken|(?:loaded|load|displayed|rendered)\s+(?:correctly|properly|successfully))|the\s+page\s+has\s+no\s+broken\s+images?)$`,
);

function imagesLoaded(claim: string): Assertion | null {
  return IMAGES_LOADED.test(claim) ? { type: 'images-loaded' } : null;
}

/** `"Sauce Labs Backpack" is in the cart`: an item named in quotes (unquoted, the goal reader's words say which). */
const IN_CART = re(String.raw`^(?<item>${QUOTED})\s+(?:is|are|be)\s+(?<negated>not\s+)?(?:still\s+)?in\s+(?:the\s+)?(?:shopping\s+)?(?:cart|basket|bag)$`);

function inCart(claim: string, quotes: string[]): Assertion | null {
  const match = IN_CART.exec(claim)?.groups;
  const item = match ? quotedValue(match.item as string, quotes) : null;
  return item ? { type: 'in-cart', item, negated: isNegated(match ?? {}) } : null;
}

/**
 * "the alert says I am a JS Alert", "the JS confirm text is …": the browser dialog's message. "says" is a part of it,
 * as for any message; "is" the whole of it.
 */
function dialogText(claim: string, quotes: string[]): Assertion | null {
  const match = DIALOG_TEXT_SUBJECT.exec(claim)?.groups;
  const compared = match ? comparison(match.rest as string, quotes, 'alert text') : null;
  if (!match || !compared) return null;
  const says = /^(?:not\s+)?(?:says?|reads?)\b/i.test(match.rest as string);
  return { type: 'dialog-text', mode: says ? 'contains' : compared.mode, value: compared.value, negated: compared.negated };
}

/** "the status changes to Active", "the Add to cart button changes to Remove", "the quantity is updated to 2". */
const CHANGED_TO = re(
  String.raw`^(?<subject>.+?)\s+(?:(?:(?:is|was|gets?|got|has\s+been|have\s+been)\s+)?${CHANGE_VERB}\s+to|becomes|became|turns\s+into)\s+(?<value>.+)$`,
);
/** Controls whose words are their name: one that "changes to Remove" is now the control named Remove. */
const RENAMED_CONTROLS = new Set<ElementRole>(['button', 'link', 'tab', 'menuitem']);

/**
 * What something shows after the step before changed it. A control changed to other words is found by them (its old
 * name now names another, or none: Swag Labs' other "Add to cart" buttons); anything else has the value.
 */
function changedTo(claim: string, quotes: string[]): Assertion | null {
  const changed = CHANGED_TO.exec(claim)?.groups;
  if (!changed) return null;
  const subject = (changed.subject as string).replace(/\s+(?:text|label|caption|name|wording)$/i, '');
  const target = parseTarget(subject, quotes);
  const value = valueOf(changed.value as string, quotes);
  if (!target || value === null) return null;
  // "the button becomes enabled", "the switch changes to on": a state, unless a status is what changed ("Active").
  const isQuoted = quotedValue(changed.value as string, quotes) !== null;
  if (!isQuoted && !VALUE_NAME.test(subject) && STATES.some(([words]) => words.test(value))) return null;
  if (target.role && RENAMED_CONTROLS.has(target.role)) return { type: 'element-state', target: { text: value, role: target.role }, state: 'visible' };
  return { type: 'field-value', target, value, negated: false, mode: 'is' };
}

/** "the page has no console errors", "there are no JavaScript errors", "no errors in the console". */
const NO_CONSOLE_ERRORS = re(
  String.raw`^(?:(?:the\s+)?(?:page|app|site|browser\s+console|console)\s+(?:has|have|shows?|logs?|contains?)\s+|there\s+(?:is|are)\s+|(?:see|find)\s+)?no\s+(?:(?:browser\s+)?console|javascript|js)\s+errors?(?:\s+(?:are\s+|is\s+)?(?:shown|logged|thrown|reported|present|displayed))?(?:\s+(?:on|in)\s+the\s+(?:page|console))?$|^(?:there\s+(?:is|are)\s+)?no\s+errors?\s+(?:are\s+|is\s+)?(?:(?:logged|shown|thrown|reported)\s+)?(?:in|on)\s+the\s+(?:browser\s+)?console$|^(?:the\s+)?(?:browser\s+)?console\s+(?:has|have|shows?|logs?|contains?)\s+no\s+errors?$`,
);

/** "the URL does not change", "the user is not redirected": the address the last action left the page at. */
function addressUnchanged(claim: string): Assertion | null {
  const read = readAddressUnchanged(claim);
  return read && { type: 'address-unchanged', what: read.what, negated: read.negated };
}

/** "I am on the dashboard", "the user is redirected to the login page": the page open. */
function onPage(claim: string, quotes: string[]): Assertion | null {
  const read = readOnPage(claim);
  const name = read ? valueOf(read.name, quotes) : null;
  // "I am on /dashboard", "redirected to "/login"": an address, which the URL check reads.
  if (!read || !name || isUrlLike(name) || name.includes('/')) return null;
  return { type: 'on-page', name, negated: read.negated };
}

/** "the user is logged in", "login fails", "the order is placed successfully". */
function appState(claim: string, quotes: string[]): Assertion | null {
  const read = readAppState(claim);
  if (!read) return null;
  const as = read.as === undefined ? null : valueOf(read.as, quotes);
  return as ? { type: 'app-state', state: read.state, as } : { type: 'app-state', state: read.state };
}

/**
 * The items in the order `how` says: by price, by name, or by a value of theirs (`column`, or the one after "by");
 * null when `how` says no such order, or holds quoted words that are not the value's name.
 */
function itemsOrder(things: string, how: string, column: string | null, quotes: string[]): Assertion | null {
  const by = column === null ? SORT_BY_VALUE.exec(how.trim())?.groups?.attribute : column;
  const written = by === undefined ? undefined : (quotedValue(by, quotes) ?? unmask(by, quotes)).trim();
  // "by highest price", "by cheapest first": the way the value orders, then the value (none: the price).
  const leading = column === null && by !== undefined && written !== undefined && !hasQuote(by) ? (LEADING_WAY.exec(written)?.[0] ?? '') : '';
  const attribute = written?.slice(leading.length).trim() || undefined;
  const rest = by === undefined || column !== null ? how : how.replace(by, leading);
  if (hasQuote(rest)) return null;
  const descending = sortDirection(rest) === true;
  if (attribute && (column !== null || !PRICE_OR_NAME.test(attribute))) return { type: 'items-order', things, by: 'value', attribute, descending };
  const order = SORT_BY_PRICE.test(how) ? 'price' : SORT_BY_NAME.test(how) ? 'name' : null;
  return order ? { type: 'items-order', things, by: order, descending } : null;
}

/** "the products are sorted by price, low to high", "the first product is Sauce Labs Onesie". */
function listedItems(claim: string, quotes: string[]): Assertion | null {
  const column = COLUMN_SORTED.exec(claim)?.groups;
  if (column) return itemsOrder('rows', column.how as string, column.attribute as string, quotes);
  const sorted = SORTED.exec(claim)?.groups;
  if (sorted) {
    const order = itemsOrder((sorted.things as string).toLowerCase(), sorted.how as string, null, quotes);
    if (order) return order;
  }
  const nth = NTH_ITEM.exec(claim)?.groups;
  if (!nth) return null;
  const things = nth.things as string;
  if (NOT_LISTED.test(things) || roleOf(things) !== undefined) return null;
  const compared = comparison(nth.rest as string, quotes, 'item');
  const position = /^top$/i.test(nth.ordinal as string) ? 1 : ordinalOf(nth.ordinal as string);
  if (!compared || position === undefined) return null;
  return { type: 'nth-item', things: things.toLowerCase(), nth: position, value: compared.value, negated: compared.negated, mode: compared.mode };
}

/** "the total is more than $10", "the price of the Backpack is under 50", "the rating is at least 4". */
const NUMBER_COMPARED = re(String.raw`^(?<subject>.+?)\s+(?:is|are|be|equals?)\s+${NUMBER_BOUND}\s+(?<amount>${AMOUNT})$`);

const EVERY = /^(?:all|every|each)\b/i;

/** A value compared as a number: the value check of the same words with the amount, within the bound. */
function numberCompared(claim: string, quotes: string[]): Assertion | null {
  const match = NUMBER_COMPARED.exec(claim)?.groups;
  if (!match) return null;
  const plain = `${match.subject as string} is ${(match.amount as string).trim()}`;
  const read = everyCell(plain, quotes) ?? itemValue(plain, quotes) ?? fieldValue(plain, quotes);
  const isValue = (read?.type === 'field-value' && read.among !== 'options') || read?.type === 'item-value';
  // "all prices are more than 0" of no column: no one value to compare, and never the words "more than 0".
  if (!isValue || read.negated || read.mode !== 'is' || (EVERY.test(match.subject as string) && !(read.type === 'field-value' && read.among === 'every-cell'))) {
    throw new AssertionFormError('A number is compared in one place, e.g. Check that the total is more than $10, or in every cell of a column: Check that every cell of the "Price" column is more than 0');
  }
  return { ...read, compare: numberBoundOf(match.compare as string) };
}

/** "the price of Wool Beanie is $19.00", "Wool Beanie's price is …", "the Backpack costs $29.99", "the status for Ada is Active". */
function itemValue(claim: string, quotes: string[]): Assertion | null {
  const costs = ITEM_COSTS.exec(claim)?.groups;
  const written = costs ? null : (ITEM_OF.exec(claim)?.groups ?? ITEMS_OWN.exec(claim)?.groups);
  const compared = costs ? { value: valueOf(costs.value as string, quotes), negated: isNegated(costs), mode: 'is' as const } : written ? comparison(written.rest as string, quotes, 'value') : null;
  const item = costs?.item ?? written?.item;
  if (!compared || compared.value === null || !item) return null;
  const name = valueOf(item.replace(/^the\s+/i, ''), quotes);
  // "the price of the first product", "the colour of the button": an element by its place or kind, not an item's name.
  if (name === null || quoteCount(item) > 1 || (!hasQuote(item) && (NOT_AN_ITEM.test(name) || roleOf(name) !== undefined))) return null;
  const attribute = costs ? 'price' : (written?.attribute as string).toLowerCase();
  const value = compared.value;
  if (PLACE_ITEM.test(name)) return { type: 'field-value', target: { text: attribute }, value, negated: compared.negated, mode: compared.mode };
  return { type: 'item-value', item: name, attribute, value, negated: compared.negated, mode: compared.mode };
}

/**
 * "the result is You clicked: Cancel": unquoted words that begin with a capital, after a plain noun or two, are the
 * text the element shows (a state is a lower-case word, and is read before this).
 */
const WRITTEN_VALUE = /^(?:the\s+)?(?<target>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)(?:\s+text)?\s+(?:is|be)\s+(?<negated>not\s+)?(?<value>\p{Lu}.*)$/u;
const NOT_A_FIELD = /^(?:page|url|title|it|this|that|there|user|i|we|you)$|\b(?:is|are|not|and|or)\b/i;
/** "the check-in date is 15 Dec 2026", "the due date is tomorrow": a day, however written, is the value too. */
const WRITTEN_DATE = new RegExp(String.raw`^(?:the\s+)?(?<target>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:is|be)\s+(?<negated>not\s+)?(?<value>${DATE_SHAPE})$`, 'i');

/** "a Required error", "the error "Required"", "an "Invalid email" message": the words a message says, kind words left out. */
const MESSAGE_AROUND = re(
  String.raw`^(?:an?\s+|the\s+)?(?:(?:error|validation|warning)(?:\s+message)?\s+(?:saying\s+|of\s+)?)?(?<value>.+?)(?:\s+(?:validation\s+)?(?:error(?:\s+message)?|message|warning))?$`,
);
function shownValue(segment: string, quotes: string[]): string | null {
  const written = segment.trim();
  const plain = valueOf(written, quotes);
  const inner = MESSAGE_AROUND.exec(written)?.groups?.value;
  const saysKind = /^(?:an?|the)\s/i.test(written) || /\s(?:error|message|warning)$/i.test(written) || /^(?:error|validation|warning)\s/i.test(written);
  if (!inner || inner === written || !saysKind || /^(?:error|message|warning)s?$/i.test(inner)) return plain;
  return valueOf(inner, quotes) ?? plain;
}

/** "every cell of the Status column is Active", "all rows in the Status column show Active". */
const EVERY_CELL = re(
  String.raw`^(?:every|each|all(?:\s+the)?)\s+(?:cells?|rows?|values?|entries|entry)\s+(?:in|of|under)\s+(?:the\s+)?(?<column>${QUOTED}|.+?)\s+column\s+(?<negated>not\s+)?(?<verb>is|are|be|shows?|says?|reads?|contains?|includes?|equals?|has|have)\s+(?<negated2>not\s+)?(?<value>.+)$`,
);
/** "the Status column only shows Active", "the Status column shows only Active". */
const COLUMN_ONLY = re(
  String.raw`^(?:the\s+)?(?<column>${QUOTED}|.+?)\s+column\s+(?:only\s+)?(?<verb>shows?|contains?|lists?|has|have|displays?)\s+only\s+(?<value>.+)$|^(?:the\s+)?(?<column2>${QUOTED}|.+?)\s+column\s+only\s+(?<verb2>shows?|contains?|lists?|has|have|displays?)\s+(?<value2>.+)$`,
);
/**
 * "only employees with status Freelance are listed", "all results have the status Freelance": the things listed,
 * each with a column's value. The column's words end where the value's start: at a quote, else at the first word
 * with a capital after the first (job title QA Lead), else after one word (status active).
 */
const ONLY_WITH = re(
  String.raw`^(?:only\s+(?:the\s+)?(?:[a-z]+\s+){1,2}(?:with|having|whose)\s+(?:an?\s+|the\s+)?(?<words>.+?)\s+(?:are|is|be|get|gets)\s+(?:listed|shown|displayed|visible|returned|present|found)(?:\s+in\s+the\s+(?:[a-z]+\s+){0,2}(?:table|list|results|grid))?|(?:all|every|each)\s+(?:the\s+)?(?:[a-z]+\s+){0,1}(?:rows?|results?|records?|items?|entries|entry|employees?|users?|products?|orders?)\s+(?:listed\s+|shown\s+)?(?:has|have|show|shows|is|are)\s+(?:an?\s+|the\s+)?(?<words2>.+?))$`,
);
function everyCell(claim: string, quotes: string[]): Assertion | null {
  const every = EVERY_CELL.exec(claim)?.groups;
  if (every) {
    const column = valueOf((every.column as string).trim(), quotes);
    const value = valueOf((every.value as string).trim(), quotes);
    const contains = /^(?:contains?|includes?|has|have)$/i.test(every.verb as string);
    // "every cell of the Email column contains an email address": a value of that kind in each.
    const kind = contains && !hasQuote(every.value as string) ? valueKindOf(every.value as string) : null;
    if (column && kind) return { type: 'field-value', target: { text: `${column} column` }, value: valueKindPhrase(kind), negated: isNegated(every), mode: 'contains', among: 'every-cell', kind };
    if (column && value !== null) return { type: 'field-value', target: { text: `${column} column` }, value, negated: isNegated(every), mode: contains ? 'contains' : 'is', among: 'every-cell' };
  }
  const only = COLUMN_ONLY.exec(claim)?.groups;
  if (only) {
    const column = valueOf(((only.column ?? only.column2) as string).trim(), quotes);
    const value = valueOf(((only.value ?? only.value2) as string).trim(), quotes);
    const contains = /^(?:contains?)$/i.test((only.verb ?? only.verb2) as string);
    if (column && value !== null) return { type: 'field-value', target: { text: `${column} column` }, value, negated: false, mode: contains ? 'contains' : 'is', among: 'every-cell' };
  }
  const withValue = ONLY_WITH.exec(claim)?.groups;
  const words = (withValue?.words ?? withValue?.words2)?.trim();
  // "all products have an Add to cart button" is a control in each item (everyItem), no column called "Add".
  if (!words || CONTROL_IN_ITEM.test(`a ${words}`)) return null;
  const split = columnAndValue(words, quotes);
  return split ? { type: 'field-value', target: { text: `${split.column} column` }, value: split.value, negated: false, mode: 'is', among: 'every-cell' } : null;
}
function columnAndValue(words: string, quotes: string[]): { column: string; value: string } | null {
  const quoted = /^(?<column>[^\uE000]+?)\s+(?:of\s+|as\s+|=\s*)?(?<value>\uE000\d+\uE001)$/.exec(words)?.groups;
  if (quoted) {
    const value = valueOf(quoted.value as string, quotes);
    return value === null ? null : { column: (quoted.column as string).trim(), value };
  }
  if (hasQuote(words)) return null;
  const parts = words.split(/\s+/);
  if (parts.length < 2) return null;
  const capital = parts.findIndex((part, at) => at > 0 && /^\p{Lu}/u.test(part));
  const at = capital > 0 ? capital : 1;
  return { column: parts.slice(0, at).join(' '), value: parts.slice(at).join(' ') };
}

/** A value of one element: "all fields are empty" names none (each one's value is checked by its own step). */
function oneFieldValue(claim: string, quotes: string[]): Assertion | null {
  const read = fieldValue(claim, quotes);
  if (read?.type === 'field-value' && EVERY.test(read.target.text)) throw new AssertionFormError('Check one field at a time, e.g. Check that "Email" is empty');
  return read;
}

function fieldValue(claim: string, quotes: string[]): Assertion | null {
  const valueOfField = VALUE_OF.exec(claim)?.groups;
  if (valueOfField) {
    const target = parseTarget(valueOfField.target as string, quotes);
    const compared = target ? comparison(valueOfField.rest as string, quotes, 'value') : null;
    if (target && compared) return { type: 'field-value', target, value: compared.value, negated: compared.negated, mode: compared.mode };
  }
  const hasValue = FIELD_HAS_VALUE.exec(claim)?.groups;
  if (hasValue) {
    const target = parseTarget(hasValue.target as string, quotes);
    const value = valueOf(hasValue.value as string, quotes);
    if (target && value !== null) return { type: 'field-value', target, value, negated: isNegated(hasValue), mode: 'is' };
  }
  const empty = FIELD_EMPTY.exec(claim)?.groups;
  if (empty) {
    const target = parseTarget(empty.target as string, quotes);
    if (target) return { type: 'field-value', target, value: '', negated: isNegated(empty), mode: 'is' };
  }
  const option = DROPDOWN_OPTION.exec(claim)?.groups;
  if (option) {
    const target = parseTarget(option.target as string, quotes);
    const value = valueOf(option.value as string, quotes);
    if (target?.role === 'combobox' && value !== null) return { type: 'field-value', target, value, negated: isNegated(option), mode: 'contains', among: 'options' };
  }
  const had = HAS_KIND.exec(claim)?.groups;
  // "has no web address": the kind's words without their article.
  const hadKind = had && !hasQuote(had.value as string) ? valueKindOf(`${had.negated2 ? 'a ' : ''}${had.value as string}`) : null;
  if (had && hadKind) {
    const target = parseTarget(had.target as string, quotes);
    if (target) return { type: 'field-value', target, value: valueKindPhrase(hadKind), negated: isNegated(had), mode: 'contains', kind: hadKind };
  }
  const text = FIELD_TEXT.exec(claim)?.groups;
  if (text) {
    const target = parseTarget(text.target as string, quotes);
    const value = shownValue(text.value as string, quotes);
    // "the Country dropdown contains France", "includes", "has": one of its options; "shows" is the one chosen.
    if (target?.role === 'combobox' && value !== null && /^(?:contains?|containing|includes?|including)$/i.test(text.verb as string)) {
      return { type: 'field-value', target, value, negated: isNegated(text), mode: 'contains', among: 'options' };
    }
    // "the footer shows the copyright": text of that kind in it.
    const kind = hasQuote(text.value as string) ? null : valueKindOf(text.value as string);
    if (target && kind) return { type: 'field-value', target, value: valueKindPhrase(kind), negated: isNegated(text), mode: 'contains', kind };
    // A message says what it says among other words ("Epic sadface: Password is required"): the words are in it.
    const mode = /^(?:reads?|says?)$/i.test(text.verb as string) && !(target && isMessage(target)) ? 'is' : 'contains';
    if (target && value !== null) return { type: 'field-value', target, value, negated: isNegated(text), mode };
  }
  const equals = FIELD_EQUALS.exec(claim)?.groups;
  if (equals) {
    const target = parseTarget(equals.target as string, quotes);
    const value = valueOf(equals.value as string, quotes);
    if (target && value !== null) return { type: 'field-value', target, value, negated: isNegated(equals), mode: 'is' };
  }
  const written = WRITTEN_VALUE.exec(claim)?.groups ?? WRITTEN_DATE.exec(claim)?.groups;
  if (written && !hasQuote(claim) && !NOT_A_FIELD.test(written.target as string)) {
    // The words name the element as written ("the modal title"), unless they are the page's heading ("the main heading").
    const parsed = parseTarget(written.target as string, quotes);
    const target = parsed?.role === 'heading' && parsed.text === '' ? parsed : { text: written.target as string };
    return { type: 'field-value', target, value: (written.value as string).trim(), negated: isNegated(written), mode: 'is' };
  }
  return null;
}

/** A URL or path: `https://…`, `/account`, `?tab=2`, `#top`, `example.com/x`, or a `{{variable}}`. */
export function isUrlLike(value: string): boolean {
  const text = value.trim();
  if (/\s/.test(text) || !text) return false;
  return /^(?:https?:\/\/|\/|\.{1,2}\/|\?|#|\{\{)/i.test(text) || /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i.test(text) || /^localhost(?::\d+)?(?:[/?#]\S*)?$/i.test(text) || /^[\w.-]+\/[\w./?#=&%-]*$/.test(text);
}
