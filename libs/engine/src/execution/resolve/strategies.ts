import { type Frame, type Locator, type Page } from 'playwright-core';
import { ACCOUNT_CONTROL, DATA_ROWS_SELECTOR, DRAWN_DROPDOWN, type ElementRole, type Target } from '@verity/steps';

export { DRAWN_DROPDOWN };
import { MATCH_TIERS, type MatchTier, NESTED_TIERS, normalizeSpaces, tierMatcher, words } from './text-match';

/**
 * What the step wants to do with the element; it decides which kinds of element are likely. `see`: only that it is
 * on screen (`is visible`, `wait for … to appear`), where any element the words name will do.
 */
export type Purpose = 'click' | 'hover' | 'fill' | 'select' | 'check' | 'press' | 'upload' | 'read' | 'state' | 'see' | 'count' | 'scroll';

type AriaRole = Parameters<Page['getByRole']>[0];
/** A page, one of its frames and a locator (a `within` scope) all offer the getBy* methods. */
export type Scope = Page | Frame | Locator;

/** One way of finding an element by its words: Playwright's role, label, placeholder, text, alt, title or test id. */
export interface Strategy {
  /** Short name, for ordering and tests. */
  readonly id: string;
  /** The locator for the target's words at one match tier, or null when the tier does not apply. */
  locate(scope: Scope, text: string, tier: MatchTier): Locator | null;
  /** What the element is called in messages when this strategy finds it ("button", "field"…). */
  readonly noun: string | null;
  /** The elements that can have the strategy's role (see CAN_HAVE_ROLE): when none is on the page, it finds nothing. */
  readonly canMatch?: string;
  /**
   * 'semantic' (role, label, placeholder) outranks 'textual' (text, alt, title, test id, selector) when a step
   * acts on an element: "Click Sign in" means the "Sign In" button before a heading that reads "Sign in".
   */
  readonly band: 'semantic' | 'textual';
}

const ROLE_NOUNS: Partial<Record<AriaRole, string>> = {
  button: 'button',
  link: 'link',
  textbox: 'field',
  searchbox: 'field',
  spinbutton: 'field',
  combobox: 'dropdown',
  listbox: 'dropdown',
  checkbox: 'checkbox',
  radio: 'radio button',
  switch: 'switch',
  option: 'option',
  heading: 'heading',
  img: 'image',
  tab: 'tab',
  menuitem: 'menu item',
  menuitemcheckbox: 'menu item',
  menuitemradio: 'menu item',
  listitem: 'list item',
  row: 'row',
  cell: 'cell',
  gridcell: 'cell',
  columnheader: 'column header',
  rowheader: 'row header',
  slider: 'slider',
  progressbar: 'progress bar',
  dialog: 'dialog',
  alertdialog: 'dialog',
};

export const toAriaRole = (role: ElementRole): AriaRole => (role === 'image' ? 'img' : role);

export function roleNoun(role: ElementRole): string {
  return ROLE_NOUNS[toAriaRole(role)] ?? role;
}

const explicitly = (role: AriaRole) => `[role~="${role}" i]`;
/**
 * Every element that can have a role, by its tag (as Playwright's role engine gives roles: a `type="file"` input is a
 * button, one of a type it does not know a text box) or by its role attribute. Roles not listed (cells, groups,
 * landmarks) are always asked.
 */
const CAN_HAVE_ROLE: Partial<Record<AriaRole, string>> = {
  button: `button, input[type="button" i], input[type="submit" i], input[type="reset" i], input[type="image" i], input[type="file" i], ${explicitly('button')}`,
  link: `a[href], area[href], ${explicitly('link')}`,
  menuitem: explicitly('menuitem'),
  menuitemcheckbox: explicitly('menuitemcheckbox'),
  menuitemradio: explicitly('menuitemradio'),
  tab: explicitly('tab'),
  option: `option, ${explicitly('option')}`,
  checkbox: `input[type="checkbox" i], ${explicitly('checkbox')}`,
  radio: `input[type="radio" i], ${explicitly('radio')}`,
  switch: explicitly('switch'),
  heading: `h1, h2, h3, h4, h5, h6, ${explicitly('heading')}`,
  textbox: `input:not([type="hidden" i]), textarea, ${explicitly('textbox')}`,
  searchbox: `input[type="search" i], ${explicitly('searchbox')}`,
  spinbutton: `input[type="number" i], ${explicitly('spinbutton')}`,
  combobox: `select, input[list], ${explicitly('combobox')}`,
  listbox: `select, datalist, ${explicitly('listbox')}`,
  slider: `input[type="range" i], ${explicitly('slider')}`,
  progressbar: `progress, ${explicitly('progressbar')}`,
};

function byRole(role: AriaRole): Strategy {
  const canMatch = CAN_HAVE_ROLE[role];
  return {
    id: `role:${role}`,
    noun: ROLE_NOUNS[role] ?? role,
    band: 'semantic',
    ...(canMatch ? { canMatch } : {}),
    // With no words, "the checkbox" means every checkbox: only the first tier applies.
    locate: (scope, text, tier) => {
      if (text.trim() === '') {
        if (tier !== 'exact') return null;
        // "3 rows", "the first row": rows of data, as a person counts them, not the table's row of column headings.
        return role === 'row' ? scope.locator(DATA_ROWS_SELECTOR) : scope.getByRole(role);
      }
      const matcher = tierMatcher(text, tier);
      return matcher && scope.getByRole(role, matcher);
    },
  };
}

function byWords(
  id: string,
  noun: string | null,
  band: Strategy['band'],
  locate: (scope: Scope, name: string | RegExp, exact: boolean) => Locator,
  tiers?: readonly MatchTier[],
): Strategy {
  return {
    id,
    noun,
    band,
    locate: (scope, text, tier) => {
      if (tiers && !tiers.includes(tier)) return null;
      const matcher = tierMatcher(text, tier);
      return matcher && locate(scope, matcher.name, matcher.exact);
    },
  };
}

const label = byWords('label', null, 'semantic', (scope, name, exact) => scope.getByLabel(name, { exact }));
const placeholder = byWords('placeholder', 'field', 'semantic', (scope, name, exact) => scope.getByPlaceholder(name, { exact }));
const text = byWords('text', null, 'textual', (scope, name, exact) => scope.getByText(name, { exact }));
/** What a heading is not, unless made a control: a "link" or "button" found by its words is no section's title. */
const NOT_A_HEADING = ':not(h1, h2, h3, h4, h5, h6, [role="heading"]), [onclick], [tabindex]:not([tabindex="-1"])';
/**
 * A "button" or "link" only styled as one (a div with a click handler), by its text: not a heading that reads the
 * same. A "Pricing" link hidden in a closed menu is not the "Pricing" heading of the page's section.
 */
const styledControl = byWords('text', null, 'textual', (scope, name, exact) => scope.getByText(name, { exact }).and(scope.locator(NOT_A_HEADING)));
const alt = byWords('alt', 'image', 'textual', (scope, name, exact) => scope.getByAltText(name, { exact }));
const title = byWords('title', null, 'textual', (scope, name, exact) => scope.getByTitle(name, { exact }));
const testId = byWords('test-id', null, 'textual', (scope, name) => scope.getByTestId(name), ['exact', 'case-insensitive']);

/** "the Select Title dropdown": a drawn dropdown that shows the words (its placeholder, or the option chosen). */
const drawnDropdownShowing = byWords('drawn-dropdown-showing', 'dropdown', 'textual', (scope, name) => scope.locator(DRAWN_DROPDOWN).filter({ hasText: name }));
/** "the Select Value dropdown": the first drawn dropdown after the words, as a label over it reads. */
const drawnDropdownAfter = byWords('drawn-dropdown-after', 'dropdown', 'textual', (scope, name, exact) =>
  scope.getByText(name, { exact }).first().locator('xpath=following::*').and(scope.locator(DRAWN_DROPDOWN)).first(),
);

/**
 * A label drawn over its field with nothing tying the two (no for, no field inside it), as OrangeHRM's and many
 * Vue and Angular kits draw forms: the field in the smallest box that holds both. Its words, with the star of a
 * required field or a colon after them.
 */
const LOOSE_LABEL = 'label:not([for]):not(:has(input, select, textarea)), [class*="label" i]:not(label, button, a, input, [role="button"], :has(input, select, textarea))';
const BOX_WITH_FIELD =
  'xpath=ancestor::*[descendant::input[not(@type="hidden")] or descendant::select or descendant::textarea or descendant::*[@role="combobox" or @aria-haspopup or contains(@class, "select") or contains(@class, "Select")]][1]';
function byLabelBeside(id: string, fields: string): Strategy {
  return byWords(id, 'field', 'textual', (scope, name, exact) => {
    const words = typeof name === 'string' ? new RegExp(`^\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[*:]?\\s*$`, exact ? '' : 'i') : name;
    return scope.locator(LOOSE_LABEL).filter({ hasText: words }).locator(BOX_WITH_FIELD).locator(fields);
  });
}

/**
 * "Turn on Create Login Details": a switch or tick box with no name of its own, beside the words that say what it does
 * (a paragraph, then the switch drawn in a label of its own): the box in the smallest part of the page holding both.
 */
const TICK_BOXES = 'input[type="checkbox"], input[type="radio"], [role="switch"], [role="checkbox"], [role="radio"]';
const boxBesideWords = byWords('box-beside-words', 'checkbox', 'textual', (scope, name, exact) => {
  const box = scope
    .getByText(name, { exact })
    .locator('xpath=ancestor::*[descendant::input[@type="checkbox" or @type="radio"] or descendant::*[@role="switch" or @role="checkbox" or @role="radio"]][1]');
  // A box the kit hides (no size, no opacity) is pressed through the label it draws instead. The inner locator
  // of "has" comes from the frame the scope is in: a place looked in (a locator) is always on the page itself.
  const root = 'mainFrame' in scope || 'childFrames' in scope ? scope : scope.page();
  const hidden = box.locator('label').filter({ has: root.locator(TICK_BOXES).filter({ visible: false }) });
  return box.locator(TICK_BOXES).filter({ visible: true }).or(hidden);
});

/**
 * "the dialog "Are you Sure?"" of a kit that draws its dialogs without the role (OrangeHRM's sheet is a
 * role="document"): the nearest box around the words whose class says dialog, modal or popup.
 */
const drawnDialog = byWords('drawn-dialog', 'dialog', 'textual', (scope, name, exact) =>
  scope
    .getByText(name, { exact })
    .locator('xpath=ancestor::*[@role="document" or contains(translate(@class, "DIALOGMP", "dialogmp"), "dialog") or contains(translate(@class, "DIALOGMP", "dialogmp"), "modal") or contains(translate(@class, "DIALOGMP", "dialogmp"), "popup")][1]'),
);

/**
 * "the user menu", "the profile dropdown", "the avatar": the control in the page's corner that opens the signed-in
 * user's menu, known by a class or picture that says user, profile, account or avatar; the innermost of them.
 */
export const ACCOUNT_CONTROL_WORDS = /^(?:my\s+)?(?:user|user'?s|profile|account|avatar|user\s+profile|user\s+account|profile\s+picture|user\s+name|username)(?:\s+(?:menu|dropdown|drop-down|icon|picture|photo|image|avatar|button|pic|toggle|area))?$/i;
const accountControl: Strategy = {
  id: 'account-control',
  noun: 'menu',
  band: 'textual',
  locate: (scope, text, tier) => (tier === 'words' && ACCOUNT_CONTROL_WORDS.test(normalizeSpaces(text)) ? scope.locator(ACCOUNT_CONTROL).first() : null),
};

/** "#order-id", ".price", "[data-qa=x]", "css=…", "xpath=…" or "//…": a power user's escape hatch. */
const SELECTOR_PATTERN = /^(css=|xpath=|\/\/|#[\w-]|\.[A-Za-z_][\w-]*|\[[\w-]+(?:[~|^$*]?=[^\]]*)?\])/;
export const isSelector = (words: string) => SELECTOR_PATTERN.test(words.trim());
const selector: Strategy = {
  id: 'selector',
  noun: null,
  band: 'textual',
  locate: (scope, words, tier) => (tier === 'exact' && isSelector(words) ? scope.locator(words.trim()) : null),
};

/**
 * Words a control's class, id or test id spells when it has no name of its own: TodoMVC's delete button is
 * `<button class="destroy">`, an icon button is often `.btn-close` or `[data-testid=edit-icon]`.
 */
const ATTRIBUTE_SYNONYMS: readonly string[][] = [
  ['delete', 'remove', 'destroy', 'trash', 'discard'],
  ['close', 'dismiss'],
  ['edit', 'pencil', 'rename'],
  ['menu', 'hamburger', 'burger'],
  ['search', 'magnifier'],
  ['cart', 'basket'],
];
const ATTRIBUTES = ['id', 'data-test', 'data-testid', 'data-test-id', 'data-qa', 'data-cy', 'name'];
const CONTROLS = 'button, a, [role="button"], [role="link"], input[type="button"], input[type="submit"], input[type="checkbox"], input[type="radio"]';
const FIELDS = 'input:not([type="hidden"]):not([type="button"]):not([type="submit"]):not([type="checkbox"]):not([type="radio"]), textarea, select';

/** "Add to cart" → add-to-cart, add_to_cart, addtocart; a single word → itself and its synonyms. */
export function attributeSpellings(text: string): string[] {
  const parts = words(text);
  const [word, ...more] = parts;
  if (word === undefined || parts.length > 4) return [];
  if (more.length > 0) return [...new Set([parts.join('-'), parts.join('_'), parts.join('')])];
  if (word.length < 3) return [];
  return ATTRIBUTE_SYNONYMS.find((group) => group.includes(word)) ?? [word];
}

/**
 * Elements (of `kinds`) with no name whose class, id or test id (or `also`: another attribute) spells the words: the
 * weakest way to find one.
 */
function byAttributeWords(id: string, kinds: string, also: string[] = []): Strategy {
  return {
    id,
    noun: null,
    band: 'textual',
    locate: (scope, words, tier) => {
      if (tier !== 'words') return null;
      const spellings = attributeSpellings(words).map((spelling) => JSON.stringify(spelling));
      if (spellings.length === 0) return null;
      const matches = spellings.flatMap((spelling) => [`[class~=${spelling} i]`, ...ATTRIBUTES.map((attribute) => `[${attribute}*=${spelling} i]`), ...also.map((attribute) => `[${attribute}=${spelling} i]`)]);
      return scope.locator(`:is(${kinds}):is(${matches.join(', ')})`);
    },
  };
}
// An icon with a title of its own is a control too (react-table's `<span title="Delete">`), known by its synonyms.
const attributeWords = byAttributeWords('attribute-words', `${CONTROLS}, [title]`, ['title']);
/**
 * Anything a person drags, hovers or reads (the-internet's `<div id="column-a">`) known only by an id, class or test
 * id that spells all of two words or more ("Column A"); one word alone ("total") is in too many classes to mean one,
 * so it is only the element whose id it is (`<p id="result">`) or whose id it ends ("the message" is
 * `<p id="dynamicClickMessage">` or `#error-message`).
 */
const everyElementsAttributeWords = byAttributeWords('any-attribute-words', '*');
const anyAttributeWords: Strategy = {
  ...everyElementsAttributeWords,
  locate: (scope, text, tier) => {
    const one = words(text);
    if (one.length >= 2) return everyElementsAttributeWords.locate(scope, text, tier);
    const [word] = one;
    return tier === 'words' && word !== undefined && word.length >= 3 ? scope.locator(idsEndingIn(word)) : null;
  },
};

/**
 * "the delete icon", "the edit button" of a control with no words, only an icon: a class that spells the word or
 * one of its synonyms as a part of its name, on the control or on the icon in it (Bootstrap Icons' `bi-trash`, Font
 * Awesome's `fa-pencil`, `mdi-delete`, `btn-edit`), never a word inside another ("credit" is no "edit").
 */
const iconWords: Strategy = {
  id: 'icon-words',
  noun: null,
  band: 'textual',
  locate: (scope, text, tier) => {
    const spellings = tier === 'words' && words(text).length === 1 ? attributeSpellings(text) : [];
    if (spellings.length === 0) return null;
    const parts = spellings.flatMap((spelling) => [`[class^=${JSON.stringify(`${spelling}-`)} i]`, `[class*=${JSON.stringify(` ${spelling}-`)} i]`, `[class*=${JSON.stringify(`-${spelling}`)} i]`, `[class*=${JSON.stringify(`_${spelling}`)} i]`, `[class~=${JSON.stringify(spelling)} i]`]).join(', ');
    const innermost = `:is(${CONTROLS}):not(:has(:is(${CONTROLS})))`;
    return scope.locator(`${innermost}:is(${parts}), ${innermost}:has(:is(i, svg, span, em, img, use):is(${parts}))`);
  },
};

/** Elements whose id is the word, or ends with it as its last part: `-word`, `_word`, `camelCaseWord`. */
function idsEndingIn(word: string): string {
  const capitalized = word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  return [`[id=${JSON.stringify(word)} i]`, `[id$=${JSON.stringify(`-${word}`)} i]`, `[id$=${JSON.stringify(`_${word}`)} i]`, `[id$=${JSON.stringify(capitalized)}]`].join(', ');
}
// A field with no label is also known by its type: "the number field" is `<input type="number">`.
const fieldAttributeWords = byAttributeWords('field-attribute-words', FIELDS, ['type']);
/** The fields and dropdowns a loose label names (byLabelBeside). */
const fieldBesideLabel = byLabelBeside('label-beside', `${FIELDS}, [role="combobox"], [role="textbox"]`);
const dropdownBesideLabel = byLabelBeside('dropdown-beside-label', `select, [role="combobox"], ${DRAWN_DROPDOWN}`);

const roles = (...names: AriaRole[]) => names.map(byRole);

/**
 * "Select the Pro plan", "Choose the monthly billing": a choice (of `choiceRole`) named by the first words, in the
 * group of choices (of `groupRole`: a fieldset with its legend, a radio group with its label) the last words name,
 * as a person calls the radio button "Pro" of the fieldset "Plan". The group's name holds its words ("Choose a
 * plan"); the choice's name is its words (any case), else holds them ("Pro — $12 a month") at the last tier. The
 * weakest way to find an element: asked only when nothing has all the words in its own name.
 */
function byChoiceInGroup(groupRole: AriaRole, choiceRole: AriaRole): Strategy {
  return {
    id: `${choiceRole}-in-${groupRole}`,
    noun: ROLE_NOUNS[choiceRole] ?? choiceRole,
    band: 'textual',
    ...(CAN_HAVE_ROLE[choiceRole] ? { canMatch: CAN_HAVE_ROLE[choiceRole] } : {}),
    locate: (scope, words, tier) => {
      const parts = normalizeSpaces(words).split(' ');
      if ((tier !== 'loose' && tier !== 'words') || parts.length < 2 || parts.length > 4 || isSelector(words)) return null;
      let found: Locator | null = null;
      for (let split = 1; split < parts.length; split += 1) {
        const choice = tierMatcher(parts.slice(0, split).join(' '), tier === 'loose' ? 'case-insensitive' : 'contains');
        const group = tierMatcher(parts.slice(split).join(' '), 'contains');
        if (!choice || !group) continue;
        const locator = scope.getByRole(groupRole, { name: group.name }).getByRole(choiceRole, { name: choice.name });
        found = found ? found.or(locator) : locator;
      }
      return found;
    },
  };
}
const choicesInGroups = (['group', 'radiogroup'] as const).flatMap((group) => (['radio', 'checkbox'] as const).map((choice) => byChoiceInGroup(group, choice)));

/** The roles a check or a read asks for, when its step names none. */
const CHECKED_ROLES: AriaRole[] = ['button', 'link', 'checkbox', 'radio', 'combobox', 'textbox', 'heading'];

/** The kinds of element a purpose usually means, most likely first. */
function likelyStrategies(purpose: Purpose): Strategy[] {
  switch (purpose) {
    case 'click':
    case 'scroll':
      return [...roles('button', 'link', 'menuitem', 'tab', 'option', 'checkbox', 'radio', 'switch'), label, text, alt, title, testId, attributeWords, iconWords, accountControl, ...choicesInGroups];
    case 'hover':
      return [...roles('button', 'link', 'menuitem', 'tab', 'option', 'checkbox', 'radio', 'switch'), label, text, alt, title, testId, attributeWords, iconWords, ...choicesInGroups, anyAttributeWords];
    case 'fill':
    case 'press':
      return [label, placeholder, ...roles('textbox', 'searchbox', 'combobox', 'spinbutton'), title, testId, fieldAttributeWords, fieldBesideLabel];
    case 'select':
      return [...roles('combobox', 'listbox'), label, title, testId, fieldAttributeWords, dropdownBesideLabel, drawnDropdownShowing, drawnDropdownAfter];
    case 'check':
      return [...roles('checkbox', 'radio', 'switch', 'menuitemcheckbox'), label, boxBesideWords, text, testId, attributeWords, ...choicesInGroups];
    case 'upload':
      return [label, ...roles('button'), text, testId];
    case 'read':
    case 'state':
    case 'count':
      return [label, ...roles(...CHECKED_ROLES), text, placeholder, alt, title, testId, anyAttributeWords, fieldBesideLabel];
    // The same kinds, the words on screen first: each role is asked of every element of the page (a tenth of a
    // second on a page of a few thousand), and any match that shows passes the step.
    case 'see':
      return [text, label, ...roles(...CHECKED_ROLES), placeholder, alt, title, testId];
  }
}

/** Roles a person often names loosely: a "button" that is really a link, a "field" that is a search box. */
const RELATED_ROLES: Partial<Record<AriaRole, AriaRole[]>> = {
  button: ['link', 'menuitem', 'tab'],
  link: ['button', 'menuitem', 'tab'],
  tab: ['button', 'link'],
  menuitem: ['menuitemcheckbox', 'menuitemradio', 'button', 'link'],
  textbox: ['searchbox', 'combobox', 'spinbutton'],
  checkbox: ['switch', 'menuitemcheckbox'],
  switch: ['checkbox'],
  radio: ['menuitemradio'],
  combobox: ['listbox'],
  cell: ['gridcell', 'columnheader', 'rowheader'],
  columnheader: ['cell'],
  dialog: ['alertdialog'],
};

/** The ARIA roles a kind of element a step names may have: "text box" is also a number or search field. */
export const ariaRolesOf = (role: ElementRole): AriaRole[] => [toAriaRole(role), ...(RELATED_ROLES[toAriaRole(role)] ?? [])];

/** Which strategies to try for a target, in priority order. */
export function strategiesFor(target: Target, purpose: Purpose): Strategy[] {
  const wordsGiven = target.text.trim() !== '';
  let list: Strategy[];
  if (target.role) {
    const role = toAriaRole(target.role);
    list = roles(role, ...(RELATED_ROLES[role] ?? []));
    if (wordsGiven) {
      if (['textbox', 'combobox', 'checkbox', 'radio', 'switch'].includes(role)) list.push(label);
      if (role === 'textbox') list.push(placeholder);
      if (role === 'img') list.push(alt);
      // A "button" that is only styled as one (a div with a click handler) is found by its text.
      if (['button', 'link', 'tab', 'menuitem'].includes(role)) list.push(styledControl);
      if (['listitem', 'cell', 'columnheader', 'heading', 'option'].includes(role)) list.push(text);
      list.push(title, testId);
      if (['button', 'link', 'checkbox', 'radio'].includes(role)) list.push(attributeWords);
      if (['button', 'link'].includes(role)) list.push(iconWords);
      if (['button', 'link', 'combobox', 'menu', 'img'].includes(role)) list.push(accountControl);
      if (role === 'dialog') list.push(drawnDialog);
      if (['textbox', 'combobox', 'searchbox', 'spinbutton', 'listbox'].includes(role)) list.push(fieldAttributeWords);
      if (['textbox', 'searchbox', 'spinbutton'].includes(role)) list.push(fieldBesideLabel);
      if (role === 'combobox') list.push(dropdownBesideLabel, drawnDropdownShowing, drawnDropdownAfter);
    }
  } else {
    list = wordsGiven ? likelyStrategies(purpose) : [];
  }
  if (wordsGiven) list.push(selector);
  return list;
}

/** One look of the resolver: a match tier and the strategies asked at it, in priority order. */
export interface Pass {
  tier: MatchTier;
  strategies: Strategy[];
}

/**
 * The order in which tiers and strategies are tried. To read or check something, the best-matching words
 * win whatever the element. To act on something, a button or field that matches well beats text that matches
 * exactly, and only the weakest tiers ("all the words, in any order") come after exact text.
 */
export function passesFor(strategies: Strategy[], purpose: Purpose, { isCounted = false }: { isCounted?: boolean } = {}): Pass[] {
  if (purpose === 'see' && !isCounted && strategies[0] === text) return wordsOnScreenFirst(strategies);
  if (['read', 'state', 'see', 'count'].includes(purpose)) return MATCH_TIERS.map((tier) => ({ tier, strategies }));
  const semantic = strategies.filter(({ band }) => band === 'semantic');
  const textual = strategies.filter(({ band }) => band === 'textual');
  const order: Array<[MatchTier, Strategy[]]> = [
    ['exact', semantic],
    ['case-insensitive', semantic],
    ['contains', semantic],
    ['loose', semantic],
    ['exact', textual],
    ['case-insensitive', textual],
    ['contains', textual],
    ['words', semantic],
    ['loose', textual],
    ['words', textual],
  ];
  return order.filter(([, list]) => list.length > 0).map(([tier, list]) => ({ tier, strategies: list }));
}

/**
 * A check that only needs the words on screen passes on any visible element they name, whatever the tier and the
 * kind of element: which one is found first changes the element reported, never the verdict. The words as written
 * are asked first, then within a longer text ("Account created" in "Account created for ada@…"), two asks that
 * take in every text the exact and case-insensitive tiers would find (NESTED_TIERS); then the other kinds, tier by tier. Asked in
 * the usual order, words within a longer text came after thirteen locators that each go through the whole page.
 * Not for "the 2nd": which one is second depends on what is asked first.
 */
function wordsOnScreenFirst(strategies: Strategy[]): Pass[] {
  const others = strategies.filter((strategy) => strategy !== text);
  return [
    { tier: 'exact', strategies: [text] },
    { tier: 'contains', strategies: [text] },
    ...MATCH_TIERS.map((tier) => ({ tier, strategies: NESTED_TIERS.includes(tier) ? others : strategies })),
  ];
}
