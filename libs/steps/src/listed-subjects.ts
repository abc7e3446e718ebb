import { type StepAction } from './ast';
import { QUOTED, maskQuotes, quote, restoreQuotes } from './masked-line';

type Parse = (text: string) => { ok: true; action: StepAction } | { ok: false; reason?: string };

/** Kinds of element named in the plural beside a list of names: "the Save and Cancel buttons". */
const SINGULAR: Record<string, string> = {
  links: 'link',
  buttons: 'button',
  fields: 'field',
  inputs: 'input',
  'text boxes': 'text box',
  textboxes: 'textbox',
  checkboxes: 'checkbox',
  'radio buttons': 'radio button',
  tabs: 'tab',
  columns: 'column header',
  'column headers': 'column header',
  headings: 'heading',
  options: 'option',
  'menu items': 'menu item',
  icons: 'icon',
  images: 'image',
  dropdowns: 'dropdown',
  switches: 'switch',
};
const KINDS = Object.keys(SINGULAR)
  .sort((a, b) => b.length - a.length)
  .join('|');

const CLAIM = String.raw`(?:verify|check|assert|expect|ensure|make\s+sure|confirm|validate)(?:\s+(?:that|if|whether))?\s+`;
/** Words no name of a list holds: the verbs of the claim around it. */
const NOT_IN_A_NAME = String.raw`(?!(?:and|or|is|are|has|have|contains?|shows?|displays?|includes?|lists?|with)\b)`;
const WORD = String.raw`${NOT_IN_A_NAME}[\p{L}\p{N}][\p{L}\p{N}'’.\-/]*`;
/** One name of a list: quoted, or one to four words. */
const NAME = String.raw`(?:${QUOTED}|${WORD}(?:\s+${WORD}){0,3}?)`;
const LAST = String.raw`\s*(?:,\s*)?(?:and|&)\s+`;
/** Names with "and" before the last; unquoted, "and" alone joins the words of one name ("Terms and Conditions"). */
const LIST = String.raw`${NAME}(?:\s*,\s*${NAME})*${LAST}${NAME}`;
const QUOTED_LIST = String.raw`${QUOTED}(?:\s*,\s*${QUOTED})*${LAST}${QUOTED}`;
const COMMA_LIST = String.raw`${NAME}(?:\s*,\s*${NAME})+${LAST}${NAME}`;

/** "Verify the Save and Cancel buttons are visible": names, then their kind in the plural, then the claim. */
const NAMED_KINDS = new RegExp(String.raw`^(?<claim>${CLAIM})(?:(?:both|all)\s+)?(?:(?:of\s+)?the\s+)?(?<list>${LIST})\s+(?<kind>${KINDS})\b(?<tail>.*)$`, 'iu');
/** 'Verify "Home", "About" and "Contact" are visible': quoted names, then the claim. */
const QUOTED_NAMES = new RegExp(String.raw`^(?<claim>${CLAIM})(?:(?:both|all)\s+)?(?<list>${QUOTED_LIST})(?<tail>\s.*)$`, 'iu');
/**
 * "Verify the navigation has Home, About and Contact links", "Verify the menu contains Profile, Settings and
 * Logout", "Verify I can see Home, About and Contact": a place, or the page, that shows each of the names.
 */
const PLACE_HAS = new RegExp(
  String.raw`^(?<claim>${CLAIM})?(?<place>(?:the\s+)?[\p{L}\p{N}][^\uE000]*?|i|we|you|the\s+user)\s+(?<verb>has|have|contains|shows|displays|includes|lists|(?:can|should|must)\s+see|(?:should|must|will)\s+(?:have|contain|show|display|include|list))\s+(?:the\s+)?(?:(?<kind1>${KINDS})\s+(?:(?:to|for|named|called|labell?ed)\s+)?)?(?<list>${QUOTED_LIST}|${COMMA_LIST}|${LIST}(?=\s+(?:${KINDS})$)|(?<=(?:${KINDS})\s+(?:(?:to|for|named|called|labell?ed)\s+)?)${LIST})(?:\s+(?<kind2>${KINDS}))?$`,
  'iu',
);
const THE_PAGE = /^(?:the\s+)?(?:page|screen|site|app|website|i|we|you|the\s+user)$/i;

const SEPARATOR = /\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+/i;

/** The verb after a list, said of one of its names: "are" → "is", "appear" → "appears". */
function singularVerb(tail: string): string {
  const verbs: Record<string, string> = { are: 'is', were: 'was', have: 'has', appear: 'appears', exist: 'exists', show: 'shows', contain: 'contains', display: 'displays', remain: 'remains', become: 'becomes' };
  return tail.replace(/^(\s+)(are|were|have|appear|exist|show|contain|display|remain|become)\b/i, (_, space: string, verb: string) => `${space}${verbs[verb.toLowerCase()]}`).replace(/\s+(?:both|all)\b/i, '');
}

/** A list the line names, and the claim about one of its names in the grammar's words (the ways to say it, in order). */
interface ListedClaim {
  list: string;
  claimsOf: (name: string) => string[];
}

function listedClaim(masked: string): ListedClaim | null {
  const named = NAMED_KINDS.exec(masked)?.groups;
  if (named) return { list: named.list as string, claimsOf: (name) => [`${named.claim}the ${name} ${SINGULAR[kindKey(named.kind)]}${singularVerb(named.tail as string)}`] };
  const quoted = QUOTED_NAMES.exec(masked)?.groups;
  if (quoted) return { list: quoted.list as string, claimsOf: (name) => [`${quoted.claim}${name}${singularVerb(quoted.tail as string)}`] };
  const has = PLACE_HAS.exec(masked)?.groups;
  return has ? { list: has.list as string, claimsOf: (name) => claimsInPlace(has, name) } : null;
}

/** "the navigation has A, B and C links", "the menu contains A, B and C", "I can see A, B and C". */
function claimsInPlace(has: Record<string, string | undefined>, name: string): string[] {
  const claim = has.claim ?? 'Verify that ';
  const place = (has.place as string).trim();
  const kind = has.kind1 ?? has.kind2;
  const singular = kind ? SINGULAR[kindKey(kind)] : undefined;
  const onPage = THE_PAGE.test(place);
  if (singular === 'option' && !onPage) return [`${claim}${place} has the option ${name}`];
  if (singular) return [`${claim}the ${name} ${singular}${onPage ? '' : ` in ${place}`} is visible`];
  if (onPage) return [`${claim}the page shows ${name}`];
  const inPlace = `${claim}${name} is in ${place}`;
  const verb = /see$/i.test(has.verb as string) ? 'shows' : (has.verb as string).replace(/^(?:should|must|will)\s+(\w+)$/i, (_, bare: string) => (bare === 'have' ? 'has' : `${bare}s`));
  // "the cart contains X" is the item in the cart, which the cart's check reads; other places show the words.
  return /\b(?:cart|basket|bag)$/i.test(place) ? [inPlace] : [`${claim}${place} ${verb} ${name}`, `${claim}${place} contains ${name}`, inPlace];
}

const kindKey = (kind: string | undefined) => (kind ?? '').toLowerCase().replace(/\s+/g, ' ');

/**
 * A check of several named elements or texts at once ("Verify the Save and Cancel buttons are visible", 'Check
 * that "Home", "About" and "Contact" are shown', "Verify the menu contains Profile, Settings and Logout"): the
 * same check of each, in the order written; null when the line names no such list, or a name's check does not
 * read alone. Unquoted, "and" alone does not make a list without a kind in the plural: "Terms and Conditions" is
 * one name.
 */
export function checksOfListed(text: string, parse: Parse): StepAction[] | null {
  const { text: masked, spans } = maskQuotes(text);
  const listed = listedClaim(masked);
  if (!listed) return null;
  const names = listed.list.split(SEPARATOR).filter(Boolean);
  if (names.length < 2) return null;
  const steps: StepAction[] = [];
  for (const name of names) {
    const quoted = name.startsWith('\uE000') ? name : quote(name);
    const read = listed.claimsOf(quoted).map((way) => parse(restoreQuotes(way, spans))).find((one) => one.ok && one.action.kind === 'assert');
    if (!read?.ok) return null;
    steps.push(read.action);
  }
  return steps;
}
