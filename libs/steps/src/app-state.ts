/**
 * Checks of where the user stands in the app, which people write without naming anything on the page: "the user is
 * logged in", "login fails", "the order is placed". The page shows them in its own words and controls; the check
 * reads the signs every app gives (APP_STATE_SCRIPT).
 */
export type AppState = 'logged-in' | 'logged-out' | 'login-failed' | 'order-placed';

const re = (source: string) => new RegExp(`^${source}$`, 'i');

const BE = String.raw`(?:(?:is|am|are|be|was|were|gets?|got|has\s+been|have\s+been|becomes?|stays?|remains?)\s+)?`;
const NOW = String.raw`(?:(?:now|then|still|successfully)\s+)*`;
const WELL = String.raw`(?:\s+(?:successfully|correctly|properly|now))?`;
/** "logged in as Ada": the name the page must show. */
const AS = String.raw`(?:\s+as\s+(?<as>\S.*?))?${WELL}`;
const LOGIN = String.raw`(?:the\s+|a\s+)?(?:log[\s-]?in|sign[\s-]?in|signin|log[\s-]?on|authentication)(?:\s+(?:attempt|process|request))?`;
const LOGOUT = String.raw`(?:the\s+)?(?:log[\s-]?out|sign[\s-]?out|signout|log[\s-]?off)(?:\s+(?:attempt|process|request))?`;
const WORKED = String.raw`(?:is\s+|was\s+|be\s+)?(?:successful|succeeds?|succeeded|works?|worked|completes?|completed|goes\s+through|went\s+through)${WELL}`;
const FAILED = String.raw`(?:is\s+|was\s+|be\s+)?(?:fails?|failed|unsuccessful|not\s+successful|rejected|denied|refused|blocked|not\s+work|does\s+not\s+work)`;
/** The thing bought or booked, and what says it went through. */
const ORDER = String.raw`(?:the\s+|an?\s+|my\s+|your\s+|their\s+)?(?:order|purchase|checkout|payment|booking|reservation|transaction)`;
const PLACED = String.raw`(?:is\s+|was\s+|be\s+|has\s+been\s+|gets?\s+)?${NOW}(?:placed|completed?|confirmed|successful|succeeds?|succeeded|submitted|finished|processed|accepted|goes\s+through|went\s+through)${WELL}`;
/** "login fails with an error message": any error; a quoted one is a check of its words, not this one. */
const WITH_ERROR = String.raw`(?:\s+with\s+(?:an?\s+|the\s+)?(?:error|validation)(?:\s+(?:message|alert|banner))?)?`;
const SHOWN = String.raw`(?:is\s+|are\s+|be\s+)?(?:shown|displayed|visible|present|seen|appears?|rendered)`;
const CONFIRMATION = String.raw`${ORDER}\s+(?:confirmation|complete|completion|success)(?:\s+(?:message|page|screen|text|notice|banner))?`;

const STATES: Array<[RegExp, AppState]> = [
  // "the user is logged in", "I am now signed in", "user has logged in successfully", "successful login", "login works".
  [re(String.raw`${BE}${NOW}(?:logged|signed)[\s-]?in${WELL}${AS}`), 'logged-in'],
  [re(String.raw`(?:has|have)\s+${NOW}(?:logged|signed)[\s-]?in${WELL}${AS}`), 'logged-in'],
  [re(String.raw`(?:be\s+)?able\s+to\s+(?:log|sign)[\s-]?in${WELL}`), 'logged-in'],
  [re(String.raw`(?:log|sign)[\s-]?in\s+successfully`), 'logged-in'],
  [re(String.raw`${LOGIN}\s+${WORKED}`), 'logged-in'],
  [re(String.raw`(?:a\s+|the\s+)?successful\s+(?:log[\s-]?in|sign[\s-]?in)`), 'logged-in'],
  // "the user is logged out", "the user is not logged in anymore", "logout is successful".
  [re(String.raw`${BE}${NOW}(?:logged|signed)[\s-]?out${WELL}`), 'logged-out'],
  [re(String.raw`(?:has|have)\s+${NOW}(?:logged|signed)[\s-]?out${WELL}`), 'logged-out'],
  [re(String.raw`(?:is|am|are|be|was|were)\s+not\s+(?:logged|signed)[\s-]?in(?:\s+any\s?more)?`), 'logged-out'],
  [re(String.raw`${LOGOUT}\s+${WORKED}`), 'logged-out'],
  // "login fails", "the login attempt is rejected", "the user cannot log in" (read "not log in"), "is unable to sign in".
  [re(String.raw`${LOGIN}\s+${FAILED}${WITH_ERROR}`), 'login-failed'],
  [re(String.raw`(?:(?:is|are|be)\s+)?(?:not\s+(?:be\s+)?able\s+to|unable\s+to|not)\s+(?:log|sign)[\s-]?in`), 'login-failed'],
  [re(String.raw`(?:a\s+|the\s+)?(?:failed|unsuccessful)\s+(?:log[\s-]?in|sign[\s-]?in)(?:\s+attempt)?`), 'login-failed'],
  // "the order is placed successfully", "checkout is complete", "the order confirmation is shown", "see the order confirmation".
  [re(String.raw`${ORDER}\s+${PLACED}`), 'order-placed'],
  [re(String.raw`${CONFIRMATION}\s+${SHOWN}`), 'order-placed'],
  [re(String.raw`(?:see|sees|get|gets|receive|receives)\s+${CONFIRMATION}`), 'order-placed'],
  [re(String.raw`(?:a\s+|the\s+)?(?:successful|completed)\s+(?:order|purchase|checkout|payment|booking)`), 'order-placed'],
];

/** Who the claim is about, beyond the grammar's "the user" and "I": "the customer", "standard_user". */
const OTHER_SUBJECT = /^(?:the\s+)?(?:customer|admin(?:istrator)?|member|buyer|shopper|client|account\s+holder|[a-z]+_user)\s+/i;

/**
 * The state a claim names, from its normalized words with the subject taken off ("is logged in", "login fails"), and
 * the name it is logged in as, as written ("as Ada"); undefined when it names none.
 */
export function readAppState(claim: string): { state: AppState; as?: string } | undefined {
  const words = claim.trim().replace(/[.!]+$/, '').replace(OTHER_SUBJECT, '');
  for (const [pattern, state] of STATES) {
    const as = pattern.exec(words)?.groups?.as;
    if (pattern.test(words)) return as ? { state, as } : { state };
  }
  return undefined;
}

/** The claim as a step writes it: each reads back to its state. */
export const APP_STATE_CLAIMS: Record<AppState, string> = {
  'logged-in': 'the user is logged in',
  'logged-out': 'the user is logged out',
  'login-failed': 'the login fails',
  'order-placed': 'the order is placed',
};

/** What the page shows of the user's state (APP_STATE_SCRIPT). */
export interface AppStateSigns {
  /** A password field to log in with is shown. */
  loginForm: boolean;
  /** The words of a control that logs out (shown, or in a closed menu), null when there is none. */
  logout: string | null;
  /** Words that greet or name the user signed in ("Logged in as Ada", "Welcome back"). */
  greeting: string | null;
  /** The words of a shown control to the user's account or profile. */
  account: string | null;
  /** The words of a shown control to log in or sign up. */
  login: string | null;
  /** The errors the page shows (its alerts and error messages, and words that say a login was refused). */
  errors: string[];
  /** Words that say an order went through ("Thank you for your order!", "Order #1042 confirmed"), unless others say it did not. */
  orderDone: string | null;
  /** Words that say the order did not go through ("nothing was ordered", "payment declined"). */
  orderRefused: string | null;
  loggedIn: boolean;
  /** The page shows the name the user is logged in as (true when the check names none). */
  named: boolean;
  holds: boolean;
}

/**
 * The signs of the user's state in the page, as the source of a function run in it (the engine's check and the
 * exported spec's); called with an AppState, it returns AppStateSigns.
 *
 * Logged in: a control logs out (shown or in a closed menu); or, with no password field to log in with shown, the
 * page greets the user ("Logged in as…", "Welcome back"), or a control to the user's account or settings is shown
 * with none to log in. Logged out: none of those, and a login form or a control to log in or sign up is shown.
 * Login failed: not logged in, and an error is shown. Order placed: a heading or message (not a control) says the
 * order went through ("Thank you for your order", "Order #1042 has been placed", "Checkout: Complete!"), and no
 * words say it did not ("nothing was ordered"); "Payment is processed securely" on a checkout page says nothing yet.
 * `errorSelector`: the page's error messages, as the error check finds them.
 */
export const APP_STATE_SCRIPT = String.raw`({ state, errorSelector, as }) => {
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
  };
  const CONTROLS = 'a, button, [role="button"], [role="link"], [role="menuitem"], input[type="submit"], input[type="button"]';
  const wordsOf = (el) => clean(el.innerText || el.textContent || el.value || el.getAttribute('aria-label') || el.getAttribute('title') || '');
  const namesOf = (el) => [wordsOf(el), el.getAttribute('aria-label'), el.getAttribute('title'), el.id, el.getAttribute('class'), el.getAttribute('data-test'), el.getAttribute('data-testid'), el.getAttribute('name'), el.getAttribute('href'), ...[...el.querySelectorAll('img[alt]')].map((img) => img.alt)]
    .filter(Boolean)
    .map((name) => String(name).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
  const controls = [...document.querySelectorAll(CONTROLS)];
  const LOGOUT = /(?<![a-z])(?:log|sign)[-_ ]?(?:out|off)(?![a-z])/;
  const logout = controls.find((el) => namesOf(el).some((name) => LOGOUT.test(name)));
  const letters = (text) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').toLowerCase();
  const LOGIN = /^(?:log ?in|sign ?in|sign ?up|register|create (?:an |your )?account|join(?: now)?)(?:\s*(?:\/|or|&|and)\s*(?:log ?in|sign ?in|sign ?up|register|create (?:an )?account))?$/;
  const login = controls.find((el) => shown(el) && LOGIN.test(letters(wordsOf(el))));
  const ACCOUNT = /(?<![a-z])(?:my account|account|profile|avatar|user menu|user-menu|usermenu|user_menu|settings|my orders)(?![a-z])/;
  const account = controls.find((el) => shown(el) && namesOf(el).some((name) => ACCOUNT.test(name)));
  const CHANGING = /\b(?:change|update|new|current|confirm|repeat)\s+(?:your\s+)?password\b/i;
  const CHANGING_FIELD = /\b(?:new|change|current|old|confirm|repeat|again)\b/i;
  const loginForm = [...document.querySelectorAll('input[type="password"]')].some((field) => {
    if (!shown(field) || field.autocomplete === 'new-password') return false;
    const named = [field.placeholder, field.name, field.id, field.getAttribute('aria-label'), ...[...(field.labels || [])].map((label) => label.textContent)].join(' ');
    return !CHANGING_FIELD.test(named.replace(/[-_]/g, ' ')) && !CHANGING.test((field.form || document.body).innerText || '');
  });
  const text = document.body ? document.body.innerText : '';
  const GREETING = /\b(?:logged|signed) in as\b[^\n]{0,40}|\byou(?:'re|’re| are| have)?\s+(?:now\s+|successfully\s+)*(?:logged|signed)\s+in\b|\byou logged into\b[^\n]{0,30}|\b(?:login|sign[- ]?in)\s+(?:was\s+)?successful\b|\bsuccessfully\s+(?:logged|signed)\s+in\b|\bwelcome back\b[^\n]{0,30}|\bwelcome,\s*\p{L}[^\n]{0,30}/iu;
  const greeted = GREETING.exec(text) || /\b(?:Hello|Hi),\s+\p{Lu}[^\n]{0,30}/u.exec(text);
  const isControl = (el) => el.closest(CONTROLS) !== null;
  const errorRegions = errorSelector ? [...document.querySelectorAll(errorSelector)] : [];
  const REFUSED = /\b(?:invalid|incorrect|wrong|(?:does|do) ?n[o']?t match|not match|failed|denied|not recognized|try again|locked out|unable to|is required|are required|no account|unknown user|not valid|bad credentials)\b/i;
  const leaves = [...document.querySelectorAll('p, div, span, li, small, strong, b, em, label, h1, h2, h3, h4, h5, h6, [role="alert"], [role="status"]')]
    .filter((el) => !el.querySelector('p, div, li, h1, h2, h3, h4, h5, h6') && REFUSED.test(el.textContent || ''));
  const found = [...new Set([...errorRegions, ...leaves]
    .filter((el) => shown(el) && !isControl(el))
    .map((el) => clean(el.innerText).replace(/\s*[×✕✖]$/, ''))
    .filter((words) => words && words.length <= 240))];
  // A box and the message in it are one error: its words, without the box's close button.
  const errors = found.filter((words) => !found.some((other) => other !== words && words.includes(other)));
  const ORDER = '(?:order|purchase|checkout|payment|booking|reservation|transaction)';
  const DONE = new RegExp([
    '\\bthank(?:s| you)\\s+for\\s+(?:your\\s+|the\\s+)?(?:order|purchase|shopping|payment|booking|reservation|buying)',
    '\\b' + ORDER + '(?:\\s+(?:#\\s?|no\\.?\\s?|number\\s+)?[A-Z0-9-]*\\d[A-Z0-9-]*)?\\s*:?\\s+(?:has\\s+been\\s+|have\\s+been\\s+|was\\s+|is\\s+)?(?:now\\s+)?(?:successfully\\s+)?(?:placed|confirmed|received|complete|completed|successful|submitted|dispatched)\\b',
    '\\b(?:order|booking|confirmation)\\s+(?:number|no\\.?|id|reference|#)\\s*(?:is\\s*)?:?\\s*#?[A-Z0-9-]*\\d',
  ].join('|'), 'i');
  const CONFIRMED = new RegExp('\\b' + ORDER + '\\s+confirm(?:ation|ed)\\b', 'i');
  const said = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"], p, div, span, strong, li, [role="status"], [role="alert"]')]
    .filter((el) => !el.querySelector('p, div, h1, h2, h3, h4, h5, h6, li') && !isControl(el) && shown(el))
    .map((el) => ({ el, words: clean(el.innerText) }))
    .find(({ el, words }) => words.length <= 300 && (DONE.test(words) || (el.matches('h1, h2, h3, h4, h5, h6, [role="heading"]') && CONFIRMED.test(words))));
  // "Checkout: Complete!" over "Your cart was empty: nothing was ordered." is no order.
  const NOT_PLACED = /\bnothing\s+(?:was|has\s+been)\s+(?:ordered|purchased|placed|bought)\b|\b(?:order|payment|purchase|checkout)\b[^.!?\n]{0,30}\b(?:not|n[’']t)\s+(?:be\s+|been\s+)?(?:placed|processed|completed|confirmed|accepted)\b|\b(?:order|payment|purchase|checkout|card)\b[^.!?\n]{0,20}\b(?:failed|declined|rejected)\b|\b(?:cart|basket|bag)\s+(?:was|is)\s+empty\b/i;
  const refused = NOT_PLACED.exec(text);
  const signs = {
    loginForm,
    logout: logout ? wordsOf(logout) || 'log out' : null,
    greeting: greeted ? clean(greeted[0]) : null,
    account: account ? wordsOf(account) || 'account' : null,
    login: login ? wordsOf(login) : null,
    errors: errors.slice(0, 3),
    orderDone: said && !refused ? said.words : null,
    orderRefused: refused ? clean(refused[0]) : null,
  };
  // A control that logs out settles it: a page of settings may ask for a password too.
  const loggedIn = signs.logout !== null || (!loginForm && (signs.greeting !== null || (signs.account !== null && signs.login === null)));
  const loggedOut = signs.logout === null && signs.greeting === null && (loginForm || signs.login !== null);
  // "logged in as Ada": the page shows the name, as a person would look for it.
  const named = !as || text.toLowerCase().replace(/\s+/g, ' ').includes(as.toLowerCase().replace(/\s+/g, ' ').trim());
  const holds = {
    'logged-in': loggedIn && named,
    'logged-out': loggedOut,
    'login-failed': !loggedIn && signs.errors.length > 0,
    'order-placed': signs.orderDone !== null,
  }[state];
  return { ...signs, loggedIn, named, holds };
}`;

export interface AppStateQuery {
  state: AppState;
  /** The page's error messages (region-kinds' error kind, as CSS). */
  errorSelector: string;
  /** "logged in as Ada": the name the page must show. */
  as?: string;
}
