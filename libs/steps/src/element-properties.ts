import { type Assertion, type ElementProperty, type Target } from './ast';

/**
 * What people check of an element beyond its words and state: where a link leads and whether it opens a new tab, a
 * field's placeholder, whether it must be filled or hides what is typed, which element has the focus.
 */

type Read = (target: string) => Target | null;
type Claim = Extract<Assertion, { type: 'element-property' }>;

const NOT = String.raw`(?<negated>not\s+)?`;
const BE = String.raw`(?:(?:is|are|be)\s+)?`;
/** "is" said: "the Company field is optional", never the last word of "has placeholder Optional". */
const IS = String.raw`(?:is|are|be)\s+`;
const PATTERNS: Array<{ property: ElementProperty; pattern: RegExp; optional?: RegExp }> = [
  // "the About link points to /about", "links to", "goes to", "has href /docs", "the href of the Docs link is /docs".
  { property: 'link', pattern: new RegExp(String.raw`^(?<target>.+?)\s+${NOT}(?:points?|links?|leads?|goes|go|navigates?|redirects?|takes\s+(?:you|the\s+user|me)|directs?)\s+to\s+(?<value>.+)$`, 'i') },
  { property: 'link', pattern: new RegExp(String.raw`^(?<target>.+?)\s+${NOT}(?:has|have)\s+(?:the\s+|an?\s+)?(?:href|url|link|address)\s+(?:of\s+|to\s+)?(?<value>.+)$`, 'i') },
  { property: 'link', pattern: new RegExp(String.raw`^(?:the\s+)?(?:href|url|link|address|target\s+url)\s+of\s+(?<target>.+?)\s+(?:is|are|be|equals?|contains?)\s+${NOT}(?<value>.+)$`, 'i') },
  // "the Twitter link opens in a new tab", "… opens in a new window".
  { property: 'new-tab', pattern: new RegExp(String.raw`^(?<target>.+?)\s+${NOT}(?:opens?|open|is\s+opened|launches|launch)\s+(?:up\s+)?in\s+(?:a\s+)?(?:new|separate|another)\s+(?:browser\s+)?(?:tab|window)$`, 'i') },
  // "the email field is required", "is mandatory"; "is optional" is the opposite.
  { property: 'required', pattern: new RegExp(String.raw`^(?<target>.+?)\s+${NOT}${IS}(?<negated2>not\s+)?(?:required|mandatory|a\s+required\s+field)$`, 'i'), optional: new RegExp(String.raw`^(?<target>.+?)\s+${IS}(?:optional|not\s+mandatory)$`, 'i') },
  // "the password field is masked": what is typed shows as dots.
  { property: 'masked', pattern: new RegExp(String.raw`^(?<target>.+?)\s+${NOT}${IS}(?<negated2>not\s+)?(?:masked|obscured|obfuscated|shown\s+as\s+(?:dots|asterisks|bullets)|a\s+password\s+field)$`, 'i') },
  // "the Submit button is focused", "has focus", "has the focus".
  { property: 'focused', pattern: new RegExp(String.raw`^(?<target>.+?)\s+${NOT}(?:${BE}(?<negated2>not\s+)?(?:focused|in\s+focus)|(?:has|have)\s+(?:the\s+)?(?:keyboard\s+)?focus)$`, 'i') },
  // "the search field has placeholder Search…", "the placeholder of Email is name@example.com".
  { property: 'placeholder', pattern: new RegExp(String.raw`^(?<target>.+?)\s+${NOT}(?:has|have|shows?|displays?)\s+(?:the\s+|a\s+)?placeholder(?:\s+text)?\s+(?:of\s+|that\s+says\s+|saying\s+)?(?<value>.+)$`, 'i') },
  { property: 'placeholder', pattern: new RegExp(String.raw`^(?:the\s+)?placeholder(?:\s+text)?\s+(?:of|in)\s+(?<target>.+?)\s+(?:is|are|be|says?|reads?)\s+${NOT}(?<value>.+)$`, 'i') },
];

const SAYS = /\b(?:says?|saying|shows?|showing|appears?|displays?|displaying|reads?|reading|stating|that|which|containing|contains?)\b/i;

/** A value the link must lead to: an address or a part of one ("/about", "https://x.com", "twitter.com"). */
const ADDRESS = /^(?:\/|https?:\/\/|mailto:|tel:|#)|^[\w-]+(?:\.[\w-]+)+(?:[/?#].*)?$/i;

/**
 * The property a claim checks, with its target read by `read` and its value by `valueOf` (quotes unmasked); null
 * when the claim is not one of these. A link's value must be an address: "goes to the About page" is not.
 */
export function readElementProperty(claim: string, read: Read, valueOf: (words: string) => string | null): Claim | null {
  for (const { property, pattern, optional } of PATTERNS) {
    const match = pattern.exec(claim)?.groups ?? optional?.exec(claim)?.groups;
    // "an error message appears saying the password is required": words shown, not a field's property.
    if (!match || SAYS.test(match.target as string)) continue;
    const target = read(match.target as string);
    if (!target) continue;
    const negated = Boolean(match.negated || match.negated2) !== Boolean(optional && !pattern.test(claim));
    if (match.value === undefined) return { type: 'element-property', target, property, negated };
    const value = valueOf(match.value);
    if (value === null || (property === 'link' && !ADDRESS.test(value))) continue;
    return { type: 'element-property', target, property, value, negated };
  }
  return null;
}

/** What a page says of the element (ELEMENT_PROPERTIES_SCRIPT). */
export interface ElementProperties {
  /** The address it leads to, as written and resolved; null when it is no link (nor in one). */
  href: string | null;
  hrefWritten: string | null;
  /** It opens in a new tab or window (target="_blank"). */
  newTab: boolean;
  required: boolean;
  masked: boolean;
  focused: boolean;
  placeholder: string | null;
}

/**
 * The properties of an element, as the source of a function run in the page (the engine's check and the exported
 * spec's `propertiesOf`). A link is the element or the link around it; a field the element or the one inside it.
 */
export const ELEMENT_PROPERTIES_SCRIPT = String.raw`(el) => {
  const link = el.closest('a[href], area[href]') || el.querySelector('a[href]');
  const field = el.matches('input, textarea, select') ? el : el.querySelector('input, textarea, select') || el;
  let active = document.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
  const masked = field.type === 'password' || ['disc', 'circle', 'square'].includes(getComputedStyle(field).getPropertyValue('-webkit-text-security'));
  return {
    href: link ? link.href : null,
    hrefWritten: link ? link.getAttribute('href') : null,
    newTab: Boolean(link && link.target === '_blank') || (el.getAttribute('target') === '_blank'),
    required: Boolean(field.required) || field.getAttribute('aria-required') === 'true',
    masked,
    focused: Boolean(active) && (active === el || el.contains(active) || active === field),
    placeholder: field.getAttribute('placeholder') ?? field.getAttribute('aria-placeholder'),
  };
}`;
