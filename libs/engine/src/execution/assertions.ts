import { showsSameDay } from './dates/written-dates';
import { withoutDateWord } from './dates/fill-date';
import { findEitherNamed } from './find-either';
import { type Locator } from 'playwright-core';
import { amountHolds, type Assertion, holdsValueKind, type ValueKind, valueKindShape, COLUMN_TEXTS_SCRIPT, countHolds, EXPANDED_SCRIPT, isBareNumber, wholeNumberPattern, countWords, columnNamed, type ElementRole, FIELD_INVALID_SCRIPT, isUnplaced, type NumberBound, numberBoundWords, roleOf, type Target, THING_COUNTS_SCRIPT, THING_ROWS, type ThingCounts, thingSpellings } from '@verity/steps';
import { checkAccessibility } from './accessibility';
import { everyItem, imagesLoaded, itemsOrder, itemValue, nthItem } from './item-checks';
import { kindGone, kindShown, visibleErrors } from './kind-states';
import { pageExcerpt, pollUntil, relation } from './check-support';
import { appState } from './app-state-check';
import { onPage } from './on-page-check';
import { addressUnchanged } from './address-check';
import { elementProperty } from './property-check';
import { chosenOnPage, isChosenNow } from './chosen-check';
import { onlyListed } from './only-listed-check';
import { optionsCount } from './options-count';
import { inCart } from './in-cart-check';
import { dialogText } from './dialog-steps';
import { isPlaywrightTimeout } from './action-errors';
import { anySeen, describeElements, LABELLED_VALUE, pageFunction, selectOptions, textsOfElements, textsOfRendered, visibleText } from './page-scripts';
import { readElement } from './read-element';
import { formatSeconds, isTransient, type KindRegion, pluralNoun, regionByKind, resolveTarget, type ResolvedTarget, scopeFor, targetPhrase, waitUntilGone } from './resolve/resolve-target';
import { menuShownAlready, partNoun, shownWithoutButton } from './resolve/part-of';
import { ariaRolesOf, DRAWN_DROPDOWN, roleNoun, type Scope, strategiesFor } from './resolve/strategies';
import { closestNames, MATCH_TIERS, normalizeSpaces, quote, quoteList, tierMatcher, words } from './resolve/text-match';
import { resolveContext, type StepContext, type StepDone } from './step-context';
import { pause, StepFailure, throwIfCancelled } from './step-failure';
import { resolveUrl, sameUrl, urlContains } from './urls';
import { checkVisual } from './visual-check';

type AssertionOf<T extends Assertion['type']> = Extract<Assertion, { type: T }>;

/** How long one wait for page text lasts before the rendered text is read too. */
const TEXT_WAKE_UP_MS = 1_000;
/** Between two looks at words that are still shown (for "does not show"), or on the page but not seen yet. */
const TEXT_LOOK_AGAIN_MS = 100;

/** Text holding the words, as Playwright's text matching reads them. */
function wordsPattern(text: string): RegExp {
  const matcher = tierMatcher(text, 'contains');
  if (!matcher || typeof matcher.name === 'string') throw new StepFailure('The step does not say which text to look for.');
  return matcher.name;
}

/**
 * Whether the words are on screen: in one element's text (Playwright's text matching), or across elements as
 * a person reads them (the page's rendered text, where "Total" and "$10" in two cells read "Total $10").
 */
async function pageText(assertion: AssertionOf<'page-text'>, context: StepContext): Promise<StepDone> {
  const pattern = assertion.kind ? new RegExp(valueKindShape(assertion.kind), 'i') : wordsPattern(assertion.text);
  // "an email address": words that say what is looked for; other words are quoted.
  const said = assertion.kind ? assertion.text : quote(assertion.text);
  // The page is read anew each time: a tab opened by the step before may take over while this check waits.
  const shownOn = () => context.page.getByText(pattern).filter({ visible: true });
  const readsOnScreen = async () => pattern.test(normalizeSpaces(await context.page.evaluate(visibleText).catch(() => '')));
  const tolerateLooking = (error: unknown) => {
    if (!isPlaywrightTimeout(error) && !isTransient(error)) throw error;
  };
  // Playwright's "visible" keeps a transparent element or one in a box that hides it: a person must see the words.
  const seenInOneElement = () =>
    shownOn()
      .evaluateAll(anySeen)
      .catch((error: unknown) => (tolerateLooking(error), false));
  const isShown = async (waitMs: number): Promise<boolean> => {
    // Read first: on a large page each look goes through all of its text, and the words are mostly there already.
    const shownNow = (await seenInOneElement()) || (await readsOnScreen());
    if (shownNow || assertion.negated) return shownNow;
    // Woken as soon as a match is on the page, rather than at the next look.
    await shownOn().first().waitFor({ state: 'attached', timeout: waitMs }).catch(tolerateLooking);
    return (await seenInOneElement()) || readsOnScreen();
  };
  for (;;) {
    throwIfCancelled(context.signal);
    const remaining = context.deadline - Date.now();
    const shownNow = await isShown(Math.max(1, Math.min(remaining, TEXT_WAKE_UP_MS)));
    if (shownNow !== assertion.negated) {
      return { action: `Checked that the page ${assertion.negated ? 'does not show' : 'shows'} ${said}`, locator: String(shownOn()) };
    }
    if (Date.now() >= context.deadline) break;
    // Words still shown, or matched but not seen: looked at again shortly.
    await pause(Math.max(0, Math.min(context.deadline - Date.now(), TEXT_LOOK_AGAIN_MS)), context.signal);
  }
  if (assertion.negated) {
    const where = (await shownOn().evaluateAll(describeElements).catch(() => []))[0]?.name;
    const inside = where && normalizeSpaces(where).toLowerCase() !== normalizeSpaces(assertion.text).toLowerCase() ? `: ${quote(where)}` : '.';
    throw new StepFailure(`Expected the page not to show ${said}, but it does${inside}`);
  }
  const text = await context.page.evaluate(visibleText).catch(() => '');
  const snippets = text.split(/(?<=[.!?:])\s+|\s{2,}/).flatMap((line) => (line.length <= 120 ? [line] : []));
  const closest = assertion.kind ? [] : closestNames(assertion.text, snippets, 3, 0.6);
  const hint = closest.length > 0 ? ` Closest: ${closest.map((name) => quote(name)).join(', ')}.` : '';
  throw new StepFailure(`Expected the page to show ${said}, but it does not. ${await pageExcerpt(context)}${hint}`, closest);
}

function expectation(what: string, mode: 'is' | 'contains', negated: boolean, value: string): string {
  const verb = mode === 'is' ? 'be' : 'contain';
  return `Expected ${what} ${negated ? 'not ' : ''}to ${verb} ${quote(value, 200)}`;
}

async function title(assertion: AssertionOf<'title'>, context: StepContext): Promise<StepDone> {
  const wanted = normalizeSpaces(assertion.value).toLowerCase();
  const matches = (actual: string) => {
    const text = normalizeSpaces(actual).toLowerCase();
    const hit = assertion.mode === 'is' ? text === wanted : text.includes(wanted);
    return hit !== assertion.negated;
  };
  const result = await pollUntil(context, () => context.page.title(), matches);
  if (result.ok) return { action: `Checked that the title ${relation(assertion.mode, assertion.negated)} ${quote(assertion.value, 200)}`, locator: null };
  throw new StepFailure(`${expectation('the title', assertion.mode, assertion.negated, assertion.value)}, but it is ${quote(result.value, 200)}.`);
}

async function url(assertion: AssertionOf<'url'>, context: StepContext): Promise<StepDone> {
  const expected = assertion.mode === 'is' ? resolveUrl(assertion.value, context.baseUrl) : assertion.value;
  const matches = (actual: string) => (assertion.mode === 'is' ? sameUrl(actual, expected) : urlContains(actual, expected)) !== assertion.negated;
  const result = await pollUntil(context, async () => context.page.url(), matches);
  if (result.ok) return { action: `Checked that the URL ${relation(assertion.mode, assertion.negated)} ${quote(expected, 200)}`, locator: null };
  throw new StepFailure(`${expectation('the URL', assertion.mode, assertion.negated, expected)}, but it is ${quote(result.value, 200)}.`);
}

/**
 * Whether a text is the value ("is", ignoring runs of spaces) or holds it ("contains", ignoring case too), or the same
 * day; with `compare`, whether it shows an amount within that bound of the value ("more than $10"); with `kind`,
 * whether it holds a value of that kind ("an email address").
 */
function holdsValue(actual: string, wanted: string, mode: 'is' | 'contains', { compare, kind }: { compare?: NumberBound; kind?: ValueKind } = {}): boolean {
  if (compare) return amountHolds(actual, wanted, compare);
  // "the footer contains the copyright": any text of that kind.
  if (kind) return holdsValueKind(actual, kind);
  // "the badge shows 1": the number 1, which "11" and "1.50" do not show.
  const contains = isBareNumber(wanted) ? wholeNumberPattern(wanted).test(normalizeSpaces(actual)) : normalizeSpaces(actual).toLowerCase().includes(normalizeSpaces(wanted).toLowerCase());
  const holds = mode === 'is' ? actual === wanted || normalizeSpaces(actual) === normalizeSpaces(wanted) : contains;
  // A day written another way is the same day (a date field's 2026-12-15 is the step's 12/15/2026).
  return holds || showsSameDay(actual, wanted, mode);
}

/**
 * "Check that the heading says …": a kind of element named by no words of its own. Any one of that kind on screen
 * that has the value passes (none, for "does not"), as a person looks over the headings for it.
 */
async function anyOfKind(assertion: AssertionOf<'field-value'>, role: ElementRole, context: StepContext): Promise<StepDone> {
  const every = [...ariaRolesOf(role).map((aria) => context.page.getByRole(aria)), ...(role === 'combobox' ? [context.page.locator(DRAWN_DROPDOWN)] : [])].reduce((any, next) => any.or(next));
  const isBar = role === 'progressbar';
  const all = isBar ? every : every.filter({ visible: true });
  const mode = assertion.mode ?? 'is';
  const result = await pollUntil(context, () => all.evaluateAll(isBar ? textsOfRendered : textsOfElements), (texts) => texts.some((text) => holdsValue(text, assertion.value, mode, assertion)) !== assertion.negated);
  const noun = roleNoun(role);
  const verb = assertion.compare ? `is ${numberBoundWords(assertion.compare)}` : mode === 'contains' ? 'contains' : 'is';
  if (result.ok) return { action: `Checked that ${assertion.negated ? `no ${noun}` : `a ${noun}`} ${verb} ${quote(assertion.value, 200)}`, locator: String(all) };
  const seen = result.value.filter((text) => text !== '');
  const plural = pluralNoun(noun);
  const shown = seen.length === 0 ? `there is no ${noun} on screen` : `the ${plural} on screen are ${quoteList(seen.slice(0, 5))}`;
  if (assertion.negated) throw new StepFailure(`Expected no ${noun} to be ${quote(assertion.value, 200)}, but ${shown}.`);
  const reading = assertion.compare ? `showing ${numberBoundWords(assertion.compare)}` : mode === 'contains' ? 'containing' : 'reading';
  throw new StepFailure(`Expected a ${noun} ${reading} ${quote(assertion.value, 200)}, but ${shown}.`, closestNames(assertion.value, seen, 3, 0.6));
}

/**
 * How a value check reads, done and expected: "is empty" / "be empty", "has the value 'X'" (a field) or "says 'X'"
 * (a notice, a table) / "have the value 'X'", "contains 'X'" / "contain 'X'", each turned for "not".
 */
function valuePhrases(assertion: AssertionOf<'field-value'>, verb: 'has the value' | 'says'): [string, string] {
  const mode = assertion.mode ?? 'is';
  // A kind of value is said in words: "contain an email address".
  const shown = assertion.kind ? assertion.value : quote(assertion.value, 200);
  if (assertion.compare) return [`is ${numberBoundWords(assertion.compare)} ${assertion.value}`, `be ${numberBoundWords(assertion.compare)} ${assertion.value}`];
  if (assertion.value === '' && mode === 'is') return [assertion.negated ? 'is not empty' : 'is empty', 'be empty'];
  if (mode === 'contains') return [`${relation('contains', assertion.negated)} ${shown}`, `contain ${shown}`];
  if (verb === 'says') return [`${assertion.negated ? 'does not say' : 'says'} ${shown}`, `say ${shown}`];
  return [`${assertion.negated ? 'does not have' : 'has'} the value ${shown}`, `have the value ${shown}`];
}

/** An element's text; for a label, the value it labels; for a field, the words its box says beside it. */
interface Read {
  text: string;
  labelled: string | null;
  message?: string | null;
  /** For an item's heading or link, the words of its card or row ("Casa do Rio … €360 total"). */
  item?: string | null;
}

async function fieldValue(assertion: AssertionOf<'field-value'>, context: StepContext): Promise<StepDone> {
  const { target } = assertion;
  if (assertion.among === 'options') {
    const options = await dropdownOptions(assertion, context);
    if (options) return options;
  }
  // "the heading says …": a kind, no name (the target's own, or words that are a kind).
  const isKindAlone = isUnplaced(target);
  const kind = !isKindAlone ? undefined : target.role ? (target.text.trim() === '' ? target.role : undefined) : roleOf(target.text.trim());
  if (kind && kind !== 'dialog') return anyOfKind(assertion, kind, context);
  // "the Email column contains …": the cells under that column heading, when the page has one.
  const column = isKindAlone && !target.role ? columnNamed(target.text) : null;
  if (column && (await columnTexts(column, context)) !== null) return columnValue(assertion, column, context);
  // "Check that the dialog shows …": the dialog on screen, unless the page names an element so.
  const region = await regionByKind(assertion.target, resolveContext(context));
  if (region) return regionValue(assertion, region, context);
  // "the check-in date is …" where the page says "Check-in": a day's words, named without "date".
  const { found, by } = await findEitherNamed(target, withoutDateWord(target, assertion.value), 'read', context);
  const mode = assertion.mode ?? 'is';
  const wanted = assertion.value;
  // "the subtotal is $120.00": the text found may be the label with its value ("Subtotal: $120.00"), or the label beside it.
  const reader = pageFunction<[Element], Read>(`(el) => (${LABELLED_VALUE})(el, ${JSON.stringify(by.text)})`);
  // A label beside its value ("Result:" over "You clicked: Ok"): the value is what it says, whole or in part.
  // A field "shows" the message its box says beside it too ("the Password field shows Required"), never "is empty" by it.
  // "Casa do Rio shows €360 total": an item named by its heading shows what its card or row shows.
  const isItemWords = mode === 'contains' && wanted !== '' && !target.role;
  // A number compared is the label's own value when there is one: on "Item total: $49.99 — Total: $53.99" the item
  // total is not more than $50 for the words' other amounts.
  const holds = ({ text, labelled, message, item }: Read) =>
    assertion.compare ? holdsValue(labelled ?? text, wanted, mode, assertion) :
    holdsValue(text, wanted, mode, assertion) || (labelled !== null && holdsValue(labelled, wanted, mode, assertion)) || (mode === 'contains' && wanted !== '' && Boolean(message) && holdsValue(message as string, wanted, 'contains', assertion)) || (isItemWords && Boolean(item) && holdsValue(item as string, wanted, 'contains', assertion));
  const { alike } = found;
  // One of several alike ("the message" of each button): what any of them says is what the page says.
  const readEach = pageFunction<[Element[]], Read[]>(`(elements) => elements.map((el) => (${LABELLED_VALUE})(el, ${JSON.stringify(by.text)}))`);
  const readAll = alike ? () => alike.evaluateAll(readEach) : null;
  if (alike && readAll) {
    const all = await pollUntil(context, readAll, (reads) => reads.some(holds) !== assertion.negated);
    const [done, expected] = valuePhrases(assertion, 'says');
    const noun = `${found.description.replace(/^the /, '')}`;
    if (all.ok) return { action: `Checked that ${assertion.negated ? `no ${noun}` : `one ${noun}`} ${done}`, locator: String(alike) };
    const says = all.value.map(({ text, labelled }) => labelled ?? text).filter((text) => text !== '');
    if (assertion.negated) throw new StepFailure(`Expected no ${noun} to ${expected}, but one does: ${quoteList(says.filter((text) => holdsValue(text, wanted, mode, assertion)).slice(0, 3))}.`);
    throw new StepFailure(`Expected ${found.description} to ${expected}, but ${says.length === 0 ? 'they are empty' : `they say ${quoteList(says.slice(0, 5))}`}.`);
  }
  const result = await pollUntil(context, () => readElement(found.locator, reader), (read) => holds(read) !== assertion.negated);
  const [done, expected] = valuePhrases(assertion, 'has the value');
  if (result.ok) return { action: `Checked that ${found.description} ${done}`, locator: String(found.locator) };
  const { text, labelled, message, item } = result.value;
  const has = text === '' ? 'it is empty' : labelled !== null ? `it says ${quote(labelled, 200)}` : `it has ${quote(text, 200)}`;
  const beside = message && mode === 'contains' && wanted !== '' ? ` and the words beside it are ${quote(message, 200)}` : '';
  const around = isItemWords && item && !assertion.negated ? ` and its card or row says ${quote(item, 200)}` : '';
  throw new StepFailure(`Expected ${found.description} ${assertion.negated ? 'not ' : ''}to ${expected}, but ${has}${beside}${around}.`);
}

/**
 * "Check that the toast says …", "the table contains …": any region of that kind on screen that has the value passes
 * (none may, for "does not"), as a person looks over the two notices or tables a page shows.
 */
async function regionValue(assertion: AssertionOf<'field-value'>, region: KindRegion, context: StepContext): Promise<StepDone> {
  const mode = assertion.mode ?? 'is';
  const wanted = assertion.value;
  // "Frank Bach is in the table": a name a table writes in two cells ("Bach" | "Frank") is in the row that has each word.
  const inOneRow = ['table', 'grid'].includes(region.kind) && mode === 'contains' && words(wanted).length > 1;
  const eachWord = words(wanted).map((word) => tierMatcher(word, 'contains')?.name);
  const hasEachWord = (row: string) => eachWord.every((word) => word instanceof RegExp && word.test(row));
  let rows: string[] = [];
  const has = (text: string) => holdsValue(text, wanted, mode, assertion);
  const holds = (texts: string[]) => {
    const any = texts.some(has) || rows.some(hasEachWord);
    return assertion.negated ? !any : any;
  };
  // A notice that went away while the check waited is named in the failure: what it said is why the check failed.
  let lastSeen: string[] = [];
  const read = async () => {
    const texts = await region.locator.evaluateAll(textsOfElements);
    if (inOneRow) rows = await region.locator.locator('tr, [role="row"]').evaluateAll(textsOfElements);
    if (texts.some((text) => text !== '')) lastSeen = texts;
    return texts;
  };
  const result = await pollUntil(context, read, holds);
  const [done, expected] = valuePhrases(assertion, 'says');
  // Recorded as the first one on screen, which an exported spec reads (a locator of them all would be ambiguous there).
  if (result.ok) return { action: `Checked that ${region.description} ${done}`, locator: String(region.locator.first()) };
  const texts = result.value;
  if (texts.length <= 1) {
    const gone = lastSeen.length > 0 ? ` (the last one had ${quoteList(lastSeen.filter((text) => text !== '').slice(0, 3))})` : '';
    const has = texts.length === 0 ? `there is no ${region.kind} on screen now${gone}` : texts[0] === '' ? 'it is empty' : `it has ${quote(texts[0] as string, 200)}`;
    throw new StepFailure(`Expected ${region.description} ${assertion.negated ? 'not ' : ''}to ${expected}, but ${has}.`);
  }
  const plural = pluralNoun(region.kind);
  // Found in a row whose cells hold the words apart: that row is what the failure shows.
  const holding = [...texts.filter(has), ...rows.filter(hasEachWord)];
  if (assertion.negated) throw new StepFailure(`Expected no ${region.kind} to ${expected}, but one of the ${texts.length} ${plural} on screen does: ${quoteList(holding.slice(0, 3))}.`);
  throw new StepFailure(`Expected a ${region.kind} to ${expected}, but none of the ${texts.length} ${plural} on screen does: they have ${quoteList(texts.slice(0, 5))}.`);
}

/**
 * "The Country dropdown contains France": one of its options says it (none, for "not"). Null for a dropdown a
 * library draws, whose options exist only while it is open: its words are read instead.
 */
async function dropdownOptions(assertion: AssertionOf<'field-value'>, context: StepContext): Promise<StepDone | null> {
  const found = await resolveTarget(assertion.target, 'select', resolveContext(context));
  const labels = async () => (await readElement(found.locator, selectOptions))?.map(({ label }) => label) ?? null;
  if ((await labels()) === null) return null;
  // Its words whole: "Option 1" is not "Option 10".
  const words = tierMatcher(assertion.value, 'contains')?.name;
  const isIt = (text: string) => holdsValue(text, assertion.value, 'is') || normalizeSpaces(text).toLowerCase() === normalizeSpaces(assertion.value).toLowerCase() || (words instanceof RegExp && words.test(text));
  const has = (texts: string[] | null) => (texts ?? []).some(isIt);
  const result = await pollUntil(context, labels, (texts) => has(texts) !== assertion.negated);
  const option = quote(assertion.value, 200);
  if (result.ok) return { action: `Checked that ${found.description} ${assertion.negated ? 'has no option' : 'has an option'} ${option}`, locator: String(found.locator) };
  const texts = result.value ?? [];
  if (assertion.negated) throw new StepFailure(`Expected ${found.description} to have no option ${option}, but it has ${quoteList(texts.filter(isIt).slice(0, 3))}.`);
  throw new StepFailure(`Expected ${found.description} to have an option ${option}, but its options are ${quoteList(texts.slice(0, 8))}.`, closestNames(assertion.value, texts, 3, 0.6));
}

const readColumn = pageFunction<[string], string[] | null>(COLUMN_TEXTS_SCRIPT);
const columnTexts = (name: string, context: StepContext) => context.page.evaluate(readColumn, name).catch(() => null);

/** "The Email column contains …": any cell under the column heading has the value (none, for "does not"). */
async function columnValue(assertion: AssertionOf<'field-value'>, column: string, context: StepContext): Promise<StepDone> {
  const mode = assertion.mode ?? 'is';
  if (assertion.among === 'every-cell') return everyCellValue(assertion, column, context);
  const result = await pollUntil(context, async () => (await columnTexts(column, context)) ?? [], (texts) => texts.some((text) => holdsValue(text, assertion.value, mode, assertion)) !== assertion.negated);
  const [done, expected] = valuePhrases({ ...assertion, negated: false }, 'says');
  const cells = `the cells of the ${quote(column)} column`;
  if (result.ok) return { action: `Checked that ${assertion.negated ? 'no cell' : 'a cell'} of the ${quote(column)} column ${done}`, locator: null };
  const texts = result.value.filter((text) => text !== '');
  if (assertion.negated) throw new StepFailure(`Expected no cell of the ${quote(column)} column to ${expected}, but ${quoteList(texts.filter((text) => holdsValue(text, assertion.value, mode, assertion)).slice(0, 3))} does.`);
  throw new StepFailure(`Expected a cell of the ${quote(column)} column to ${expected}, but ${texts.length === 0 ? `${cells} are empty` : `${cells} have ${quoteList(texts.slice(0, 8))}`}.`, closestNames(assertion.value, texts, 3, 0.6));
}

/**
 * "Only employees with status Freelance are listed": every cell under the column heading has the value, and there
 * is at least one (an empty table lists nothing of the kind); "not": some cell has another.
 */
async function everyCellValue(assertion: AssertionOf<'field-value'>, column: string, context: StepContext): Promise<StepDone> {
  const mode = assertion.mode ?? 'is';
  const holdsAll = (texts: string[]) => texts.length > 0 && texts.every((text) => holdsValue(text, assertion.value, mode, assertion));
  const result = await pollUntil(context, async () => ((await columnTexts(column, context)) ?? []).filter((text) => text !== ''), (texts) => holdsAll(texts) !== assertion.negated);
  const [done, expected] = valuePhrases({ ...assertion, negated: false }, 'says');
  if (result.ok) return { action: `Checked that ${assertion.negated ? 'not every' : 'every'} cell of the ${quote(column)} column ${done}`, locator: null };
  const texts = result.value;
  if (assertion.negated) throw new StepFailure(`Expected a cell of the ${quote(column)} column not to ${expected}, but all ${texts.length} do.`);
  if (texts.length === 0) throw new StepFailure(`Expected every cell of the ${quote(column)} column to ${expected}, but the column has no cells with words.`);
  const others = texts.filter((text) => !holdsValue(text, assertion.value, mode, assertion));
  throw new StepFailure(`Expected every cell of the ${quote(column)} column to ${expected}, but ${others.length} of ${texts.length} do not: ${quoteList([...new Set(others)].slice(0, 5))}.`);
}

const STATE_READERS = {
  enabled: (locator: Locator) => locator.isEnabled(),
  disabled: (locator: Locator) => locator.isDisabled(),
  checked: (locator: Locator) => locator.isChecked(),
  unchecked: (locator: Locator) => locator.isChecked().then((checked) => !checked),
  invalid: (locator: Locator) => readElement(locator, fieldInvalid),
  valid: (locator: Locator) => readElement(locator, fieldInvalid).then((invalid) => !invalid),
};
const OPPOSITE = { enabled: 'disabled', disabled: 'enabled', checked: 'unchecked', unchecked: 'checked', invalid: 'valid', valid: 'invalid', expanded: 'collapsed', collapsed: 'expanded' } as const;
/** Whether an element is expanded, collapsed, or nothing says (EXPANDED_SCRIPT). */
const expandedOf = pageFunction<[Element], boolean | null>(EXPANDED_SCRIPT);

/**
 * "The FAQ answer is expanded", "the navigation menu is open": what the page says of it, waited for; never guessed. A
 * menu button that says nothing of itself (Material UI's "open drawer") is read by its menu, shown or not.
 */
async function expandedState(found: ResolvedTarget, target: Target, state: 'expanded' | 'collapsed', context: StepContext): Promise<StepDone> {
  const read = async () => {
    const said = await readElement(found.locator, expandedOf);
    return said === null && target.part === 'menu-button' ? found.locator.evaluateAll(shownWithoutButton) : said;
  };
  const result = await pollUntil(context, read, (expanded) => expanded === (state === 'expanded'));
  if (result.ok) return { action: `Checked that ${found.description} is ${state}`, locator: String(found.locator) };
  if (result.value === null || result.value === undefined) {
    throw new StepFailure(`Nothing on the page says whether ${found.description} is expanded or collapsed: no aria-expanded, details element or data-state on it, in it, or on a control of it.`);
  }
  throw new StepFailure(`Expected ${found.description} to be ${state}, but it is ${OPPOSITE[state]} (checked for ${formatSeconds(context.timeoutMs)}).`);
}

/** Whether a field shows its value refused (FIELD_INVALID_SCRIPT). */
const fieldInvalid = pageFunction<[Element], boolean>(FIELD_INVALID_SCRIPT);

async function elementState(assertion: AssertionOf<'element-state'>, context: StepContext): Promise<StepDone> {
  const { target, state } = assertion;
  if (state === 'hidden') {
    // An error shown in a notice that does not say "error": gone means no such notice, and not the word either.
    await kindGone(target, context);
    await waitUntilGone(target, 'state', resolveContext(context));
    return { action: `Checked that ${target.part ? `the ${partNoun(target)}` : quote(target.text)} is hidden`, locator: null };
  }
  const shownByKind = state === 'visible' ? await kindShown(target, context) : null;
  if (shownByKind) return shownByKind;
  // A site's menu shown by a wide window, its toggler hidden: open, as a person sees it.
  const shownWithoutToggler = target.part === 'menu-button' && (state === 'expanded' || state === 'collapsed') ? await menuShownAlready(target, context.page) : null;
  const menuShown = shownWithoutToggler?.replace(/: nothing to open$/, '');
  if (menuShown && state === 'expanded') return { action: `Checked that the menu is expanded: ${menuShown.charAt(0).toLowerCase()}${menuShown.slice(1)}`, locator: null };
  if (menuShown) throw new StepFailure(`Expected the menu to be collapsed, but it is shown: ${menuShown.charAt(0).toLowerCase()}${menuShown.slice(1)}.`);
  const isPlainWords = !target.role && !target.within && !target.near;
  if (state === 'checked' && isPlainWords && (await isChosenNow(target.text, context))) return chosenOnPage(target.text, true, context);
  let found: ResolvedTarget;
  try {
    found = await resolveTarget(target, state === 'visible' ? 'see' : state === 'invalid' || state === 'valid' ? 'fill' : 'state', resolveContext(context));
  } catch (error) {
    // "A root option is not selected" of an option no menu shows now: what the dropdowns show chosen says.
    if (error instanceof StepFailure && (state === 'checked' || state === 'unchecked') && isPlainWords) return chosenOnPage(target.text, state === 'checked', context);
    if (error instanceof StepFailure && state === 'visible') {
      throw new StepFailure(`Expected the ${targetPhrase(target, 'state')} to be visible, but it is not. ${error.message}`, error.candidates);
    }
    throw error;
  }
  if (state === 'expanded' || state === 'collapsed') return expandedState(found, target, state, context);
  if (state !== 'visible') {
    const read = STATE_READERS[state];
    let result: { ok: boolean; value: boolean };
    try {
      result = await pollUntil(context, () => read(found.locator), (value) => value);
    } catch (error) {
      if (error instanceof Error && /Not a checkbox or radio button/.test(error.message)) {
        // Words beside a switch of no name ("Create Login Details"): the switch they are about, as a tick would find it.
        const box = state === 'checked' || state === 'unchecked' ? await resolveTarget(target, 'check', resolveContext(context)).catch(() => null) : null;
        if (box && box.info.tag !== found.info.tag) {
          const boxed = await pollUntil(context, () => read(box.locator), (value) => value).catch(() => null);
          if (boxed?.ok) return { action: `Checked that ${box.description} is ${state}`, locator: String(box.locator) };
          if (boxed) throw new StepFailure(`Expected ${box.description} to be ${state}, but it is ${OPPOSITE[state]}.`);
        }
        if (state === 'checked' || state === 'unchecked') return chosenOnPage(target.text, state === 'checked', context);
        throw new StepFailure(`${found.description.replace(/^the/, 'The')} cannot be ${state}: it is not a checkbox or radio button.`);
      }
      throw error;
    }
    if (!result.ok) throw new StepFailure(`Expected ${found.description} to be ${state}, but it is ${OPPOSITE[state]}.`);
  }
  return { action: `Checked that ${found.description} is ${state}`, locator: String(found.locator) };
}

/** How many visible elements the target names: the first kind and match tier that finds any decides. */
async function countVisible(scope: Scope, target: Target): Promise<{ count: number; locator: Locator | null }> {
  const strategies = strategiesFor(target, 'count');
  for (const tier of MATCH_TIERS) {
    for (const strategy of strategies) {
      const locator = strategy.locate(scope, target.text, tier);
      if (!locator) continue;
      const visible = (await locator.evaluateAll(describeElements)).filter((info) => info.visible).length;
      if (visible > 0) return { count: visible, locator };
    }
  }
  return { count: 0, locator: null };
}

/**
 * "there are 3 contacts": the number the page writes beside the words ("3 contacts", "Contacts (3)") or, when it
 * writes none that matches, the rows of data in its tables on screen (else the items of its longest list).
 */
const thingCounts = pageFunction<[{ forms: string[]; rows: string }], ThingCounts>(THING_COUNTS_SCRIPT);

async function countThings(assertion: AssertionOf<'count'>, context: StepContext): Promise<StepDone> {
  const wanted = countWords(assertion.count, assertion.bound);
  const holdsCount = (found: number) => countHolds(found, assertion.count, assertion.bound);
  const things = normalizeSpaces(assertion.target.text);
  const says = (counts: ThingCounts) => counts.stated.find(({ count }) => holdsCount(count));
  const holds = (counts: ThingCounts) => says(counts) !== undefined || (counts.items !== null && holdsCount(counts.items));
  const result = await pollUntil(context, () => context.page.evaluate(thingCounts, { forms: thingSpellings(things), rows: THING_ROWS }), holds);
  const { stated, items, itemsAre } = result.value;
  const counted = itemsAre === 'rows' ? 'rows in its table' : itemsAre === 'cards' ? 'cards of one kind' : 'items in its list';
  if (result.ok) {
    const said = says(result.value);
    const how = said ? `the page says ${quote(said.text)}` : `${items} ${counted}`;
    return { action: `Checked that there ${isOrAre(assertion.count)} ${wanted} ${things} (${how})`, locator: null };
  }
  const written = stated.length > 0 ? `the page says ${quoteList([...new Set(stated.map(({ text }) => text))].slice(0, 3))}` : `the page writes no number of ${things}`;
  const has = items === null ? 'has no table, list or cards to count them in' : `has ${items} ${counted}`;
  throw new StepFailure(`Expected ${wanted} ${things}, but ${written} and ${has} (checked for ${formatSeconds(context.timeoutMs)}).`);
}

/** "there is 1", "there is at least 1 contact", "there are 3": the verb agrees with the number, bounded or not. */
function isOrAre(count: number): 'is' | 'are' {
  return count === 1 ? 'is' : 'are';
}

async function count(assertion: AssertionOf<'count'>, context: StepContext): Promise<StepDone> {
  const wanted = countWords(assertion.count, assertion.bound);
  const holdsCount = (found: number) => countHolds(found, assertion.count, assertion.bound);
  // "No error message is displayed" ("there are 0 error"): the error notices on screen, whatever they say.
  const errors = visibleErrors(assertion.target, context);
  if (errors) {
    const shown = await pollUntil(context, () => errors.count(), holdsCount);
    const noun = `error${assertion.count === 1 ? '' : 's'}`;
    if (shown.ok) return { action: `Checked that ${wanted} ${noun} ${isOrAre(assertion.count)} shown`, locator: String(errors) };
    const texts = (await errors.evaluateAll(textsOfElements).catch(() => [] as string[])).filter(Boolean);
    throw new StepFailure(`Expected ${wanted} ${noun} on screen, but there ${isOrAre(shown.value)} ${shown.value}${texts.length > 0 ? `: ${quoteList(texts.slice(0, 3))}` : ''} (checked for ${formatSeconds(context.timeoutMs)}).`);
  }
  if (assertion.things) return countThings(assertion, context);
  const options = await optionsCount(assertion, context);
  if (options) return options;
  const scope: Scope = assertion.target.within ? scopeFor(context.page, assertion.target.within) : context.page;
  const result = await pollUntil(context, () => countVisible(scope, assertion.target), ({ count: found }) => holdsCount(found));
  const phrase = targetPhrase(assertion.target, 'count', assertion.count !== 1);
  if (result.ok) return { action: `Checked that there ${isOrAre(assertion.count)} ${wanted} ${phrase}`, locator: result.value.locator ? String(result.value.locator) : null };
  throw new StepFailure(`Expected ${wanted} ${phrase}, but there ${isOrAre(result.value.count)} ${result.value.count} (checked for ${formatSeconds(context.timeoutMs)}).`);
}

export async function runAssertion(assertion: Assertion, context: StepContext): Promise<StepDone> {
  switch (assertion.type) {
    case 'page-text':
      return pageText(assertion, context);
    case 'title':
      return title(assertion, context);
    case 'url':
      return url(assertion, context);
    case 'field-value':
      return fieldValue(assertion, context);
    case 'element-state':
      return elementState(assertion, context);
    case 'count':
      return count(assertion, context);
    case 'item-value':
      return itemValue(assertion, context);
    case 'items-order':
      return itemsOrder(assertion, context);
    case 'images-loaded':
      return imagesLoaded(context);
    case 'only-listed':
      return onlyListed(assertion, context);
    case 'on-page':
      return onPage(assertion, context);
    case 'address-unchanged':
      return addressUnchanged(assertion, context);
    case 'no-console-errors':
      return noConsoleErrors(context);
    case 'element-property':
      return elementProperty(assertion, context);
    case 'app-state':
      return appState(assertion, context);
    case 'in-cart':
      return inCart(assertion, context);
    case 'dialog-text':
      // A page that opened no browser dialog: its own alert, as "the alert says" reads on any page.
      return dialogText(assertion, context) ?? fieldValue({ type: 'field-value', target: { text: 'alert' }, value: assertion.value, negated: assertion.negated, mode: assertion.mode }, context);
    case 'nth-item':
      return nthItem(assertion, context);
    case 'every-item':
      return everyItem(assertion, context);
    case 'accessibility':
      return checkAccessibility(assertion, context);
    case 'visual':
      return checkVisual(assertion, context);
    case 'email-subject':
      return emailSubject(assertion, context);
    case 'email-text':
      return emailText(assertion, context);
  }
}

/** No console error and no uncaught error on the run's pages so far (a check right after an action is looked at again). */
function noConsoleErrors(context: StepContext): StepDone {
  const errors = context.consoleErrors ?? [];
  if (errors.length === 0) return { action: 'Checked that the browser console shows no errors', locator: null };
  const shown = errors.slice(0, 3).map(({ message, url }) => `${quote(message, 200)}${url ? ` (${url})` : ''}`);
  const more = errors.length > 3 ? ` and ${errors.length - 3} more` : '';
  throw new StepFailure(`Expected no console errors, but the browser console has ${errors.length === 1 ? '1 error' : `${errors.length} errors`}: ${shown.join('; ')}${more}.`);
}

/** The opened e-mail's text (its text part and its HTML's words), any case. */
function emailText(assertion: Extract<Assertion, { type: 'email-text' }>, context: StepContext): StepDone {
  if (!context.emails) throw new StepFailure('This run has no test inbox, so it cannot read e-mail.');
  const text = normalizeSpaces(context.emails.readableText()).toLowerCase();
  const holds = text.includes(normalizeSpaces(assertion.text).toLowerCase()) !== assertion.negated;
  const claim = `${assertion.negated ? 'does not contain' : 'contains'} ${quote(assertion.text)}`;
  if (!holds) throw new StepFailure(`Expected the e-mail ${quote(context.emails.email.subject)} ${claim}, but it ${assertion.negated ? 'does' : 'does not'}.`);
  return { action: `Checked that the e-mail ${claim}`, locator: null };
}

/** The opened e-mail's subject: it does not change, so it is read once. */
function emailSubject(assertion: Extract<Assertion, { type: 'email-subject' }>, context: StepContext): StepDone {
  if (!context.emails) throw new StepFailure('This run has no test inbox, so it cannot read e-mail.');
  const { subject } = context.emails.email;
  const [actual, wanted] = [normalizeSpaces(subject).toLowerCase(), normalizeSpaces(assertion.value).toLowerCase()];
  const holds = (assertion.mode === 'is' ? actual === wanted : actual.includes(wanted)) !== assertion.negated;
  const claim = `${assertion.negated ? (assertion.mode === 'is' ? 'is not' : 'does not contain') : assertion.mode === 'is' ? 'is' : 'contains'} ${quote(assertion.value)}`;
  if (!holds) throw new StepFailure(`Expected the e-mail's subject ${claim}, but it is ${quote(subject, 200)}.`);
  return { action: `Checked that the e-mail's subject ${claim}`, locator: null };
}
