/** How to find a part of the page named by its kind alone: a landmark role, or the element that has it by default. */
export type RegionLocator =
  | { role: 'banner' | 'contentinfo' | 'complementary' | 'navigation' | 'dialog' | 'alertdialog' | 'table' | 'grid' | 'menu' | 'toolbar' | 'list' | 'main' | 'status' | 'alert' }
  | { css: string };

const HEADER: RegionLocator[] = [{ role: 'banner' }, { css: 'header' }];
const SIDEBAR: RegionLocator[] = [{ role: 'complementary' }, { css: 'aside' }];
const NAVIGATION: RegionLocator[] = [{ role: 'navigation' }];
const DIALOG: RegionLocator[] = [{ role: 'dialog' }, { role: 'alertdialog' }];
const TABLE: RegionLocator[] = [{ role: 'table' }, { role: 'grid' }];
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

/**
 * The parts of a page a step names by kind with no name of their own: `in the header`, `in the dialog`, `the table
 * shows …`. Both the role and the element, since many pages use one without the other.
 */
const REGION_KINDS = new Map<string, RegionLocator[]>([
  ['header', HEADER],
  ['top bar', HEADER],
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
  ['success message', NOTICE],
  ['alert', NOTICE],
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
  const kind = words.trim().toLowerCase().replace(/^the\s+/, '').replace(/\s+/g, ' ');
  return toRead && ALSO_A_NAME.has(kind) ? undefined : REGION_KINDS.get(kind);
}

/** The rows of a table that hold data: without its row of column headings, as a person counts rows. */
export const DATA_ROWS_SELECTOR = 'tr:has(> td), [role="row"]:has([role="cell"], [role="gridcell"])';
