import { partSelector } from '../part-selector';
import { menuButtonPlace } from '../menu-button';
import { type ElementRole, isPlainWords, type Target } from '../ast';
import { DATA_ROWS_SELECTOR, regionKindLocators, type RegionLocator } from '../region-kinds';
import { stringLiteral } from './js-code';
import { locatorOnPage } from './recorded-locator';
import { SpecValues } from './spec-values';

/**
 * What a step wants of its element; it decides which of Playwright's locators are written, in the order Verity's
 * resolver (engine: resolve/strategies.ts) tries them first.
 */
export type LocatorPurpose = 'click' | 'fill' | 'select' | 'check' | 'upload' | 'read' | 'enabled' | 'checked' | 'value' | 'text' | 'count';

/** How a check or a stored value reads the element: a field's value, a dropdown's chosen option, or its text. */
export type ReadKind = 'value' | 'option' | 'text';

export interface SpecLocator {
  /** The one element the step acts on or checks. */
  one: string;
  /** Every element the target's words name: what a count or "is hidden" looks at. */
  all: string;
  reads: ReadKind;
}

/** A step whose element Verity itself could not name: the step does not say which element it means. */
export class UnnamedTargetError extends Error {
  constructor() {
    super('the step does not say which element to use');
  }
}

/** "#order-id", ".price", "[data-qa=x]", "css=…", "xpath=…" or "//…": the selectors Verity accepts as a target. */
const SELECTOR_PATTERN = /^(css=|xpath=|\/\/|#[\w-]|\.[A-Za-z_][\w-]*|\[[\w-]+(?:[~|^$*]?=[^\]]*)?\])/;

const ariaRole = (role: ElementRole) => (role === 'image' ? 'img' : role);

/** The kinds of element Verity tries first for a purpose when the step names no kind; the rest follow in Verity only. */
function likelyLocators(purpose: LocatorPurpose, name: string): string[] {
  switch (purpose) {
    case 'click':
      return [`getByRole('button', { name: ${name} })`, `getByRole('link', { name: ${name} })`, `getByRole('menuitem', { name: ${name} })`];
    case 'fill':
      return [`getByLabel(${name})`, `getByPlaceholder(${name})`];
    case 'select':
    case 'check':
    case 'upload':
    case 'checked':
    case 'value':
      return [`getByLabel(${name})`];
    case 'read':
      return [`getByText(${name})`, `getByLabel(${name})`];
    case 'text':
      return [`getByText(${name})`];
    case 'enabled':
      return [`getByRole('button', { name: ${name} })`, `getByLabel(${name})`];
    case 'count':
      return [`getByText(${name}, { exact: true })`];
  }
}

function readKind(target: Target, purpose: LocatorPurpose): ReadKind {
  if (target.role === 'combobox') return 'option';
  if (target.role === 'textbox') return 'value';
  return !target.role && purpose === 'value' ? 'value' : 'text';
}

/** `a`, `a.or(page.b)`: the alternatives as one locator on `receiver`. */
function union(receiver: string, alternatives: string[]): string {
  const [first, ...rest] = alternatives;
  return `${receiver}.${first}${rest.map((alternative) => `.or(page.${alternative})`).join('')}`;
}

/** A region found by its kind (`in the header`), as a locator call. */
const regionCode = (region: RegionLocator) => ('role' in region ? `getByRole('${region.role}')` : `locator(${stringLiteral(region.css)})`);

/** "the dialog", "the menu": every region of that kind on screen, as Verity finds them; undefined for other words. */
export function regionKindLocator(words: string, options: { toRead?: boolean } = {}): string | undefined {
  const region = regionKindLocators(words, options);
  return region && `${union('page', region.map(regionCode))}.filter({ visible: true })`;
}

/** A kind of element with no name: every one of them; rows are the rows of data, without the column headings. */
const roleOnly = (role: ElementRole) => (role === 'row' ? `locator(${stringLiteral(DATA_ROWS_SELECTOR)})` : `getByRole('${ariaRole(role)}')`);

/** `.first()`, `.nth(1)` for "the 2nd", `.last()`: which of the matches is meant. */
function pick(nth: number | undefined): string {
  if (nth === undefined || nth === 1) return '.first()';
  if (nth === -1) return '.last()';
  return `.nth(${nth > 0 ? nth - 1 : nth})`;
}

/**
 * The target as Playwright locators, from the step's words alone: the kinds of element Verity looks for first,
 * matched the way Playwright matches names (any case, part of the name). `in "X"` and `near "X"` look inside the
 * smallest block that shows X and holds such an element.
 */
export function derivedLocator(target: Target, purpose: LocatorPurpose, values: SpecValues): SpecLocator {
  const words = target.text.trim();
  const reads = readKind(target, purpose);
  // "the hamburger menu button": by its label, class, controls or icon, or its words, as Verity finds it.
  if (target.part === 'menu-button') {
    const { css, worded, words: said } = menuButtonPlace(target);
    const all = `page.locator(${stringLiteral(css)}).or(page.locator(${stringLiteral(worded)}).filter({ hasText: ${said.toString()} }))`;
    return { all, one: `${all}.filter({ visible: true }).first()`, reads };
  }
  if (words === '' && !target.role) throw new UnnamedTargetError();
  if (words !== '' && !SpecValues.isVariable(words) && SELECTOR_PATTERN.test(words)) {
    const all = `page.locator(${stringLiteral(words)})`;
    return { all, one: `${all}${pick(target.nth)}`, reads };
  }
  // "the dialog", "the table": the region of that kind on screen, as Verity reads it.
  // "the cart badge", "the cart icon": by the class, id, test id or label that spells it, as Verity finds it.
  if (target.part && !SpecValues.isVariable(words)) {
    const all = `page.locator(${stringLiteral(partSelector(target))})`;
    return { all, one: `${all}.filter({ visible: true }).first()`, reads };
  }
  const region = isPlainWords(target) && !SpecValues.isVariable(words) ? regionKindLocator(words, { toRead: true }) : undefined;
  if (region && (purpose === 'read' || purpose === 'text')) return { all: region, one: `${region}.first()`, reads };
  const name = words === '' ? '' : values.text(target.text);
  const alternatives = target.role
    ? [name === '' ? roleOnly(target.role) : `getByRole('${ariaRole(target.role)}', { name: ${name}${purpose === 'count' ? ', exact: true' : ''} })`]
    : likelyLocators(purpose, name);
  const kindOfScope = target.within !== undefined && !SpecValues.isVariable(target.within) ? regionKindLocators(target.within) : undefined;
  if (kindOfScope && target.near === undefined) {
    const block = union('page', kindOfScope.map(regionCode));
    const all = alternatives.length === 1 ? `${block}.${alternatives[0]}` : `${block}.locator(${union('page', alternatives)})`;
    return { all, one: `${all}${pick(target.nth)}`, reads };
  }
  const anchor = target.within ?? target.near;
  if (anchor === undefined) {
    const all = union('page', alternatives);
    return { all, one: `${all}${pick(target.nth)}`, reads };
  }
  const inside = union('page', alternatives);
  const block = `page.locator('*').filter({ hasText: ${values.text(anchor)}, has: ${inside} }).last()`;
  const all = alternatives.length === 1 ? `${block}.${alternatives[0]}` : `${block}.locator(${inside})`;
  return { all, one: `${all}${pick(target.nth)}`, reads };
}

/** The noun Verity's action names the element with: "Checked that the field 'Email' …", "the dropdown 'Country'". */
function recordedReadKind(code: string, action: string | null | undefined): ReadKind {
  const noun = /\bthe (field|dropdown)\b/.exec(action ?? '')?.[1];
  if (noun === 'field') return 'value';
  if (noun === 'dropdown') return 'option';
  if (action) return 'text';
  if (/^page\.(?:getByLabel|getByPlaceholder)\(|^page\.getByRole\('(?:textbox|searchbox|spinbutton)'/.test(code)) return 'value';
  return /^page\.getByRole\('combobox'/.test(code) ? 'option' : 'text';
}

/** The locator a run recorded for the step, as code on `page`; null when it is not one this can write. */
export function recordedLocator(recorded: string, action: string | null | undefined): SpecLocator | null {
  const code = locatorOnPage(recorded);
  return code ? { one: code, all: code, reads: recordedReadKind(code, action) } : null;
}
