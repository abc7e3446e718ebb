import { OWN_BOX_SCRIPT } from './field-validity';
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
/** Colours people name, with the shades and synonyms they use ("light blue", "grey", "violet"). */
const COLOUR = String.raw`(?<value>(?:(?:light|dark|bright|pale)\s+)?(?:red|green|blue|yellow|orange|purple|violet|pink|magenta|gr[ae]y|black|white|brown|teal|cyan|turquoise|navy))`;
const PATTERNS: Array<{ property: ElementProperty; pattern: RegExp; optional?: RegExp }> = [
  // "the Delete button is red", "turns green", "is shown in green", "has a blue background", "the colour of X is red".
  { property: 'colour', pattern: new RegExp(String.raw`^(?:the\s+)?(?:text\s+|background\s+|font\s+|border\s+)?colou?r\s+of\s+(?<target>.+?)\s+(?:is|are|be)\s+${NOT}${COLOUR}$`, 'i') },
  { property: 'colour', pattern: new RegExp(String.raw`^(?<target>.+?)\s+${NOT}(?:(?:is|are|be)\s+(?<negated2>not\s+)?(?:(?:shown|displayed|written|highlighted|colou?red|painted|styled)\s+)?(?:in\s+)?|turns?\s+|becomes?\s+|changes?\s+(?:colou?r\s+)?to\s+)${COLOUR}(?:\s+colou?r)?$`, 'i') },
  { property: 'colour', pattern: new RegExp(String.raw`^(?<target>.+?)\s+${NOT}(?:has|have)\s+(?:an?\s+|the\s+)?${COLOUR}\s+(?:background|text|font|border|colou?r|outline)(?:\s+colou?r)?$`, 'i') },
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

/** Names of the same colours, as ELEMENT_PROPERTIES_SCRIPT names them. */
const COLOUR_SYNONYMS: Record<string, string> = { grey: 'gray', 'light grey': 'light gray', 'dark grey': 'dark gray', violet: 'purple', magenta: 'pink', teal: 'cyan', turquoise: 'cyan', navy: 'dark blue' };
const FIELD_WORDS = /\b(?:field|input|text\s?box|textarea|text\s+area)$/i;
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
    // "the username field is highlighted in red": a field refused, which its own check reads (see fieldValidity).
    if (property === 'colour' && /red/i.test(match.value ?? '') && FIELD_WORDS.test(match.target as string)) continue;
    const target = read(match.target as string);
    if (!target) continue;
    const negated = Boolean(match.negated || match.negated2) !== Boolean(optional && !pattern.test(claim));
    if (match.value === undefined) return { type: 'element-property', target, property, negated };
    const value = valueOf(match.value);
    if (value === null || (property === 'link' && !ADDRESS.test(value))) continue;
    if (property === 'colour') {
      const colour = value.toLowerCase().replace(/\s+/g, ' ').replace(/^(?:bright|pale)\s+/, (shade) => (shade.startsWith('pale') ? 'light ' : ''));
      return { type: 'element-property', target, property, value: COLOUR_SYNONYMS[colour] ?? colour, negated };
    }
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
  /** The colours it shows (its text, its background, its border), named as people name them. */
  colours: string[];
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
  // The colours a person sees it in: its text, its background (its own, else the nearest painted one around it) and
  // its border, each named by its hue ("red", "light blue"), or grey, black and white when it has little colour.
  const names = (colour) => {
    const rgb = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/.exec(colour || '');
    if (!rgb || (rgb[4] !== undefined && Number(rgb[4]) < 0.3)) return [];
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((part) => Number(part) / 255);
    const max = Math.max(r, g, b), min = Math.min(r, g, b), light = (max + min) / 2, chroma = max - min;
    const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * light - 1));
    if (saturation < 0.2 || chroma < 0.12) return light < 0.18 ? ['black'] : light > 0.9 ? ['white'] : ['gray'];
    let hue = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
    hue = (hue * 60 + 360) % 360;
    const shade = light > 0.65 ? 'light ' : light < 0.3 ? 'dark ' : '';
    const hues = hue < 15 || hue >= 345 ? ['red'] : hue < 40 ? (light < 0.35 ? ['brown', 'orange'] : ['orange']) : hue < 70 ? ['yellow'] : hue < 170 ? ['green'] : hue < 200 ? ['cyan', 'blue'] : hue < 255 ? ['blue'] : hue < 290 ? ['purple'] : ['pink'];
    return hues.flatMap((name) => [name, shade + name]);
  };
  const style = getComputedStyle(el);
  // A background around it counts when it has a colour of its own (an alert's pink box), never the page's white.
  const plain = (found) => found.length === 0 || ['gray', 'white', 'black'].includes(found[0]);
  let background = names(style.backgroundColor);
  for (let around = el.parentElement, depth = 0; background.length === 0 && around && around !== document.body && depth < 3; around = around.parentElement, depth += 1) {
    const found = names(getComputedStyle(around).backgroundColor);
    if (!plain(found)) background = found;
  }
  const borders = ['Top', 'Right', 'Bottom', 'Left'].filter((edge) => parseFloat(style['border' + edge + 'Width']) > 0).map((edge) => style['border' + edge + 'Color']);
  const colours = [...names(style.color), ...background, ...borders.flatMap(names)];
  // Required as the page says it, when the field does not: a star or a "required" class on the label of the box that
  // holds this field alone (OrangeHRM's, Ant Design's), or that box saying the field is required.
  const box = field.matches('input, select, textarea') ? (${OWN_BOX_SCRIPT})(field) : null;
  const labels = [...(field.labels || []), ...(box ? box.querySelectorAll('label, legend') : [])];
  const markedRequired = labels.some((label) => /required/i.test(typeof label.className === 'string' ? label.className : '') || /\*\s*$/.test(label.textContent || '') || Boolean(label.querySelector('[class*="required" i]')))
    || (box !== null && /(?:^|[\s:])(?:required|(?:this\s+)?field\s+is\s+required|is\s+required)(?:[\s.!]|$)/i.test(box.innerText || ''));
  return {
    colours: Array.from(new Set(colours)),
    href: link ? link.href : null,
    hrefWritten: link ? link.getAttribute('href') : null,
    newTab: Boolean(link && link.target === '_blank') || (el.getAttribute('target') === '_blank'),
    required: Boolean(field.required) || field.getAttribute('aria-required') === 'true' || markedRequired,
    masked,
    focused: Boolean(active) && (active === el || el.contains(active) || active === field),
    placeholder: field.getAttribute('placeholder') ?? field.getAttribute('aria-placeholder'),
  };
}`;
