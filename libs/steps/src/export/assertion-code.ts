import { impactsFrom, wcagTags } from '../accessibility';
import { ADDRESS_BEFORE_ACTION, ADDRESS_HOLDS_FOR_MS } from '../address-unchanged';
import { BROKEN_IMAGES_SCRIPT } from '../broken-images';
import { type Assertion, type ElementRole, isPlainWords, isUnplaced } from '../ast';
import { regionKindLocators } from '../region-kinds';
import { columnNamed } from '../column-cells';
import { optionsDropdownOf } from '../dropdown-options';
import { msLiteral, stringLiteral } from './js-code';
import { thingSpellings } from '../thing-counts';
import { type ValueKind, valueKindShape } from '../value-kinds';
import { isBareNumber, wholeNumberPattern } from '../whole-number';
import { InboxStepError } from './spec-values';
import { derivedLocator } from './spec-locators';
import { args, callOptions, locatorOf, type StepContext } from './step-context';

type AssertionOf<T extends Assertion['type']> = Extract<Assertion, { type: T }>;

const not = (negated: boolean) => (negated ? '.not' : '');

/**
 * A check as Playwright's retrying `expect`, as Verity checks it (engine: execution/assertions.ts): page text in
 * the visible text, any case; title and "URL contains" any case; "URL is" the same page; a field's value, a
 * dropdown's chosen option or an element's text; states; counts of visible elements; axe-core's accessibility rules,
 * run once (a helper, with @axe-core/playwright); a picture compared with its baseline (toHaveScreenshot). A check of
 * more than one statement has them on lines of their own.
 */
export function assertionCode(assertion: Assertion, context: StepContext): string {
  switch (assertion.type) {
    case 'page-text': {
      if (assertion.kind) return `await expect(page.locator('body'))${not(assertion.negated)}.toContainText(${args(kindPattern(assertion.kind), callOptions(context, 'useInnerText: true'))});`;
      const options = callOptions(context, 'ignoreCase: true', 'useInnerText: true');
      return `await expect(page.locator('body'))${not(assertion.negated)}.toContainText(${args(context.values.text(assertion.text), options)});`;
    }
    case 'title':
      return `await expect(page)${not(assertion.negated)}.toHaveTitle(${args(context.values.pattern(assertion.value, assertion.mode === 'is'), callOptions(context))});`;
    case 'url':
      return urlCode(assertion, context);
    case 'field-value':
      return fieldValueCode(assertion, context);
    case 'element-state':
      return stateCode(assertion, context);
    case 'images-loaded':
      return `await expect.poll(${args(`() => page.evaluate(${stringLiteral(`(${BROKEN_IMAGES_SCRIPT})()`)})`, callOptions(context))}).toEqual([]);`;
    case 'dialog-text': {
      if (assertion.mode === 'is') return `expect(lastDialog.trim().toLowerCase())${not(assertion.negated)}.toBe(${context.values.text(assertion.value)}.toLowerCase());`;
      context.helpers.add('escapeRegExp');
      return `expect(lastDialog)${not(assertion.negated)}.toMatch(new RegExp(escapeRegExp(${context.values.text(assertion.value)}), 'i'));`;
    }
    case 'in-cart':
      context.helpers.add('inCartHolds');
      return `await expect.poll(${args(`() => inCartHolds(page, ${context.values.text(assertion.item)})`, callOptions(context))}).toBe(${!assertion.negated});`;
    case 'element-property':
      return propertyCode(assertion, context);
    case 'only-listed':
      context.helpers.add('onlyListedHolds');
      return `await expect.poll(${args(`() => onlyListedHolds(page, ${context.values.text(assertion.text)})`, callOptions(context))}).toBe(true);`;
    case 'on-page':
      context.helpers.add('onPageHolds');
      return `await expect.poll(${args(`() => onPageHolds(page, ${context.values.text(assertion.name)})`, callOptions(context))}).toBe(${!assertion.negated});`;
    case 'no-console-errors':
      return 'expect(consoleErrors).toEqual([]);';
    case 'address-unchanged': {
      context.helpers.add('isSameAddress');
      const same = `isSameAddress(page.url(), ${ADDRESS_BEFORE_ACTION}, '${assertion.what}')`;
      if (assertion.negated) return `await expect.poll(${args(`() => ${same}`, callOptions(context))}).toBe(false);`;
      // Verity holds "does not change" a moment after the action: a redirect that comes a little later fails it too.
      return [`await page.waitForTimeout(${msLiteral(ADDRESS_HOLDS_FOR_MS)});`, `expect(${same}).toBe(true);`].join('\n');
    }
    case 'app-state':
      context.helpers.add('appStateHolds');
      return `await expect.poll(${args(`() => appStateHolds(page, '${assertion.state}'${assertion.as === undefined ? '' : `, ${context.values.text(assertion.as)}`})`, callOptions(context))}).toBe(true);`;
    case 'items-order': {
      context.helpers.add('listedItemsHold');
      const attribute = assertion.attribute === undefined ? '' : `, attribute: ${context.values.text(assertion.attribute)}`;
      const query = `{ order: { by: '${assertion.by}'${attribute}, descending: ${assertion.descending} } }`;
      return `await expect.poll(${args(`() => listedItemsHold(page, ${query})`, callOptions(context))}).toBe(true);`;
    }
    case 'every-item': {
      context.helpers.add('listedItemsHold');
      return `await expect.poll(${args(`() => listedItemsHold(page, { every: { value: ${context.values.text(assertion.value)} } })`, callOptions(context))}).toBe(true);`;
    }
    case 'nth-item': {
      context.helpers.add('listedItemsHold');
      const query = `{ nth: { index: ${assertion.nth}, value: ${context.values.text(assertion.value)}, mode: '${assertion.mode ?? 'is'}', negated: ${assertion.negated} } }`;
      return `await expect.poll(${args(`() => listedItemsHold(page, ${query})`, callOptions(context))}).toBe(true);`;
    }
    case 'item-value': {
      const { item, attribute, value, negated } = assertion;
      if (assertion.compare) {
        context.helpers.add('itemValuesOf');
        context.helpers.add('amountHolds');
        const read = `async () => (await itemValuesOf(page, { item: ${context.values.text(item)}, attribute: ${stringLiteral(attribute)} })).some((shown) => amountHolds(shown, ${context.values.text(value)}, '${assertion.compare}'))`;
        return `await expect.poll(${args(read, callOptions(context))}).toBe(true);`;
      }
      context.helpers.add('itemValueHolds');
      const query = `{ item: ${context.values.text(item)}, attribute: ${stringLiteral(attribute)}, value: ${context.values.text(value)}, mode: '${assertion.mode ?? 'is'}', negated: ${negated} }`;
      return `await expect.poll(${args(`() => itemValueHolds(page, ${query})`, callOptions(context))}).toBe(true);`;
    }
    case 'count': {
      const { count, bound } = assertion;
      const compared = bound === 'at-least' ? '>=' : '<=';
      if (assertion.things) {
        context.helpers.add('countsOfThings');
        const forms = `[${thingSpellings(assertion.target.text).map(stringLiteral).join(', ')}]`;
        if (!bound) return `await expect.poll(${args(`() => countsOfThings(page, ${forms})`, callOptions(context))}).toContain(${count});`;
        const read = `async () => (await countsOfThings(page, ${forms})).some((found) => found ${compared} ${count})`;
        return `await expect.poll(${args(read, callOptions(context))}).toBe(true);`;
      }
      const dropdown = optionsDropdownOf(assertion.target);
      if (dropdown) {
        // The options it lists, open or closed, as Verity counts them; those on screen when it draws them only while open.
        context.helpers.add('listedOptions');
        const options = `(await listedOptions(${locatorOf(dropdown, 'select', context).one}))?.length ?? (await page.getByRole('option').filter({ visible: true }).count())`;
        const matcher = !bound ? 'toBe' : bound === 'at-least' ? 'toBeGreaterThanOrEqual' : 'toBeLessThanOrEqual';
        return `await expect.poll(${args(`async () => ${options}`, callOptions(context))}).${matcher}(${count});`;
      }
      const { all } = locatorOf(assertion.target, 'count', context);
      if (!bound) return `await expect(${all}.filter({ visible: true })).toHaveCount(${args(String(count), callOptions(context))});`;
      const matcher = bound === 'at-least' ? 'toBeGreaterThanOrEqual' : 'toBeLessThanOrEqual';
      return `await expect.poll(${args(`() => ${all}.filter({ visible: true }).count()`, callOptions(context))}).${matcher}(${count});`;
    }
    case 'accessibility': {
      context.helpers.add('accessibilityViolations');
      const list = (words: string[]) => `[${words.map(stringLiteral).join(', ')}]`;
      return `expect(await accessibilityViolations(page, ${list(wcagTags(assertion.wcag))}, ${list(impactsFrom(assertion.impact))})).toEqual([]);`;
    }
    case 'visual':
      return visualCode(assertion, context);
    case 'email-subject':
    case 'email-text':
      throw new InboxStepError();
  }
}

/**
 * Playwright's own screenshot comparison, as Verity compares (engine: execution/visual-check.ts): the window or the
 * element, animations stopped and the caret hidden (toHaveScreenshot's defaults), the regions to ignore masked,
 * pixelmatch's per-pixel threshold 0.1 and the share of pixels allowed to differ. Playwright names each picture after
 * the test and keeps it next to the spec; its first run writes them.
 */
function visualCode(assertion: AssertionOf<'visual'>, context: StepContext): string {
  const subject = assertion.target ? locatorOf(assertion.target, 'read', context).one : 'page';
  // The step's recorded locator is its subject's: a region to ignore is found by its words.
  const masks = assertion.masks.map((mask) => derivedLocator(mask, 'read', context.values).one);
  // Playwright allows no changed pixel either unless told: the share is written when the step gives one.
  const allowed = assertion.maxDiffPercent === undefined ? [] : [`maxDiffPixelRatio: ${Number((assertion.maxDiffPercent / 100).toPrecision(6))}`];
  const options = callOptions(context, ...(masks.length > 0 ? [`mask: [${masks.join(', ')}]`] : []), ...allowed, 'threshold: 0.1');
  return `await expect(${subject}).toHaveScreenshot(${options});`;
}

function urlCode(assertion: AssertionOf<'url'>, context: StepContext): string {
  if (assertion.mode === 'contains') {
    return `await expect(page)${not(assertion.negated)}.toHaveURL(${args(context.values.pattern(assertion.value, false), callOptions(context))});`;
  }
  context.helpers.add('isSamePage');
  const expected = context.values.text(assertion.value);
  return `await expect(page)${not(assertion.negated)}.toHaveURL(${args(`(url) => isSamePage(url, ${expected})`, callOptions(context))});`;
}

function fieldValueCode(assertion: AssertionOf<'field-value'>, context: StepContext): string {
  const { target } = assertion;
  if (assertion.among === 'options') {
    const { one } = locatorOf(target, 'select', context);
    return `await expect(${one}.locator('option').filter({ hasText: ${context.values.text(assertion.value)} }))${assertion.negated ? '' : '.not'}.toHaveCount(${args('0', callOptions(context))});`;
  }
  const column = isPlainWords(target) ? columnNamed(target.text) : null;
  if (column) {
    context.helpers.add('columnHolds');
    const every = assertion.among === 'every-cell' ? ', every: true' : '';
    const pattern = assertion.kind ? `, pattern: ${kindPattern(assertion.kind)}` : '';
    const query = `{ column: ${context.values.text(column)}, value: ${context.values.text(assertion.value)}, mode: '${assertion.mode ?? 'is'}'${every}${pattern} }`;
    return `await expect.poll(${args(`() => columnHolds(page, ${query})`, callOptions(context))}).toBe(${!assertion.negated});`;
  }
  // Without a kind of element named, "has value" is about a field and "contains" about a text, as people write them;
  // a part of the page named by its kind ("the toast says") has text.
  const isRegion = !assertion.target.role && isRegionKind(assertion.target);
  // An amount compared ("the total is more than $10") is read off the words that show it.
  const isAboutText = isRegion || (!assertion.target.role && (assertion.mode === 'contains' || assertion.compare !== undefined));
  const { one, reads } = locatorOf(assertion.target, isAboutText ? 'text' : 'value', context);
  const isEmpty = assertion.value === '' && assertion.mode !== 'contains';
  const subject = reads === 'option' ? `${one}.locator('option:checked')` : one;
  const expectation = `await expect(${subject})${not(assertion.negated)}`;
  if (isEmpty && reads !== 'option') return `${expectation}.toBeEmpty(${callOptions(context)});`;
  const value = context.values.text(assertion.value);
  if (assertion.compare) {
    context.helpers.add('textOf');
    context.helpers.add('amountHolds');
    return `await expect.poll(${args(`async () => amountHolds(await textOf(${one}), ${value}, '${assertion.compare}')`, callOptions(context))}).toBe(true);`;
  }
  if (assertion.kind) return `${expectation}.${reads === 'value' ? 'toHaveValue' : 'toContainText'}(${args(kindPattern(assertion.kind), callOptions(context))});`;
  if (isRegion && assertion.mode === 'contains' && /^(?:the\s+)?(?:table|grid)$/i.test(assertion.target.text.trim()) && /\S\s+\S/.test(assertion.value)) {
    context.helpers.add('rowHasEachWord');
    context.helpers.add('escapeRegExp');
    return `await expect.poll(${args(`() => rowHasEachWord(${one}, ${value})`, callOptions(context))}).toBe(${!assertion.negated});`;
  }
  if (assertion.mode === 'contains') {
    if (reads === 'value') return `${expectation}.toHaveValue(${args(context.values.pattern(assertion.value, false), callOptions(context))});`;
    // "the badge shows 1": the number whole, as Verity reads it (not the 1 of "11").
    if (isBareNumber(assertion.value)) return `${expectation}.toContainText(${args(wholeNumberPattern(assertion.value).toString(), callOptions(context))});`;
    return `${expectation}.toContainText(${args(value, callOptions(context, 'ignoreCase: true'))});`;
  }
  return `${expectation}.${reads === 'value' ? 'toHaveValue' : 'toHaveText'}(${args(value, callOptions(context))});`;
}

/** "the toast", "the table": a part of the page named by its kind alone, read as Verity reads it (derivedLocator). */
function isRegionKind(target: AssertionOf<'field-value'>['target']): boolean {
  return isUnplaced(target) && regionKindLocators(target.text, { toRead: true }) !== undefined;
}

/**
 * Verity's "is visible" is what a person sees (seenCount), more than toBeVisible asks; "is hidden": no element the
 * words name is in sight, however many there are.
 */
export function seenCode(target: AssertionOf<'element-state'>['target'], state: 'visible' | 'hidden', context: StepContext): string {
  context.helpers.add('seenCount');
  const options = callOptions(context);
  if (state === 'visible') return `await expect.poll(${args(`() => seenCount(${locatorOf(target, 'read', context).one})`, options)}).toBeGreaterThan(0);`;
  return `await expect.poll(${args(`() => seenCount(${locatorOf(target, 'read', { ...context, recorded: null }).all})`, options)}).toBe(0);`;
}

/** Kinds of element Verity reads as chosen or not by the page's marks, never by a checked state. */
const CHOSEN_KINDS = new Set<ElementRole>(['tab', 'link', 'menuitem']);

function stateCode(assertion: AssertionOf<'element-state'>, context: StepContext): string {
  const { target, state } = assertion;
  const options = callOptions(context);
  switch (state) {
    case 'visible':
    case 'hidden':
      return seenCode(target, state, context);
    case 'enabled':
      return `await expect(${locatorOf(target, 'enabled', context).one}).toBeEnabled(${options});`;
    case 'disabled':
      return `await expect(${locatorOf(target, 'enabled', context).one}).toBeDisabled(${options});`;
    case 'checked':
    case 'unchecked':
      // A tab, link or menu item has no checked state to read: the one chosen is marked so (Verity's chosenOnPage).
      if (target.role && CHOSEN_KINDS.has(target.role) && isUnplaced(target)) {
        context.helpers.add('isChosen');
        return `await expect.poll(${args(`() => isChosen(page, ${stringLiteral(target.text)})`, options)}).toBe(${state === 'checked'});`;
      }
      return `await expect(${locatorOf(target, 'checked', context).one})${state === 'checked' ? '' : '.not'}.toBeChecked(${options});`;
    case 'invalid':
    case 'valid':
      // Verity's "is invalid": what the field shows, not only aria-invalid (isInvalid).
      context.helpers.add('isInvalid');
      return `await expect.poll(${args(`() => isInvalid(${locatorOf(target, 'fill', context).one})`, options)}).toBe(${state === 'invalid'});`;
    case 'expanded':
    case 'collapsed': {
      // Verity's "is expanded": aria-expanded, a details element, data-state, on it, in it or on a control of it.
      context.helpers.add('isExpanded');
      const located = locatorOf(target, 'read', context);
      const called = target.part === 'menu-button' ? `${located.all}, { menu: true }` : located.one;
      return `await expect.poll(${args(`() => isExpanded(${called})`, options)}).toBe(${state === 'expanded'});`;
    }
  }
}

/** A property check as Playwright writes it, or read the way Verity reads it where Playwright has no matcher. */
function propertyCode(assertion: AssertionOf<'element-property'>, context: StepContext): string {
  const { target, property, negated } = assertion;
  const options = callOptions(context);
  const purpose = property === 'link' || property === 'new-tab' ? 'click' : property === 'focused' || property === 'colour' ? 'read' : 'fill';
  const { one } = locatorOf(target, purpose, context);
  context.helpers.add('propertiesOf');
  if (property === 'colour') {
    return `await expect.poll(${args(`async () => (await propertiesOf(${one})).colours`, options)})${not(negated)}.toContain(${context.values.text(assertion.value ?? '')});`;
  }
  if (property === 'link') {
    return `await expect.poll(${args(`async () => ((await propertiesOf(${one})).href ?? '').toLowerCase()`, options)})${not(negated)}.toContain(${context.values.text(assertion.value ?? '')}.toLowerCase());`;
  }
  if (property === 'placeholder') {
    // Compared as Verity compares it: spaces, case and a trailing ellipsis aside.
    const plain = ".replace(/\\s+/g, ' ').trim().replace(/(?:\\.{2,}|…)$/, '').toLowerCase()";
    return `await expect.poll(${args(`async () => ((await propertiesOf(${one})).placeholder ?? '')${plain}`, options)})${not(negated)}.toBe(${context.values.text(assertion.value ?? '')}${plain});`;
  }
  const flag = { 'new-tab': 'newTab', required: 'required', masked: 'masked', focused: 'focused' }[property];
  return `await expect.poll(${args(`async () => (await propertiesOf(${one})).${flag}`, options)}).toBe(${!negated});`;
}

/** A value of the kind ("an email address") as a regular expression in the spec; the current year, the run's. */
function kindPattern(kind: ValueKind): string {
  if (kind === 'current-year') return 'new RegExp(`\\\\b${new Date().getFullYear()}\\\\b`)';
  return `new RegExp(${stringLiteral(valueKindShape(kind))}, 'i')`;
}
