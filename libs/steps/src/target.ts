import { namedMenuButton } from './menu-button';
import { type Target } from './ast';
import { regionKindLocators } from './region-kinds';
import { QUOTED, hasQuote, quoteCount, quotedValue, unmask } from './masked-line';
import { GENERIC_PATTERN, ORDINAL_PATTERN, REGION_PATTERN, ROLE_PATTERN, ordinalOf, roleOf } from './vocabulary';

const NAMING = String.raw`(?:named|called|labell?ed|titled|marked|saying|that\s+says|reading|with\s+(?:the\s+)?(?:text|label|name|title|caption))`;

const PAGE_SUFFIX = /\s+(?:on|in)\s+(?:the\s+)?(?:page|screen|site)$|\s+on\s+screen$/i;
// The space after is looked at, not taken: `Sign in in the header` has two keywords side by side.
const SCOPE_KEYWORD = /\s(?:near|next\s+to|beside|close\s+to|for|inside(?:\s+of)?|in|within|on)(?=\s)/gi;
const QUOTED_SCOPE = new RegExp(String.raw`^(?:the\s+)?(?<name>${QUOTED})(?:\s+(?:${REGION_PATTERN}|${ROLE_PATTERN}|${GENERIC_PATTERN}))?$`, 'i');
/** The kind first: `in the row "Ada"`, `in the row with "Ada"`, `in the dialog titled "Delete user"`, `in the card for "Pro"`. */
const KIND_THEN_QUOTED_SCOPE = new RegExp(
  String.raw`^(?:the\s+|a\s+)?(?:${REGION_PATTERN}|${ROLE_PATTERN}|${GENERIC_PATTERN})\s+(?:(?:${NAMING}|with|containing|for|of|about|that\s+(?:has|contains|shows|says))\s+)?(?:the\s+)?(?<name>${QUOTED})$`,
  'i',
);
/** The kind first, the name unquoted: `in the row for Alan Turing`, `in the card with Pro plan`. */
const KIND_THEN_NAME_SCOPE = new RegExp(
  String.raw`^(?:${REGION_PATTERN}|${ROLE_PATTERN}|${GENERIC_PATTERN})\s+(?:${NAMING}|with|containing|for|of|about|that\s+(?:has|contains|shows|says)|showing)\s+(?:the\s+)?(?<name>\S.*)$`,
  'i',
);
const ORDINAL = new RegExp(String.raw`^(?:the\s+)?(?<ordinal>${ORDINAL_PATTERN})\s+(?:(?:one\s+)?of\s+(?:the\s+)?)?(?<rest>.+)$`, 'i');
/** "First name", "Last Name", "Middle name": a label of forms, not the first of the fields called "Name". */
const NAME_LABEL = /^(?:the\s+)?(?:first|last|second|middle)\s+name\b/i;
const ARTICLE = /^(?:(?:on|at|onto|upon)\s+)?(?:the|a|an|this|that|my)\s+/i;
const ROLE_BEFORE_NAME = new RegExp(String.raw`(?:^|\s)(?<role>${ROLE_PATTERN})(?:\s+${NAMING})?$`, 'i');
const WORDS_AFTER_NAME = new RegExp(String.raw`^(?:\s+(?:${ROLE_PATTERN}|${GENERIC_PATTERN}))*$`, 'i');
const ROLE_AFTER_NAME = new RegExp(String.raw`^\s+(?<role>${ROLE_PATTERN})(?=\s|$)`, 'i');
const UNQUOTED_ROLE_FIRST = new RegExp(String.raw`^(?<role>${ROLE_PATTERN}|${GENERIC_PATTERN})\s+${NAMING}\s+(?<name>.+)$`, 'i');
// Case-sensitive: the kind in lower case, the name with a capital ("Text Box" is a name). Not "option B" or
// "item 1": those are names.
const KIND_THEN_CAPITALIZED_NAME = new RegExp(String.raw`^(?<role>${ROLE_PATTERN}|${GENERIC_PATTERN})\s+(?<name>(?![A-Z](?:\s|$))[A-Z\u00C0-\u00DE].*)$`);
/** "the text name: user1", "the toast message Saved": the words after "text" or "message" are those shown, whatever their case. */
const TEXT_THEN_WORDS = new RegExp(String.raw`^(?:(?:toast|success|error|notification|alert|confirmation|flash|info|warning|validation|status)\s+)?(?<role>text|message)\s+(?!(?:${ROLE_PATTERN}|${GENERIC_PATTERN})$)(?<name>\S.*)$`);
/** Case-sensitive: "the error Invalid email", "the toast Saved": a notice's kind, then the words it shows. */
const NOTICE_THEN_CAPITALIZED_WORDS = /^(?:(?:success|error|warning|info)\s+)?(?:error|warning|notification|toast|notice|banner)\s+(?<name>(?![A-Z](?:\s|$))[A-Z\u00C0-\u00DE].*)$/;
/** "Accept if present", "the popup if it appears": a condition, which no step honours (the docs say so), not a name. */
const CONDITION_AFTER = /\s+(?:if|unless|when)\s+(?:it\s+|one\s+|they\s+|there\s+)?(?:is\s+|are\s+|gets\s+)?(?:present|visible|shown|displayed|exists?|appears?|needed|necessary|prompted|available|possible|any|applicable)$/i;
/** "the email field and type new@test.com": a second step on the line, never part of a name. */
const NEXT_STEP = /(?:\s(?:and|then)|,)\s+(?:then\s+)?(?:type|enter|click|press|fill|select|choose|check|tick|verify|submit|go|open|wait|tap)\s/i;
/** The words without a condition or a next step after them: "Accept" of "Accept if present", "email field and type …". */
export function withoutCondition(words: string): string {
  const next = NEXT_STEP.exec(words);
  return (next ? words.slice(0, next.index) : words).replace(CONDITION_AFTER, '');
}

/** "the page heading", "the main heading", "the heading of the page": the page's heading, whatever it says. */
const PAGE_HEADING = /^(?:(?:page|main|top|primary)\s+(?:heading|headline)|(?:heading|headline)\s+of\s+the\s+page)$/i;
/** "a row with John Doe", "the list item containing Milk": the row (or item) whose words include the name. */
const ROW_WITH = /^(?<role>row|cell|list\s+item)\s+(?:with|containing|that\s+(?:says|contains|has|shows|includes))\s+(?:the\s+(?:text|name)\s+)?(?<name>\S.*)$/i;
const UNQUOTED_ROLE_LAST = new RegExp(String.raw`^(?<name>.+?)\s+(?<role>${ROLE_PATTERN}|${GENERIC_PATTERN})$`, 'i');
// Words before a quoted name may describe it ("the big blue "Save" button"), but not make a sentence of it
// ("the URL contains "/done"").
const CLAUSE_WORDS = /\b(?:is|are|was|were|be|has|have|had|contains?|shows?|says?|reads?|equals?|appears?|should|must|will|does|do|not|and|or|then|url|title|if|when|until)\b/i;
const PART = /^(?<name>.+?)\s+(?<part>badge|counter|count\s+badge|bubble|icon)$/i;
const BARE_ROLE = new RegExp(String.raw`^(?:${ROLE_PATTERN})$`, 'i');
const BARE_FIELD = /^(?:input(?:\s+(?:field|box))?|field|entry\s+field)$/i;
/** Case-sensitive: "sidebar search" is the search in the sidebar; "Footer Links" may be a name. */
const PLACE_THEN_NAME = /^(?<place>sidebar|side bar|side menu|left menu|header|footer|navbar|nav bar|navigation bar|top bar|dialog|modal|popup|pop-up)\s+(?<name>\S.*)$/;
const TRAILING_REGION = new RegExp(String.raw`^(?<name>.+?)\s+(?:${REGION_PATTERN})$`, 'i');

/**
 * Reads what a step points at: `the 2nd "Delete" button in the "Cart" dialog near "Total"`, `Sign in`,
 * `the field labelled "Email"`. Returns null when the words do not name one element (two quoted names,
 * words after the name that are not a kind of element).
 */
export function parseTarget(segment: string, quotes: string[]): Target | null {
  let rest = segment.trim().replace(PAGE_SUFFIX, '');
  let within: string | undefined;
  let near: string | undefined;

  // Scope clauses come last, in any order: peel them off from the end.
  for (;;) {
    const clause = splitScope(rest, quotes);
    if (!clause) break;
    // "the field for Name", "the icon for Settings": a kind that says nothing more is the element named so.
    if (clause.isFor && GENERIC_ONLY.test(clause.head)) {
      rest = clause.scope;
      break;
    }
    if (clause.isNear) {
      if (near !== undefined) return null;
      near = clause.scope;
    } else {
      if (within !== undefined) return null;
      within = clause.scope;
    }
    rest = clause.head;
  }

  let nth: number | undefined;
  const ordinal = NAME_LABEL.test(rest) ? null : ORDINAL.exec(rest);
  if (ordinal?.groups) {
    nth = ordinalOf(ordinal.groups.ordinal as string);
    rest = ordinal.groups.rest as string;
  }
  const saysThe = /^the\s/i.test(rest);
  rest = rest.replace(ARTICLE, '').trim();

  // "the hamburger icon", "the menu button": the button that opens the site's menu, whatever its own words.
  const menuButton = nth === undefined && within === undefined && near === undefined ? namedMenuButton(rest) : null;
  if (menuButton) return menuButton;
  // "the cart badge", "the "Cart" icon": a part of the thing with no words of its own.
  const part = nth === undefined && within === undefined && near === undefined ? PART.exec(rest)?.groups : undefined;
  if (part?.name && !BARE_ROLE.test(part.name)) {
    const named = nameAndRole(part.name, quotes);
    const isIcon = /^icon$/i.test(part.part as string);
    // A quoted name with "icon" is the control named so ("the "Settings" icon"); unquoted, its word may be all over the page.
    if (named && !named.role && named.text && !(isIcon && hasQuote(part.name))) return { text: named.text, part: isIcon ? 'icon' : 'badge' };
  }
  // "the sidebar search box", "the modal Close button": the place, then the element in it.
  // Not "the sidebar toggle": the control named after the place it works.
  const placeFirst = within === undefined && near === undefined ? PLACE_THEN_NAME.exec(rest)?.groups : undefined;
  if (placeFirst && !BARE_ROLE.test(placeFirst.name as string)) {
    within = placeFirst.place as string;
    rest = placeFirst.name as string;
  }
  const parsed = nameAndRole(rest, quotes);
  if (!parsed) return null;
  // "the checkbox near "Pay rent"", "the 2nd button", "the text field": a kind of element, with no name of its own.
  const placed = near !== undefined || within !== undefined || nth !== undefined;
  const bareRole = !parsed.role && quoteCount(rest) === 0 && (placed || saysThe) ? bareKind(rest) : undefined;
  const named = bareRole ? { text: '', role: bareRole } : parsed;
  return {
    text: named.text,
    ...(named.role ? { role: named.role } : {}),
    ...(within !== undefined ? { within } : {}),
    ...(near !== undefined ? { near } : {}),
    ...(nth !== undefined ? { nth } : {}),
  };
}

/**
 * The kind a name that is only a kind of element says: "checkbox", "text field", "input" (a field to type in). Not
 * a part of the page read by its kind ("the popup": the page's dialogs, see region-kinds).
 */
function bareKind(text: string): Target['role'] {
  if (regionKindLocators(text)) return undefined;
  if (BARE_ROLE.test(text)) return roleOf(text);
  return BARE_FIELD.test(text) ? 'textbox' : undefined;
}

function nameAndRole(segment: string, quotes: string[]): { text: string; role?: Target['role'] } | null {
  const count = quoteCount(segment);
  if (count > 1) return null;
  if (count === 1) {
    const start = segment.indexOf('\uE000');
    const end = segment.indexOf('\uE001') + 1;
    const before = segment.slice(0, start).trim();
    const after = segment.slice(end);
    if (!WORDS_AFTER_NAME.test(after) || CLAUSE_WORDS.test(before)) return null;
    const text = quotedValue(segment.slice(start, end), quotes) ?? '';
    const roleWord = ROLE_AFTER_NAME.exec(after)?.groups?.role ?? ROLE_BEFORE_NAME.exec(before)?.groups?.role;
    const role = roleWord ? roleOf(roleWord) : undefined;
    return role ? { text, role } : { text };
  }
  const plain = segment.trim();
  if (!plain || CONDITION_AFTER.test(plain) || NEXT_STEP.test(plain)) return null;
  if (PAGE_HEADING.test(plain)) return { text: '', role: 'heading' };
  const rowWith = ROW_WITH.exec(plain)?.groups;
  if (rowWith) return { text: rowWith.name as string, role: roleOf(rowWith.role as string) };
  const notice = NOTICE_THEN_CAPITALIZED_WORDS.exec(plain)?.groups;
  if (notice) return { text: notice.name as string };
  // "the message It's gone!", "the link Home": a kind, then a name that starts as names do.
  const kindFirst = KIND_THEN_CAPITALIZED_NAME.exec(plain)?.groups ?? TEXT_THEN_WORDS.exec(plain)?.groups;
  if (kindFirst) {
    const role = roleOf(kindFirst.role as string);
    return role ? { text: kindFirst.name as string, role } : { text: kindFirst.name as string };
  }
  for (const pattern of [UNQUOTED_ROLE_FIRST, UNQUOTED_ROLE_LAST]) {
    const match = pattern.exec(plain);
    if (match?.groups) {
      const role = roleOf(match.groups.role as string);
      const text = (match.groups.name as string).replace(ARTICLE, '').trim();
      // "Click for JS Alert", "the SMS Notification": a capitalized word after an acronym ends a name, not a kind of element.
      if (!role && pattern === UNQUOTED_ROLE_LAST && /^\p{Lu}/u.test(match.groups.role as string) && /(?:^|\s)\p{Lu}{2,}$/u.test(text)) return { text: plain };
      if (text) return role ? { text, role } : { text };
    }
  }
  return { text: plain };
}

/** `… in "Cart"`, `… inside the "Billing" section`, `… near "Total"`, `… in the header`. */
function splitScope(segment: string, quotes: string[]): { head: string; scope: string; isNear: boolean; isFor: boolean } | null {
  // From the rightmost keyword leftwards, so `the Sign in button in the header` splits at the last "in".
  const keywords = [...segment.matchAll(SCOPE_KEYWORD)].reverse();
  for (const match of keywords) {
    const head = segment.slice(0, match.index).trim();
    const scope = segment.slice((match.index ?? 0) + match[0].length).trim();
    if (!head || !scope) continue;
    // "for" names the item a control is for only right after that control's name or kind: `Click "Edit" for
    // "Ada"`, `Click the actions menu for Ada Lovelace`, `Tick the checkbox for Remember me`.
    const isFor = /^\s*for$/i.test(match[0]);
    // "the checkbox next to Remember me", "the edit icon beside Alice": a kind, then words on the page beside it.
    const isBeside = /^\s*(?:near|next\s+to|beside|close\s+to)$/i.test(match[0]);
    // (Not a place's kind: `in the row for Alan Turing` is the row, read with "in".)
    const isAfterName = endsWithName(head) || ((isFor || isBeside) && ENDS_WITH_KIND.test(head) && !ENDS_WITH_PLACE.test(head));
    if (isFor && !isAfterName) continue;
    const name = scopeName(scope, quotes, isAfterName);
    if (name !== null) return { head, scope: name, isNear: !/^\s*(?:in|inside|within|on)\b/i.test(match[0]), isFor };
  }
  return null;
}

const ENDS_WITH_NAME = new RegExp(String.raw`${QUOTED}(?:\s+(?:${ROLE_PATTERN}|${GENERIC_PATTERN}))?$`, 'i');

const GENERIC_ONLY = new RegExp(String.raw`^(?:(?:the|a|an)\s+)?(?:${GENERIC_PATTERN})$`, 'i');
const ENDS_WITH_PLACE = /\s(?:in|inside|within|on)\s+(?:the\s+|a\s+)?[\w-]+$/i;
const ENDS_WITH_KIND = new RegExp(String.raw`\s(?:${ROLE_PATTERN}|${GENERIC_PATTERN})$`, 'i');

function endsWithName(head: string): boolean {
  return ENDS_WITH_NAME.test(head);
}

/**
 * The name a scope clause gives, or null when the words after "in" are not a scope: a quoted name, "the …"
 * unquoted, or any words when the target itself was quoted (`Click "Delete" in Cart`).
 */
function scopeName(scope: string, quotes: string[], isAfterQuotedName: boolean): string | null {
  const quoted = QUOTED_SCOPE.exec(scope) ?? KIND_THEN_QUOTED_SCOPE.exec(scope);
  if (quoted?.groups) return quotedValue(quoted.groups.name as string, quotes);
  if (hasQuote(scope)) return null;
  const isThe = /^the\s+\S/i.test(scope);
  if (!isThe && !isAfterQuotedName) return null;
  const words = scope.replace(/^the\s+/i, '').trim();
  // "the left menu", "the top right corner": a part of the page named by where it is, kept whole.
  if (regionKindLocators(words)) return unmask(words, quotes);
  const kindFor = KIND_THEN_NAME_SCOPE.exec(words)?.groups?.name;
  if (kindFor) return unmask(kindFor, quotes).trim() || null;
  const name = TRAILING_REGION.exec(words)?.groups?.name ?? words;
  return unmask(name, quotes).trim() || null;
}
