/** How to find a part of the page named by its kind alone: a landmark role, or the element that has it by default. */
export type RegionLocator =
  | { role: 'banner' | 'contentinfo' | 'complementary' | 'navigation' | 'dialog' | 'alertdialog' | 'table' | 'grid' | 'menu' | 'toolbar' | 'list' | 'listbox' | 'main' | 'status' | 'alert' | 'tooltip' }
  | { css: string };

const HEADER: RegionLocator[] = [{ role: 'banner' }, { css: 'header' }];
const TABLE_ROLES = (): RegionLocator[] => [{ role: 'table' }, { role: 'grid' }];
const TABLE: RegionLocator[] = TABLE_ROLES();
/** A side panel, drawn as a landmark or as a div its class names (`oxd-sidepanel`, `sidebar`, `side-nav`). */
const SIDEBAR: RegionLocator[] = [{ role: 'complementary' }, { css: 'aside, [class*="sidebar" i], [class*="sidepanel" i], [class*="side-nav" i], [class*="sidenav" i]' }];
const NAVIGATION: RegionLocator[] = [{ role: 'navigation' }];
/** "the left menu", "the side menu": the app's menu down one side, a navigation landmark or a side panel. */
const SIDE_MENU: RegionLocator[] = [...SIDEBAR, ...NAVIGATION];
/** A menu that slides in from the side: Material UI's Drawer, Vuetify's navigation drawer, Angular Material's sidenav. */
const DRAWER: RegionLocator[] = [{ css: '[class*="drawer" i]:not([class*="drawer" i] *), mat-sidenav, mat-drawer' }, ...SIDE_MENU];
/**
 * "the top right", "the top bar": where a user's menu, a search or a sign-out sits, the page's header or top bar
 * (a landmark, or a div its class names), or its navigation.
 */
const TOP_OF_PAGE: RegionLocator[] = [...HEADER, { css: '[class*="topbar" i], [class*="top-bar" i], [class*="navbar" i], [class*="app-bar" i], [class*="appbar" i]' }, ...NAVIGATION];
/** The hints an autocomplete shows under a field as the user types: a listbox, or the list its kit's class names. */
const SUGGESTIONS: RegionLocator[] = [
  { role: 'listbox' },
  { css: '[class*="autocomplete" i]:is([class*="dropdown" i], [class*="list" i], [class*="menu" i], [class*="results" i]), [class*="suggestion" i]:not(:has([class*="suggestion" i])), .ui-autocomplete, .pac-container' },
];
/** The page's lists of records: its tables and grids, and its lists ("the employee list", "the search results"). */
const LISTING: RegionLocator[] = [...TABLE_ROLES(), { role: 'list' }];
const DIALOG: RegionLocator[] = [{ role: 'dialog' }, { role: 'alertdialog' }];
const MAIN: RegionLocator[] = [{ role: 'main' }];
/**
 * A notice the page shows for a moment or until closed: a live region of status or alert, or an element of the
 * usual toast libraries (react-toastify, notistack and MUI's snackbar, sonner, Bootstrap, Ant Design, Element).
 */
const NOTICE: RegionLocator[] = [
  { role: 'status' },
  { role: 'alert' },
  { css: '[class*="toast" i]:not(:has([class*="toast" i])), [class*="snackbar" i]:not(:has([class*="snackbar" i])), [data-sonner-toast], .ant-message-notice, .ant-notification-notice, .el-message, .el-notification' },
];

/** A tooltip: its role, or the element of the usual libraries (Bootstrap, jQuery UI, Tippy, MUI), the innermost. */
const TOOLTIP: RegionLocator[] = [{ role: 'tooltip' }, { css: '[class*="tooltip" i]:not(:has([class*="tooltip" i])):not(button, a, [role="button"], [role="tooltip"] *), [data-tippy-root] .tippy-content' }];

/** Not the control a class names (Bootstrap's "btn-success", a "clear-errors" link): a notice is no button. */
const NOT_A_CONTROL = ':not(button, a, input, select, textarea, label, [role="button"], [role="link"])';
/**
 * An error the page shows: an alert, or an element whose class or test id says error (the-internet's
 * `.flash.error`, Swag Labs' `[data-test="error"]`, Bootstrap's `.alert-danger` and `.invalid-feedback`), the
 * innermost of them, never a control.
 */
const ERROR: RegionLocator[] = [
  { role: 'alert' },
  {
    css: `:is([class*="error" i]:not(:has([class*="error" i])), [data-test*="error" i], [data-testid*="error" i], .alert-danger, .invalid-feedback, .flash.error)${NOT_A_CONTROL}:not(form, fieldset, [class*="has-error" i], [class*="with-error" i])`,
  },
];
/** A message that something worked: a status or alert, a toast, or an element whose class says success. */
const SUCCESS: RegionLocator[] = [...NOTICE, { css: `:is([class*="success" i]:not(:has([class*="success" i])), .alert-success, .flash.success)${NOT_A_CONTROL}` }];

/**
 * The parts of a page a step names by kind with no name of their own: `in the header`, `in the dialog`, `the table
 * shows …`. Both the role and the element, since many pages use one without the other.
 */
const REGION_KINDS = new Map<string, RegionLocator[]>([
  ['header', HEADER],
  ['top bar', TOP_OF_PAGE],
  ['top right', TOP_OF_PAGE],
  ['top right corner', TOP_OF_PAGE],
  ['upper right', TOP_OF_PAGE],
  ['upper right corner', TOP_OF_PAGE],
  ['top left', TOP_OF_PAGE],
  ['top left corner', TOP_OF_PAGE],
  ['top menu', TOP_OF_PAGE],
  ['top navigation', TOP_OF_PAGE],
  ['top nav', TOP_OF_PAGE],
  ['left menu', SIDE_MENU],
  ['left side menu', SIDE_MENU],
  ['left-hand menu', SIDE_MENU],
  ['side menu', SIDE_MENU],
  ['sidebar menu', SIDE_MENU],
  ['left sidebar', SIDE_MENU],
  ['left panel', SIDE_MENU],
  ['side panel', SIDE_MENU],
  ['left nav', SIDE_MENU],
  ['left navigation', SIDE_MENU],
  ['side nav', SIDE_MENU],
  ['side navigation', SIDE_MENU],
  ['navigation menu', SIDE_MENU],
  ['nav menu', SIDE_MENU],
  ['main menu', SIDE_MENU],
  ['drawer', DRAWER],
  ['side drawer', DRAWER],
  ['nav drawer', DRAWER],
  ['navigation drawer', DRAWER],
  ['menu drawer', DRAWER],
  ['footer', [{ role: 'contentinfo' }, { css: 'footer' }]],
  ['sidebar', SIDEBAR],
  ['side bar', SIDEBAR],
  ['navigation', NAVIGATION],
  ['nav', NAVIGATION],
  ['nav bar', NAVIGATION],
  ['navbar', NAVIGATION],
  ['menu bar', NAVIGATION],
  ['dialog', DIALOG],
  ['dialog box', DIALOG],
  ['modal', DIALOG],
  ['popup', DIALOG],
  ['pop-up', DIALOG],
  ['table', TABLE],
  ['grid', TABLE],
  ['form', [{ css: 'form' }]],
  ['menu', [{ role: 'menu' }]],
  ['toolbar', [{ role: 'toolbar' }]],
  ['list', [{ role: 'list' }]],
  ['toast', NOTICE],
  ['toast message', NOTICE],
  ['notification', NOTICE],
  ['snackbar', NOTICE],
  ['flash message', NOTICE],
  ['status message', NOTICE],
  ['success', SUCCESS],
  ['success message', SUCCESS],
  ['confirmation message', SUCCESS],
  ['error', ERROR],
  ['error message', ERROR],
  ['error alert', ERROR],
  ['error banner', ERROR],
  ['validation error', ERROR],
  ['validation message', ERROR],
  ['alert', NOTICE],
  ['tooltip', TOOLTIP],
  ['suggestions', SUGGESTIONS],
  ['suggestion list', SUGGESTIONS],
  ['suggestions list', SUGGESTIONS],
  ['list of suggestions', SUGGESTIONS],
  ['search suggestions', SUGGESTIONS],
  ['autocomplete', SUGGESTIONS],
  ['autocomplete list', SUGGESTIONS],
  ['autocomplete dropdown', SUGGESTIONS],
  ['autocomplete suggestions', SUGGESTIONS],
  ['autocomplete options', SUGGESTIONS],
  ['suggestion dropdown', SUGGESTIONS],
  ['hints', SUGGESTIONS],
  ['tool tip', TOOLTIP],
  ['main content', MAIN],
  ['content', MAIN],
  ['main', MAIN],
]);

/** Kinds that are also common names of fields and buttons ("Content", "Menu"): read as such, never as the region. */
const ALSO_A_NAME = new Set(['form', 'menu', 'list', 'main content', 'content', 'main']);

/**
 * The ways to find the region `words` names by its kind ("header", "the dialog"); undefined when they name no kind.
 * `toRead`: for a step that reads the words' element ("Check that the table shows …"), where a kind that is also a
 * usual name of a field ("Content") means the field.
 */
export function regionKindLocators(words: string, { toRead = false }: { toRead?: boolean } = {}): RegionLocator[] | undefined {
  const kind = words.trim().toLowerCase().replace(/^the\s+/, '').replace(/[\s-]+(?=right|left)/, ' ').replace(/\s+/g, ' ');
  if (toRead && ALSO_A_NAME.has(kind)) return undefined;
  return REGION_KINDS.get(kind) ?? (toRead && LISTING_OF.test(kind) ? LISTING : undefined);
}

/** "the employee list", "the users table", "the search results": the page's listing of some records, read by a check. */
const LISTING_OF = /^(?:[a-z]+\s+){1,2}(?:list|table|grid|results)$/;

/**
 * Whether the words name an error the page shows ("the error message"): a kind whose absence can be checked, since
 * a page holds no error region when all is well (a page may keep a live status region for other news).
 */
export function isErrorKind(words: string): boolean {
  return regionKindLocators(words, { toRead: true }) === ERROR;
}

/**
 * Whether the words name a message the page shows ("the error message", "the toast", "the success message"): a
 * notice, a success or an error, which says its words among others ("Epic sadface: Password is required").
 */
export function isMessageKind(words: string): boolean {
  const locators = regionKindLocators(words, { toRead: true });
  return locators === NOTICE || locators === SUCCESS || locators === ERROR;
}

/** The error messages a page shows, as one CSS selector (for scripts run in the page). */
export const ERROR_SELECTOR = ERROR.map((locator) => ('role' in locator ? `[role="${locator.role}"]` : locator.css)).join(', ');

/** The rows of a table that hold data: without its row of column headings, as a person counts rows. */
export const DATA_ROWS_SELECTOR = 'tr:has(> td), [role="row"]:has([role="cell"], [role="gridcell"])';
