import { type AppState } from './app-state';
import { type CountBound } from './count-bounds';
import { type NumberBound } from './number-bounds';
import { type ValueKind } from './value-kinds';
import { type GoalClause } from './intent/goal-clauses';

/**
 * The parsed form of a plain-English step: what the parser (src/language) produces and the executor
 * (src/execution) runs. Every step keeps its line number and source text, so results and errors can quote it.
 */

/** The kinds of element a step may name ("the Sign in button", "the Terms checkbox"). */
export const ELEMENT_ROLES = [
  'button',
  'link',
  'textbox',
  'checkbox',
  'radio',
  'combobox',
  'option',
  'heading',
  'image',
  'tab',
  'menuitem',
  'switch',
  'listitem',
  'row',
  'cell',
  'columnheader',
  'slider',
  'progressbar',
  'dialog',
] as const;
export type ElementRole = (typeof ELEMENT_ROLES)[number];

/** What a step points at on the page. */
export interface Target {
  /** The words that name it: accessible name, label, placeholder, visible text, alt, title or test id. */
  text: string;
  /** Set when the step says what kind of element it is ("button", "link"…). */
  role?: ElementRole;
  /** `in "Section"`: look only inside the region, form, dialog… named so. */
  within?: string;
  /** `near "Label"`: prefer the candidate closest to this text. */
  near?: string;
  /**
   * A part of what the words name, which has no words of its own: "the cart badge" (the count on the cart), "the cart
   * icon" (the cart's control, known by its label, class or test id where the word "cart" is also on "Add to cart"),
   * "the hamburger menu button" (the button that opens the menu the words say: see menu-button.ts; '' the site's).
   */
  part?: 'badge' | 'icon' | 'menu-button';
  /**
   * 1-based: "the 2nd "Delete" button" is 2. Negative counts from the end, like Playwright's `nth`:
   * "the last" is -1, "the second to last" is -2. Absent when the step names no ordinal.
   */
  nth?: number;
}

/** A target neither placed (`in`, `near`) nor counted (`the 2nd`): its words, and kind if any, say which element. */
export const isUnplaced = (target: Target): boolean => !target.within && !target.near && target.nth === undefined;

/** A target that is words alone: no kind, place or position ("Sign in", "Total"). */
export const isPlainWords = (target: Target): boolean => !target.role && isUnplaced(target);

/** `invalid`: a field that shows its value is refused (a validation error); `valid`: one that does not. */
/** What a check reads of an element besides its words and state (see the `element-property` check). */
export type ElementProperty = 'link' | 'new-tab' | 'required' | 'masked' | 'focused' | 'placeholder' | 'colour';

export type ElementState = 'visible' | 'hidden' | 'enabled' | 'disabled' | 'checked' | 'unchecked' | 'invalid' | 'valid' | 'expanded' | 'collapsed';

/** The impact axe-core gives an accessibility violation, from the least to the most severe. */
export const ACCESSIBILITY_IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
export type AccessibilityImpact = (typeof ACCESSIBILITY_IMPACTS)[number];

/** The WCAG version and conformance level a page's accessibility is checked against. */
export interface WcagLevel {
  version: '2.0' | '2.1' | '2.2';
  level: 'A' | 'AA';
}

export type Assertion =
  /** `kind`: the words name a kind of value ("an email address"), and any text of that kind holds (value-kinds.ts). */
  | { type: 'page-text'; text: string; negated: boolean; kind?: ValueKind }
  | { type: 'title'; mode: 'is' | 'contains'; value: string; negated: boolean }
  | { type: 'url'; mode: 'is' | 'contains'; value: string; negated: boolean }
  /**
   * The value of a form field (input, textarea, select), or the text of another element. `mode` 'is' (the
   * default when absent) compares the whole value, 'contains' a part of it; `value` '' is "is empty".
   */
  /**
   * `among: 'options'`: "the Country dropdown contains France" is about its options, not the one chosen.
   * `among: 'every-cell'`: "only employees with status Freelance are listed" is about every cell of a column.
   */
  /** `compare`: the value is a number within that bound of `value` ("the total is more than $10"), mode 'is'. */
  | { type: 'field-value'; target: Target; value: string; negated: boolean; mode?: 'is' | 'contains'; among?: 'options' | 'every-cell'; compare?: NumberBound; kind?: ValueKind }
  | { type: 'element-state'; target: Target; state: ElementState }
  /**
   * "the price of Wool Beanie is $19.00": a value written in the item's own row, card or list item, found by what
   * it is (`attribute`): the cell under that column, the value after that label, the element whose class, id or
   * test id names it, or (for a price, total, cost…) the amount there.
   */
  | { type: 'item-value'; item: string; attribute: string; value: string; negated: boolean; mode?: 'is' | 'contains'; compare?: NumberBound }
  /**
   * "the products are sorted by price, low to high": the page's items (the rows of its table, else its longest list or
   * its cards) in that order, by their first amount (`price`), their names (`name`), or a value of theirs (`value`:
   * "by last name", "the Due column is sorted descending": the value named `attribute`, read as an item's value is),
   * two of them at least.
   */
  | { type: 'items-order'; things: string; by: 'price' | 'name' | 'value'; attribute?: string; descending: boolean }
  /** Every image shown on the page has loaded: none is broken (its file missing or not an image). */
  | { type: 'images-loaded' }
  /** "the alert says …": the message of the browser dialog (alert, confirm, prompt) the page opened last. */
  | { type: 'dialog-text'; mode: 'is' | 'contains'; value: string; negated: boolean }
  /**
   * "the user is logged in", "login fails", "the order is placed": where the user stands in the app, read from the
   * signs every app gives (a control to log out, a login form, an error, a confirmation): see APP_STATE_SCRIPT.
   * `as`: "logged in as Ada", whose page also shows the name.
   */
  | { type: 'app-state'; state: AppState; as?: string }
  /**
   * "the About link points to /about", "… opens in a new tab", "the email field is required", "the password field is
   * masked", "the Submit button is focused", "the search field has placeholder Search…" (ELEMENT_PROPERTIES_SCRIPT).
   * `value`: the address (contained) or the placeholder (whole).
   */
  | { type: 'element-property'; target: Target; property: ElementProperty; value?: string; negated: boolean }
  /** "I am on the dashboard", "the user is redirected to the login page": the page open is the one named (ON_PAGE_SCRIPT). */
  | { type: 'on-page'; name: string; negated: boolean }
  /**
   * "the URL does not change", "the user is not redirected", "… stays on the same page": the page's address is the one
   * it had when the last action began (for a page load, the one it arrived at), and stays so a moment. `what`: 'url'
   * compares the whole address, 'page' the page it names (not its query). `negated`: it changed ("the user is
   * redirected", "the URL changes").
   */
  | { type: 'address-unchanged'; what: 'url' | 'page'; negated: boolean }
  /** "the page has no console errors": no console.error message and no uncaught error in any tab since the run began. */
  | { type: 'no-console-errors' }
  /** "Only the Leave menu item is shown": the list on screen with the words shows nothing else. */
  | { type: 'only-listed'; text: string }
  /**
   * "the Backpack is in the cart": on the cart (its page or open drawer), an element shows the item's name; elsewhere
   * the item's card says so (its control offers to remove it, not to add it). See IN_CART_SCRIPT.
   */
  | { type: 'in-cart'; item: string; negated: boolean }
  /** "the first product is Sauce Labs Onesie": the item at `nth` (1-based; negative counts from the end) has the words. */
  | { type: 'nth-item'; things: string; nth: number; value: string; negated: boolean; mode?: 'is' | 'contains' }
  /** "every result contains laptop": each of the page's items (LISTED_ITEMS_SCRIPT) has the words, and there is one. */
  | { type: 'every-item'; things: string; value: string }
  /**
   * How many visible elements the target names. `things`: the words are what is counted, not a name ("there are 3
   * contacts"): the number the page writes beside them ("3 contacts"), else the rows of its table or the items of
   * its list. `bound`: "at least 3", "at most 3" (absent: exactly).
   */
  | { type: 'count'; target: Target; count: number; things?: boolean; bound?: CountBound }
  /**
   * No accessibility violation of `impact` or worse on the page, by axe-core's rules for the WCAG level: 'minor'
   * fails on any violation, 'serious' on serious and critical ones, 'critical' on critical ones only.
   */
  | { type: 'accessibility'; impact: AccessibilityImpact; wcag: WcagLevel }
  /**
   * The page (the browser window as it shows it), or the element `target` names, looks as it did when its baseline
   * was taken: at most `maxDiffPercent` of its pixels differ (the default when absent, DEFAULT_MAX_DIFF_PERCENT).
   * The `masks` are covered in both pictures: regions that change on their own (a clock, an ad).
   */
  | { type: 'visual'; target?: Target; masks: Target[]; maxDiffPercent?: number }
  /** The subject of the e-mail the run opened ("Open the latest email to …"). */
  | { type: 'email-subject'; mode: 'is' | 'contains'; value: string; negated: boolean }
  /** The text of the e-mail the run opened. */
  | { type: 'email-text'; text: string; negated: boolean };

export type GeneratedValue = 'email' | 'string' | 'number';

export type StepAction =
  /**
   * `url` is absolute (http:// or https://) or relative to the test's base_url, resolved like
   * `new URL(url, base_url)`: "/login" is on base_url's origin, "" is base_url itself ("Open the home page").
   */
  | { kind: 'navigate'; url: string }
  | { kind: 'back' }
  | { kind: 'forward' }
  | { kind: 'reload' }
  /**
   * "Switch to the new tab" (`new`: the tab or window opened last, waited for) or "Switch back to the original
   * window" (`first`). A link that opens a tab already moves the run there; this says so, or goes back.
   */
  | { kind: 'switch-tab'; to: 'new' | 'first' }
  /** "Close the tab": the one the run is on; the run goes on in the tab opened last of those left. */
  | { kind: 'close-tab' }
  /** `inEmail`: "Click "Confirm" in the email" — on the e-mail the run opened, wherever the run is. */
  /** `times`: "Click "Add Element" 3 times", so many clicks one after the other (3 or more; "twice" is a double-click). */
  /** `outside`: "Click outside the modal", a click on the page beside the target (its backdrop), never on it. */
  | { kind: 'click'; target: Target; clickCount: 1 | 2; button: 'left' | 'right'; inEmail?: boolean; times?: number; outside?: boolean }
  | { kind: 'hover'; target: Target }
  /**
   * "Accept the alert", "Click Cancel on the confirm", "Type hello into the prompt": the answer to the browser's own
   * dialog (alert, confirm, prompt) that the step before opens; given before that step runs, as the dialog blocks it.
   */
  | { kind: 'answer-dialog'; accept: boolean; text?: string }
  /** Drag `target` and drop it on `to` (HTML5 drag and drop, and pointer-driven sortable lists alike). */
  | { kind: 'drag'; target: Target; to: Target }
  | { kind: 'fill'; target: Target; value: string }
  | { kind: 'clear'; target: Target }
  | { kind: 'select'; target: Target; option: string }
  | { kind: 'check'; target: Target; checked: boolean }
  /** `times`: "Press ArrowRight 3 times", the key pressed so often (2 or more). */
  | { kind: 'press'; key: string; target?: Target; times?: number }
  | { kind: 'scroll'; target?: Target; direction?: 'up' | 'down' | 'top' | 'bottom' }
  | { kind: 'upload'; target: Target; file: string }
  | { kind: 'wait'; seconds: number }
  | { kind: 'wait-for'; target: Target; state: 'visible' | 'hidden' }
  | { kind: 'store-text'; target: Target; variable: string }
  | { kind: 'generate'; variable: string; generator: GeneratedValue }
  /**
   * The newest e-mail to `address` (received since the run started; with `subject` in its subject when given),
   * waited for up to the step's limit, opened in a tab of its own where the run goes on.
   */
  | { kind: 'open-email'; address: string; subject?: string }
  /** The code in the opened e-mail (a one-time, verification or sign-in code) kept as a variable. */
  | { kind: 'store-email-code'; variable: string }
  | { kind: 'assert'; assertion: Assertion };

/**
 * One step. Values may hold `{{name}}` placeholders: the executor substitutes the test's variables and
 * those stored or generated by earlier steps just before running the step.
 */
export type Step = StepAction & {
  /**
   * 0-based position in the test's instructions. Blank lines and comment lines (starting with `#` or `//`)
   * are not steps: they are simply absent from `ParseResult.steps`, so indexes may skip them and still point
   * at the user's own line.
   */
  index: number;
  /** The instruction as the user wrote it. */
  source: string;
  /** The line's own time limit ("… within 20 seconds"); absent: the test's step timeout. */
  timeoutMs?: number;
};

/**
 * A line written as people write it ("Log in as standard_user with password secret_sauce", "Add the Backpack to
 * the cart", "Verify that 0 items are left"): the intents it holds, which the run turns into grammar steps against
 * the page it is on, and shows under the line.
 */
export interface IntentStep {
  kind: 'intent';
  clauses: GoalClause[];
  index: number;
  source: string;
  /** The line's own time limit for each step it becomes; absent: the test's step timeout. */
  timeoutMs?: number;
}

/** A line of a test: a grammar step, or an intent the run expands into grammar steps. */
export type TestStep = Step | IntentStep;

export interface ParseError {
  index: number;
  source: string;
  /**
   * A whole sentence to show as is, naming the line (1-based, `index + 1`) and the closest phrasings:
   * `Line 3 "Clik the Sign in button": not a step I understand. Did you mean: Click the "Sign in" button?`
   */
  message: string;
  /** Supported phrasings closest to the line, e.g. 'Click "Sign in"'. */
  suggestions: string[];
}

export type ParseResult = { ok: true; steps: TestStep[] } | { ok: false; errors: ParseError[] };
