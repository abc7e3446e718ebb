import { type StepAction, type Target } from './ast';

/**
 * The button that opens a site's menu, named by the menu rather than by its own words: "Open the navigation menu",
 * "Click the hamburger icon", "Open the user menu". Such a button rarely says so: it is "Toggle navigation",
 * "Open main menu", "open drawer" or "Ada Lovelace", often only an icon, known by its class (`navbar-toggler`,
 * `hamburger`), what it controls (`aria-controls="mobile-menu"`) or the icon it holds (`fa-bars`, MUI's MenuIcon).
 * Kept as the target's part `menu-button`, its words saying which menu ("hamburger", "main", "user", or none).
 */

/** Words that say which menu: the site's navigation, or the signed-in user's. */
const NAVIGATION_WORDS = String.raw`navigation|nav|navbar|hamburger|burger|main|primary|site|mobile|responsive|collapsed|global`;
const ACCOUNT_WORDS = String.raw`user|account|my\s+account|user\s+account|profile|avatar`;
const BUTTON_WORDS = String.raw`button|icon|toggle|toggler|trigger`;

/** Words naming the button itself, whatever the step does with it: "the hamburger icon", "the menu button". */
const NAMES_BUTTON = new RegExp(
  String.raw`^(?:(?<burger>hamburger|burger)(?:\s+(?:menu|nav(?:igation)?))?(?:\s+(?:${BUTTON_WORDS}))?|(?:(?<which>${NAVIGATION_WORDS}|${ACCOUNT_WORDS})\s+)?(?:menu|nav(?:igation)?|navbar)\s+(?:${BUTTON_WORDS}))$`,
  'i',
);
/** Words naming the menu, which a click opens: "the navigation menu", "the user menu", "the menu", "the avatar". */
const NAMES_MENU = new RegExp(
  String.raw`^(?:(?:(?<which>${NAVIGATION_WORDS}|${ACCOUNT_WORDS})\s+)?menu|(?<account>${ACCOUNT_WORDS})\s+(?:dropdown|drop-down)|(?<alone>navigation|avatar|user\s+avatar|profile\s+(?:picture|photo|avatar)))$`,
  'i',
);

const said = (words: string) => words.trim().replace(/\s+/g, ' ').toLowerCase();

/** The menu button the words name ("hamburger icon" → hamburger), or null for other words. */
export function namedMenuButton(words: string): Target | null {
  const match = NAMES_BUTTON.exec(said(words))?.groups;
  return match ? { text: match.burger ?? match.which ?? '', part: 'menu-button' } : null;
}

/** The menu button of the menu the words name, as a click means it ("the navigation menu"); null for other words. */
export function openedMenuButton(words: string): Target | null {
  const match = NAMES_MENU.exec(said(words))?.groups;
  if (!match) return namedMenuButton(words);
  const which = match.which ?? match.account ?? match.alone ?? '';
  return { text: /avatar|picture|photo/.test(which) ? 'avatar' : which, part: 'menu-button' };
}

/** Whether the menu is the signed-in user's (its button shows their name or picture), not the site's navigation. */
const ACCOUNT_MENU = new RegExp(String.raw`^(?:${ACCOUNT_WORDS})$`, 'i');
export function isAccountMenu(target: Pick<Target, 'text'>): boolean {
  return ACCOUNT_MENU.test(target.text);
}

/**
 * Whether the click opens the site's menu: one left click on its menu button (not the user's). Where the window
 * shows that menu and hides its button, such a click is done already (the engine's and the exported spec's openMenu).
 */
export function opensSiteMenu(click: Pick<Extract<StepAction, { kind: 'click' }>, 'target' | 'clickCount' | 'button' | 'times'>): boolean {
  return click.target.part === 'menu-button' && !isAccountMenu(click.target) && click.clickCount === 1 && click.button === 'left' && !click.times;
}

/** "the hamburger menu button", "the menu button": how a step names it again, read back as the same. */
export function menuButtonPhrase(target: Pick<Target, 'text'>): string {
  return `the ${target.text ? `${target.text} ` : ''}menu button`;
}

// Playwright reads a selector in JavaScript, at about 10 ms a kilobyte on each look: these are kept short.
const any = (selectors: string[]) => `:is(${selectors.join(', ')})`;
const containing = (attributes: string[], words: string[]) => attributes.flatMap((attribute) => words.map((word) => `[${attribute}*=${JSON.stringify(word)} i]`));
const CONTROLS = any(['button', '[role="button"]', 'a', 'summary', 'label', '[onclick]', '[tabindex]']);
const NAMES = ['class', 'id', 'data-testid'];
/** An item of a menu, or a control of one item (a sub-menu's toggle, a dropdown of the navigation bar): not the menu's button. */
const MENU_ITEMS = [
  '[role="menuitem"]', '[role="option"]', '[role="tab"]', '[aria-haspopup="listbox"]', '[data-bs-toggle="dropdown"]', '[data-toggle="dropdown"]',
  ...containing(['class'], ['dropdown', 'submenu', 'sub-menu', 'menu-item', 'nav-item', 'nav-link']),
];
const ACCOUNT_NAMES = ['user', 'account', 'profile', 'avatar'];
const ACCOUNT_PARTS = ['userdropdown', 'user-dropdown', 'user-menu', 'usermenu', 'user_menu', 'profile-menu', 'account-menu', 'accountmenu', 'avatar', 'user-avatar', 'profile-pic', 'user-profile', 'userprofile'];
const ACCOUNT_MARKS = [...containing(['class', 'id'], ACCOUNT_PARTS), 'img[alt*="profile" i]', 'img[alt*="avatar" i]', 'img[alt*="user" i]'].join(', ');
/** The innermost elements that mark the signed-in user's menu control (a name, a picture, the control itself). */
export const ACCOUNT_CONTROL = `:is(${ACCOUNT_MARKS}):not(:has(:is(${ACCOUNT_MARKS})))`;

/** The site's navigation menu button: its label, what it controls, its class or id, its icon, or words like "Menu". */
function navigationButton(): MenuButtonPlace {
  const labelled = containing(['aria-label', 'title'], ['menu', 'nav', 'drawer', 'sidebar']);
  const controlling = [...containing(['aria-controls', 'data-target', 'data-bs-target'], ['menu', 'nav', 'drawer', 'sidebar', 'offcanvas']), '[data-bs-toggle="offcanvas"]'];
  // navbar-toggler, menu-toggle, nav_btn, MenuButton, sidebar-toggle, hamburger.
  const spelled = NAMES.flatMap((name) => [
    `[${name}*="burger" i]`,
    `[${name}*="toggler" i]`,
    ...['menu', 'nav', 'drawer', 'sidebar'].map((thing) => `[${name}*="${thing}" i]${any(['toggl', 'btn', 'button', 'trigger', 'icon'].map((kind) => `[${name}*="${kind}" i]`))}`),
  ]);
  // Font Awesome's fa-bars, Bootstrap's bi-list, MUI's MenuIcon, Lucide's lucide-menu, an <img alt="Menu">, a sprite's #menu.
  const icon = `:has(${any([
    `${any(['i', 'span', 'svg', 'img'])}${any(containing(['class', 'data-icon'], ['bars', 'burger', 'bi-list']))}`,
    `${any(['i', 'svg', 'img'])}${any(containing(['class', 'data-testid', 'alt', 'aria-label'], ['menu']))}`,
    `use${any(containing(['href'], ['menu', 'burger', 'bars']))}`,
    'ion-icon[name*="menu" i]',
  ])})`;
  const control = `${CONTROLS}:not(${[...MENU_ITEMS, ...containing(['class', 'id', 'aria-label'], ACCOUNT_NAMES)].join(', ')})`;
  // A hamburger drawn with spans in a div with no role: the outermost of the elements that spell it.
  const drawing = `${any(['div', 'span', 'i'])}${any(containing(NAMES, ['burger']))}`;
  // "☰", "Menu", "Open main menu", "Toggle navigation", a Material icon's ligature "menu".
  const words = /^\s*(?:[☰≡]|(?:[☰≡]\s*)?(?:(?:open|toggle|show|expand)\s+)?(?:the\s+)?(?:main\s+|mobile\s+|site\s+|primary\s+)?(?:menu|navigation|nav))\s*$/i;
  return { css: [`${control}${any([...labelled, ...controlling, ...spelled, icon])}`, `${drawing}:not(${drawing} *)`].join(', '), worded: control, words };
}

/**
 * The signed-in user's menu button: marked so (ACCOUNT_CONTROL, which the resolver's "user menu" also finds), or in
 * the page's header or opening a popup, spelled user, account, profile or avatar, or showing a picture.
 */
function accountButton(): MenuButtonPlace {
  const spelled = containing([...NAMES, 'aria-label', 'title'], ACCOUNT_NAMES);
  const picture = `:has(${any(['img', 'svg', 'span', 'div'])}${any(containing(['class', 'alt', 'data-testid'], ['avatar', 'profile', 'user']))})`;
  const places = any(['header', 'nav', '[role="banner"]', '[role="navigation"]', ...containing(['class'], ['header', 'navbar', 'topbar', 'top-bar', 'appbar', 'app-bar', 'toolbar'])]);
  const control = `${CONTROLS}:not(${MENU_ITEMS.join(', ')})${any(['[aria-haspopup]', '[aria-expanded]', `${places} *`])}`;
  const words = /^\s*(?:open\s+)?(?:the\s+)?(?:user|account|profile|my\s+account)(?:\s+(?:menu|settings))?\s*$/i;
  return { css: [ACCOUNT_CONTROL, `${control}${any([...spelled, picture])}`, `${CONTROLS}[aria-haspopup]:has(img)`].join(', '), worded: control, words };
}

/**
 * Where the menu button is (the engine's and the exported spec's): an element the selector `css` matches, or one
 * `worded` matches whose whole text is like `words` (a Locator's filter: CSS cannot read a button's words).
 * The first of them shown is the one.
 */
export interface MenuButtonPlace {
  css: string;
  worded: string;
  words: RegExp;
}

const NAVIGATION_BUTTON = navigationButton();
const ACCOUNT_BUTTON = accountButton();

export function menuButtonPlace(target: Pick<Target, 'text'>): MenuButtonPlace {
  return isAccountMenu(target) ? ACCOUNT_BUTTON : NAVIGATION_BUTTON;
}

/**
 * A page script, as source: whether the menu that hidden menu buttons (its argument) open is shown without them —
 * what they control (`aria-controls`), else the page's navigation (not the footer's) with links in sight. A site's
 * toggler is hidden where the window is wide enough for its links, and a drawer's once it is open. Shared by the
 * engine and the exported spec.
 */
export const MENU_SHOWN_WITHOUT_BUTTON_SCRIPT = `(buttons) => {
  const inSight = (element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && element.getBoundingClientRect().width > 0;
  const controlled = buttons.map((button) => document.getElementById(button.getAttribute('aria-controls') || '')).filter(Boolean);
  const menus = controlled.length > 0 ? controlled : [...document.querySelectorAll('nav, [role="navigation"]')].filter((nav) => !nav.closest('footer, [role="contentinfo"]'));
  return menus.some((menu) => inSight(menu) && [...menu.querySelectorAll('a[href], button, [role="menuitem"]')].filter(inSight).length >= 2);
}`;
