/**
 * Matching a goal's words to the names on a page: lower case, common phrases joined ("sign up" → signup),
 * stop-words dropped, a light stemming (subscribed, subscribes, subscribe → subscrib), and small groups of
 * words that mean the same thing on websites (log in ~ sign in, newsletter ~ subscribe).
 */

const PHRASES: Array<[RegExp, string]> = [
  [/\bsign(?:ing)?[\s-]*up\b/g, 'signup'],
  [/\bsign(?:ing)?[\s-]*in\b/g, 'signin'],
  [/\blog(?:ging)?[\s-]*(?:in|on)\b/g, 'login'],
  [/\b(?:log|sign)(?:ging)?[\s-]*out\b/g, 'logout'],
  [/\bcheck[\s-]*out\b/g, 'checkout'],
  [/\badd(?:ing)?\s+(?:\w+\s+){0,3}?to\s+(?:the\s+|my\s+)?(?:cart|basket|bag)\b/g, 'addtocart'],
  [/\bcreate\s+(?:an?\s+|my\s+|your\s+)?account\b/g, 'register'],
  [/\bget\s+in\s+touch\b/g, 'contact'],
  [/\bmailing\s+list\b/g, 'newsletter'],
  [/\blook\s+(?:for|up)\b/g, 'search'],
  [/\be-mail\b/g, 'email'],
  [/\bget\s+started\b/g, 'getstarted'],
];

const STOP_WORDS = new Set(
  `a an the to for of my me i we our us your you their they it its this that these those and or but with without in on at by
   from into as is are be been being was were can could should would will shall may might must want wants wanted need needs
   able user users visitor visitors customer customers someone people person page pages website site web app application
   some any all each every so then there here when where how what which who if not no do does did done go goes going get
   gets got make makes sure test tests check verify works work working properly correctly successfully via using use just
   also very really please`.split(/\s+/),
);

const SYNONYMS: string[][] = [
  ['signup', 'register', 'registration', 'join', 'getstarted'],
  // Making an item: "Create a contact" opens "+ New contact", "Add project", "Create issue".
  ['create', 'new', 'add'],
  ['login', 'signin'],
  ['logout', 'signout'],
  ['subscribe', 'newsletter', 'updates', 'subscription'],
  ['buy', 'purchase', 'order', 'addtocart', 'cart', 'basket', 'bag', 'checkout', 'shop'],
  ['search', 'find', 'query'],
  ['contact', 'message', 'enquiry', 'inquiry', 'support', 'reach', 'send'],
  ['price', 'pricing', 'plan', 'plans', 'cost'],
  ['password', 'forgot', 'reset', 'forgotten'],
  ['docs', 'documentation', 'guide', 'guides', 'help'],
  ['account', 'profile', 'settings'],
  ['about', 'company', 'team'],
  ['blog', 'article', 'articles', 'news', 'posts'],
];

/** A word's stem: enough to make plurals and verb forms meet (pricing ~ price, subscribed ~ subscribe). */
export function stem(word: string): string {
  let result = word.toLowerCase();
  if (result.length <= 3) return result;
  if (/ies$/.test(result) && result.length > 4) return `${result.slice(0, -3)}y`;
  if (/ing$/.test(result) && result.length >= 6) result = undouble(result.slice(0, -3));
  else if (/ed$/.test(result) && result.length >= 5) result = undouble(result.slice(0, -2));
  else if (/(?:[sxz]|ch|sh)es$/.test(result) && result.length > 4) result = result.slice(0, -2);
  else if (/[^su]s$/.test(result) && !/is$/.test(result)) result = result.slice(0, -1);
  return result.length > 3 ? result.replace(/e$/, '') : result;
}

/** shopp → shop, logg → log; but not "call" or "press". */
function undouble(word: string): string {
  return /([b-df-hj-km-np-rtv-z])\1$/.test(word) && !/(?:ll|ss|zz|ff)$/.test(word) ? word.slice(0, -1) : word;
}

/** The meaningful words of a text, stemmed, in order. */
export function words(text: string): string[] {
  let normalized = text.toLowerCase().replace(/[’']/g, '');
  for (const [pattern, replacement] of PHRASES) normalized = normalized.replace(pattern, ` ${replacement} `);
  return normalized
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOP_WORDS.has(word))
    .map(stem);
}

const SYNONYM_GROUPS = SYNONYMS.map((group) => new Set(group.map(stem)));

export interface Goal {
  /** The goal's own words, stemmed. */
  words: Set<string>;
  /** Words of the same meaning as one of the goal's words. */
  related: Set<string>;
  /** Values the goal quotes ("search for "straw hat"") or names after "for" / "with". */
  quoted: string[];
}

export function readGoal(description: string): Goal {
  const own = new Set(words(description));
  const related = new Set<string>();
  for (const group of SYNONYM_GROUPS) {
    if ([...group].some((word) => own.has(word))) for (const word of group) if (!own.has(word)) related.add(word);
  }
  const quoted = [...description.matchAll(/"([^"]+)"|“([^”]+)”|(?<=^|\s)'([^']+)'(?=$|[\s.,!?])/g)].map((match) => (match[1] ?? match[2] ?? match[3]) as string);
  return { words: own, related, quoted };
}

/** How strongly a name matches the goal: 1 per word of the goal, 0.6 per related word, shorter names first. */
export function relevance(name: string, goal: Goal): number {
  const named = words(name);
  if (named.length === 0) return 0;
  let score = 0;
  for (const word of new Set(named)) {
    if (goal.words.has(word)) score += 1;
    else if (goal.related.has(word)) score += 0.6;
    else if (word.length >= 5 && [...goal.words].some((wanted) => wanted.length >= 5 && (wanted.startsWith(word) || word.startsWith(wanted)))) score += 0.5;
  }
  return score / (1 + 0.1 * Math.max(0, named.length - 2));
}
