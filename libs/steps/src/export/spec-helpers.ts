import { APP_STATE_SCRIPT } from '../app-state';
import { IN_CART_SCRIPT } from '../in-cart';
import { ITEM_VALUES_SCRIPT } from '../item-values';
import { ERROR_SELECTOR } from '../region-kinds';
import { IS_SEEN_SCRIPT } from '../seen';
import { FIELD_INVALID_SCRIPT } from '../field-validity';
import { COLUMN_TEXTS_SCRIPT } from '../column-cells';
import { ON_PAGE_SCRIPT } from '../on-page';
import { ONLY_LISTED_SCRIPT } from '../only-listed';
import { ELEMENT_PROPERTIES_SCRIPT } from '../element-properties';
import { LISTED_OPTIONS_SCRIPT } from '../dropdown-options';
import { POINT_OUTSIDE_SCRIPT } from '../click-outside';
import { ITEM_ROWS, LISTED_ITEMS_SCRIPT } from '../listed-items';
import { THING_COUNTS_SCRIPT, THING_ROWS } from '../thing-counts';
import { CHOSEN_TEXTS_SCRIPT, DRAWN_DROPDOWN } from '../chosen';
import { AMOUNT_HOLDS_SCRIPT } from '../number-bounds';

/**
 * Small functions a spec needs only for some steps, written at its end when a step uses them: Playwright has no
 * one-call equivalent of these Verity behaviours.
 */
export type SpecHelper = 'requireEnv' | 'escapeRegExp' | 'isSamePage' | 'isSameAddress' | 'textOf' | 'accessibilityViolations' | 'countsOfThings' | 'itemValueHolds' | 'itemValuesOf' | 'amountHolds' | 'listedItemsHold' | 'appStateHolds' | 'inCartHolds' | 'rowHasEachWord' | 'seenCount' | 'isInvalid' | 'isChosen' | 'columnHolds' | 'onPageHolds' | 'onlyListedHolds' | 'propertiesOf' | 'listedOptions' | 'clickOutside';

const SOURCES: Record<SpecHelper, string[]> = {
  requireEnv: [
    '/** A sensitive value of the test: Verity does not export it, so it comes from the environment. */',
    'function requireEnv(name: string): string {',
    '  const value = process.env[name];',
    '  if (value === undefined) throw new Error(`Set ${name} in the environment: this test needs it.`);',
    '  return value;',
    '}',
  ],
  escapeRegExp: [
    'function escapeRegExp(text: string): string {',
    "  return text.replace(/[.*+?^${}()|[\\]\\\\]/g, '\\\\$&');",
    '}',
  ],
  isSamePage: [
    '/** Verity\'s "the URL is": the same origin and path (a trailing slash aside), and the query and hash when the expected URL has them. */',
    'function isSamePage(actual: URL, expected: string): boolean {',
    '  const wanted = new URL(expected, BASE_URL);',
    "  const path = (url: URL) => (url.pathname.length > 1 ? url.pathname.replace(/\\/+$/, '') : url.pathname);",
    '  if (actual.origin !== wanted.origin || path(actual) !== path(wanted)) return false;',
    '  return (!wanted.search || actual.search === wanted.search) && (!wanted.hash || actual.hash === wanted.hash);',
    '}',
  ],
  isSameAddress: [
    '/** Verity\'s "the URL does not change" (`url`: the whole address) and "the user is not redirected" (`page`: its origin, path and a route in its hash). */',
    "function isSameAddress(actual: string, before: string, what: 'url' | 'page'): boolean {",
    '  const [a, b] = [new URL(actual), new URL(before)];',
    "  const path = (url: URL) => (url.pathname.length > 1 ? url.pathname.replace(/\\/+$/, '') : url.pathname);",
    "  const route = (url: URL) => (/^#!?\\//.test(url.hash) ? url.hash : '');",
    '  if (a.origin !== b.origin || path(a) !== path(b)) return false;',
    "  return what === 'url' ? a.search === b.search && a.hash === b.hash : route(a) === route(b);",
    '}',
  ],
  textOf: [
    "/** What Verity reads as an element's text: a field's value, a dropdown's chosen option, else its visible text. */",
    'function textOf(locator: Locator): Promise<string> {',
    '  return locator.evaluate((element) => {',
    '    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return element.value;',
    "    if (element instanceof HTMLSelectElement) return element.selectedOptions[0]?.label ?? '';",
    "    return (element as HTMLElement).innerText.replace(/\\s+/g, ' ').trim();",
    '  });',
    '}',
  ],
  accessibilityViolations: [
    '/**',
    " * Verity's accessibility check, with @axe-core/playwright (npm install -D @axe-core/playwright): axe-core's rules",
    " * of the WCAG tags, run once on the page and its same-origin frames; the violations of the impacts given.",
    ' */',
    "async function accessibilityViolations(page: import('@playwright/test').Page, tags: string[], impacts: string[]): Promise<string[]> {",
    "  const { AxeBuilder } = await import('@axe-core/playwright');",
    '  const { violations } = await new AxeBuilder({ page }).withTags(tags).setLegacyMode().analyze();',
    '  return violations',
    "    .filter((violation) => impacts.includes(violation.impact ?? ''))",
    "    .map(({ id, impact, help, nodes }) => `${id} (${impact}) — ${help}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);",
    '}',
  ],
  countsOfThings: [
    '/**',
    ' * Verity\'s "there are 3 contacts": the numbers the page writes beside the words ("3 contacts", "Contacts (3)"),',
    ' * and the rows of data of its tables on screen (else the items of its longest list outside menus, or its cards).',
    ' */',
    "async function countsOfThings(page: import('@playwright/test').Page, forms: string[]): Promise<number[]> {",
    `  const script = ${JSON.stringify(THING_COUNTS_SCRIPT)};`,
    `  const counts = (await page.evaluate(\`(\${script})(\${JSON.stringify({ forms, rows: ${JSON.stringify(THING_ROWS)} })})\`)) as { stated: Array<{ count: number }>; items: number | null };`,
    '  return [...counts.stated.map(({ count }) => count), ...(counts.items === null ? [] : [counts.items])];',
    '}',
  ],
  seenCount: [
    '/**',
    ' * Verity\'s "is visible": how many of the elements a person can see. Not those Playwright calls visible that are',
    ' * transparent, cut away by a container that hides its overflow, off the page, clipped to nothing or covered whole.',
    ' */',
    "function seenCount(locator: import('@playwright/test').Locator): Promise<number> {",
    `  const count = new Function(\`return (elements) => elements.filter(\${${JSON.stringify(IS_SEEN_SCRIPT)}}).length;\`)();`,
    '  return locator.evaluateAll(count);',
    '}',
  ],
  isInvalid: [
    '/**',
    ' * Verity\'s "the field is invalid": it shows its value refused, by aria-invalid, :user-invalid, an error class on it',
    ' * or its wrapper, the error message it points to, or a red border.',
    ' */',
    "function isInvalid(locator: import('@playwright/test').Locator): Promise<boolean> {",
    `  const invalid = new Function(\`return \${${JSON.stringify(FIELD_INVALID_SCRIPT)}};\`)();`,
    '  return locator.evaluate(invalid);',
    '}',
  ],
  clickOutside: [
    '/** Verity\'s "Click outside the modal": a click on the window beside the element (near a corner, where no control takes it). */',
    "async function clickOutside(page: import('@playwright/test').Page, element: import('@playwright/test').Locator): Promise<void> {",
    `  const pointOutside = new Function(\`return \${${JSON.stringify(POINT_OUTSIDE_SCRIPT)}};\`)();`,
    '  const point = (await element.evaluate(pointOutside)) as [number, number] | null;',
    "  if (!point) throw new Error('The element covers the whole window: there is nowhere outside it to click.');",
    '  await page.mouse.click(point[0], point[1]);',
    '}',
  ],
  listedOptions: [
    '/**',
    ' * Verity\'s "the Size dropdown has 3 options": the options a dropdown lists, open or closed (a native select\'s but those',
    ' * it hides, else those of the list box it controls); null when they are drawn only while it is open.',
    ' */',
    "async function listedOptions(dropdown: import('@playwright/test').Locator): Promise<string[] | null> {",
    `  const listed = new Function(\`return \${${JSON.stringify(LISTED_OPTIONS_SCRIPT)}};\`)();`,
    '  return dropdown.evaluate(listed);',
    '}',
  ],
  isChosen: [
    '/**',
    ' * Verity\'s "the Settings tab is active", "is selected": the words of a tab, option, link or toggle on screen marked',
    ' * chosen (by ARIA, or the class frameworks give it), or of the option a dropdown shows chosen.',
    ' */',
    "async function isChosen(page: import('@playwright/test').Page, words: string): Promise<boolean> {",
    `  const script = ${JSON.stringify(CHOSEN_TEXTS_SCRIPT)};`,
    `  const texts = (await page.evaluate(\`(\${script})(\${JSON.stringify(${JSON.stringify(DRAWN_DROPDOWN)})})\`)) as string[];`,
    "  const same = (text: string) => text.replace(/\\s+/g, ' ').trim().toLowerCase().replace(/[.:]$/, '');",
    '  return texts.some((text) => same(text) === same(words));',
    '}',
  ],
  columnHolds: [
    '/** Verity\'s "the Email column contains …": a cell under that column heading has the value ("is": all of it, spaces aside); `every`: each cell with words has it. */',
    "async function columnHolds(page: import('@playwright/test').Page, query: { column: string; value: string; mode: 'is' | 'contains'; every?: boolean }): Promise<boolean> {",
    `  const script = ${JSON.stringify(COLUMN_TEXTS_SCRIPT)};`,
    '  const texts = (await page.evaluate(`(${script})(${JSON.stringify(query.column)})`)) as string[] | null;',
    "  const clean = (text: string) => text.replace(/\\s+/g, ' ').trim();",
    '  const holds = (text: string) => (query.mode === \'is\' ? clean(text) === clean(query.value) : clean(text).toLowerCase().includes(clean(query.value).toLowerCase()));',
    "  const cells = (texts ?? []).filter((text) => clean(text) !== '');",
    '  return query.every ? cells.length > 0 && cells.every(holds) : (texts ?? []).some(holds);',
    '}',
  ],
  onPageHolds: [
    '/** Verity\'s "the user is on the Dashboard page": the address, the title, a main heading or the current navigation item names it. */',
    "async function onPageHolds(page: import('@playwright/test').Page, name: string): Promise<boolean> {",
    `  const script = ${JSON.stringify(ON_PAGE_SCRIPT)};`,
    '  return ((await page.evaluate(`(${script})(${JSON.stringify(name)})`)) as { holds: boolean }).holds;',
    '}',
  ],
  onlyListedHolds: [
    '/** Verity\'s "only the Leave menu item is shown": the list on screen that shows the words shows nothing else. */',
    "async function onlyListedHolds(page: import('@playwright/test').Page, words: string): Promise<boolean> {",
    `  const script = ${JSON.stringify(ONLY_LISTED_SCRIPT)};`,
    '  return ((await page.evaluate(`(${script})(${JSON.stringify(words)})`)) as { holds: boolean }).holds;',
    '}',
  ],
  propertiesOf: [
    '/** What Verity reads of an element: where its link leads, a new tab, required, masked, focused, its placeholder, its colours. */',
    "function propertiesOf(locator: import('@playwright/test').Locator): Promise<{ href: string | null; newTab: boolean; required: boolean; masked: boolean; focused: boolean; placeholder: string | null; colours: string[] }> {",
    `  const read = new Function(\`return \${${JSON.stringify(ELEMENT_PROPERTIES_SCRIPT)}};\`)();`,
    '  return locator.evaluate(read);',
    '}',
  ],
  rowHasEachWord: [
    '/** Verity\'s "Frank Bach is in the table": a row has each word, whole and in any case, in one cell or two ("Bach" | "Frank"). */',
    "async function rowHasEachWord(table: import('@playwright/test').Locator, value: string): Promise<boolean> {",
    "  const words = value.toLowerCase().split(/[^\\p{L}\\p{N}]+/u).filter(Boolean);",
    "  const rows = await table.locator('tr, [role=\"row\"]').allInnerTexts();",
    "  return rows.some((row) => words.every((word) => new RegExp(`(?<![\\\\p{L}\\\\p{N}])${escapeRegExp(word)}(?![\\\\p{L}\\\\p{N}])`, 'iu').test(row)));",
    '}',
  ],
  itemValueHolds: [
    '/**',
    ' * Verity\'s "the price of Wool Beanie is $19.00": the value in the item\'s own row or card (the cell under the column,',
    ' * the words after the label, the element whose class or test id names it, or the amount there) is the one wanted.',
    ' */',
    "async function itemValueHolds(page: import('@playwright/test').Page, query: { item: string; attribute: string; value: string; mode: 'is' | 'contains'; negated: boolean }): Promise<boolean> {",
    `  const script = ${JSON.stringify(ITEM_VALUES_SCRIPT)};`,
    '  return ((await page.evaluate(`(${script})(${JSON.stringify(query)})`)) as { holds: boolean }).holds;',
    '}',
  ],
  itemValuesOf: [
    '/** The values Verity reads as the item\'s attribute ("the price of Wool Beanie"): in its own row or card. */',
    "async function itemValuesOf(page: import('@playwright/test').Page, query: { item: string; attribute: string }): Promise<string[]> {",
    `  const script = ${JSON.stringify(ITEM_VALUES_SCRIPT)};`,
    "  const read = { ...query, value: '', mode: 'contains', negated: false };",
    '  return ((await page.evaluate(`(${script})(${JSON.stringify(read)})`)) as { values: string[] }).values;',
    '}',
  ],
  amountHolds: [
    '/**',
    ' * Verity\'s "the total is more than $10": the amount the words show (the last, the last with a currency sign when the',
    ' * value has one; "9,99" has a decimal comma) is within the bound of the value.',
    ' */',
    "function amountHolds(text: string, wanted: string, bound: 'more-than' | 'less-than' | 'at-least' | 'at-most'): boolean {",
    `  const holds = new Function(\`return \${${JSON.stringify(AMOUNT_HOLDS_SCRIPT)}};\`)();`,
    '  return holds(text, wanted, bound);',
    '}',
  ],
  listedItemsHold: [
    '/**',
    ' * Verity\'s "the products are sorted by price" and "the first product is …": the page\'s items (the rows of its',
    ' * table, else its longest list or its cards) in that order by their first amount, their names or a value of theirs',
    ' * (`attribute`: the column, label or class that names it), or the item at a place (1-based, negative from the end)',
    ' * named so, or every item (`every`) that has the words.',
    ' */',
    "async function listedItemsHold(page: import('@playwright/test').Page, query: { order: { by: 'price' | 'name' | 'value'; attribute?: string; descending: boolean } } | { nth: { index: number; value: string; mode: 'is' | 'contains'; negated: boolean } } | { every: { value: string } }): Promise<boolean> {",
    `  const script = ${JSON.stringify(LISTED_ITEMS_SCRIPT)};`,
    `  return ((await page.evaluate(\`(\${script})(\${JSON.stringify({ ...query, rows: ${JSON.stringify(ITEM_ROWS)} })})\`)) as { holds: boolean }).holds;`,
    '}',
  ],
  appStateHolds: [
    '/**',
    ' * Verity\'s "the user is logged in", "login fails", "the order is placed": the signs every app gives of them (a',
    ' * control to log out, a login form, an error message, a heading that says the order went through); `as`, a name',
    ' * the page must show.',
    ' */',
    "async function appStateHolds(page: import('@playwright/test').Page, state: 'logged-in' | 'logged-out' | 'login-failed' | 'order-placed', as?: string): Promise<boolean> {",
    `  const script = ${JSON.stringify(APP_STATE_SCRIPT)};`,
    `  return ((await page.evaluate(\`(\${script})(\${JSON.stringify({ state, as, errorSelector: ${JSON.stringify(ERROR_SELECTOR)} })})\`)) as { holds: boolean }).holds;`,
    '}',
  ],
  inCartHolds: [
    '/**',
    ' * Verity\'s "the Backpack is in the cart": on the cart (its page or open drawer) the item\'s name is shown; elsewhere its',
    ' * card offers to remove it (true) or to add it (false); null when the page tells neither.',
    ' */',
    "async function inCartHolds(page: import('@playwright/test').Page, item: string): Promise<boolean | null> {",
    `  const script = ${JSON.stringify(IN_CART_SCRIPT)};`,
    '  return ((await page.evaluate(`(${script})(${JSON.stringify({ item })})`)) as { inCart: boolean | null }).inCart;',
    '}',
  ],
};

const ORDER: SpecHelper[] = ['requireEnv', 'isSamePage', 'isSameAddress', 'textOf', 'accessibilityViolations', 'countsOfThings', 'itemValueHolds', 'itemValuesOf', 'amountHolds', 'listedItemsHold', 'appStateHolds', 'inCartHolds', 'rowHasEachWord', 'seenCount', 'isInvalid', 'isChosen', 'columnHolds', 'onPageHolds', 'onlyListedHolds', 'propertiesOf', 'listedOptions', 'clickOutside', 'escapeRegExp'];

/** The source of the helpers used, in a fixed order, each followed by a blank line. */
export function helperSource(used: ReadonlySet<SpecHelper>): string[] {
  return ORDER.filter((name) => used.has(name)).flatMap((name) => ['', ...SOURCES[name]]);
}
