import { mayMean, withoutWrittenValues } from '../mail-links';
import { ACCOUNT_CONTROL, type Assertion, type ExpectedOutcome, type GoalClause, IS_SEEN_SCRIPT, isPronoun, type StepAction, type Target } from '@verity/steps';
import { type Page } from 'playwright-core';
import { words } from '../../execution/resolve/text-match';
import { StepFailure } from '../../execution/step-failure';
import { pageFunction } from '../../execution/page-scripts';
import { readGoal, relevance } from '../goal-words';
import { planSteps, valueFor } from '../plan';
import { type PageElement, type PageSnapshot, readPage } from '../read-page';
import { countTextAssertion, plural } from './count-text';
import { fieldValues, namedForm } from './form-values';

/**
 * What a clause of a goal, or a step written as an intent ("Log in as …", "Add the Backpack to the cart"), becomes
 * on the page as it is now: the grammar steps that do it, or the check that tests it. Shared by the goal planner,
 * which drafts a test from them, and by the run, which does an intent line of a test.
 */

/** Steps after which the page may be on its way somewhere else: the next clause must read where it lands. */
export const MAY_NAVIGATE = new Set<StepAction['kind']>(['click', 'press', 'check', 'select', 'navigate']);
/** How long a click's effect may take to start (a navigation, a re-render) before the page is read again. */
const REACTION_MS = 150;

/** Lets a click's navigation start and the page it leads to load, so what is read next is the page as it is. */
export async function settle(page: Page, timeoutMs: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, REACTION_MS));
  await page.waitForLoadState('load', { timeout: timeoutMs }).catch(() => undefined);
}

const CART_WORDS = /^(?:cart|basket|bag|trolley)$/i;
const ADD_TO_CART = /add(?:\s+to)?\s+(?:cart|basket|bag|trolley)|^add$|^\+$|buy/i;
const MENU = /menu|navigation|☰|≡|more|account|open|toggle/i;
const SUBMITS = /log\s*in|sign\s*in|submit|continue|next|enter|go/i;

/**
 * The check an expected outcome becomes, given the steps done so far ("it is checked" is about the last one
 * ticked); null when it names nothing the page can be checked for.
 */
export async function outcomeAssertion(outcome: ExpectedOutcome, steps: StepAction[], page: Page): Promise<Assertion | null> {
  // "2 products are shown": counted as a person counts them (the page's "Showing 2 of 6 products", its cards or
  // rows); a count of what is left, or in the cart, is the page's own counter.
  if (outcome.type === 'count-text' && !outcome.place) {
    return { type: 'count', target: { text: outcome.count === 1 ? outcome.noun : plural(outcome.noun) }, count: outcome.count, things: true };
  }
  if (outcome.type === 'count-text') return countTextAssertion(outcome, page);
  if ((outcome.type === 'shown' || outcome.type === 'not-shown') && outcome.place && CART_WORDS.test(outcome.place)) return inCartAssertion(outcome.text, outcome.type === 'not-shown');
  if ((outcome.type === 'shown' || outcome.type === 'not-shown') && outcome.place) await placeIsOpen(outcome.place, page);
  return assertionOf(outcome, steps);
}

/** Words that name no item of their own: "the item is removed from the cart" does not say which. */
const NO_ITEM = /^(?:item|items|product|products|it|this|that|them|one|thing|everything|something)$/i;

/**
 * "the Backpack is in the cart": read on the cart itself, or in the item's card on any other page (its button
 * offers to remove it, not to add it).
 */
function inCartAssertion(item: string, negated: boolean): Assertion {
  if (NO_ITEM.test(item.trim())) throw new StepFailure(`The step does not say which item: name it, e.g. Check that "Sauce Labs Backpack" is ${negated ? 'not ' : ''}in the cart.`);
  return { type: 'in-cart', item, negated };
}

/**
 * "The list contains X" checks the list's own page (its address, title or main heading names it), never a page
 * that merely shows X: elsewhere the check fails and says to open it first.
 */
async function placeIsOpen(place: string, page: Page): Promise<void> {
  // Shops call it a cart, a basket or a bag: the test's word need not be the site's.
  const word = CART_WORDS.test(place) ? /\b(?:cart|basket|bag|trolley)\b/i : new RegExp(`\\b${place}\\b`, 'i');
  const heading = await page
    .locator('h1, [role="heading"][aria-level="1"]')
    .first()
    .innerText({ timeout: 1_000 })
    .catch(() => '');
  if (word.test(new URL(page.url()).pathname) || word.test(await page.title().catch(() => '')) || word.test(heading)) return;
  throw new StepFailure(`This page is not the ${place}, so what the ${place} contains cannot be checked here: open the ${place} first (e.g. "Open the ${place}").`);
}

/** "2 products", "10 search results", "1 contact": a number and the things it counts, nothing after them ("1 item left"). */
const COUNTED_THINGS = /^(\d+)\s+((?:[a-z][a-z-]*\s+)?[a-z][a-z-]*s)$|^(1)\s+([a-z][a-z-]*[^s\W])$/i;

function assertionOf(outcome: Exclude<ExpectedOutcome, { type: 'count-text' }>, steps: StepAction[]): Assertion | null {
  switch (outcome.type) {
    case 'url':
      return { type: 'url', mode: 'contains', value: outcome.value, negated: false };
    case 'count':
      return { type: 'count', target: { text: outcome.text, role: outcome.role }, count: outcome.count };
    case 'state':
      return stateAssertion(outcome, steps);
    case 'check':
      return outcome.assertion;
    default:
      if (outcome.inTable) return { type: 'field-value', target: { text: 'table' }, value: outcome.text, negated: outcome.type === 'not-shown', mode: 'contains' };
      // "2 products are shown": counted as the step "there are 2 products" counts them, not the words "2 products".
      if (outcome.type === 'shown') {
        const counted = COUNTED_THINGS.exec(outcome.text);
        const [number, things] = [counted?.[1] ?? counted?.[3], counted?.[2] ?? counted?.[4]];
        if (number && things && !/^(?:left|remaining|selected|found)$/i.test(things)) return { type: 'count', target: { text: things }, count: Number(number), things: true };
      }
      return { type: 'page-text', text: outcome.text, negated: outcome.type === 'not-shown' };
  }
}

/** "Option 2 is selected", "it is checked": a check of the element the goal chose or ticked, else the one named so. */
function stateAssertion(outcome: Extract<ExpectedOutcome, { type: 'state' }>, steps: StepAction[]): Assertion | null {
  const latestFirst = [...steps].reverse();
  if (outcome.state === 'selected') {
    const chosen = latestFirst.find((step) => step.kind === 'select' && (isPronoun(outcome.text) || step.option.toLowerCase() === outcome.text.toLowerCase()));
    if (chosen?.kind === 'select') return { type: 'field-value', target: chosen.target, value: chosen.option, negated: false };
    if (isPronoun(outcome.text)) return null;
    return { type: 'element-state', target: { text: outcome.text }, state: 'checked' };
  }
  if (outcome.nth !== undefined) return { type: 'element-state', target: { text: '', role: 'checkbox', nth: outcome.nth }, state: outcome.state };
  if (outcome.role) return { type: 'element-state', target: { text: outcome.text, role: outcome.role }, state: outcome.state };
  if (isPronoun(outcome.text)) {
    const acted = latestFirst.find((step) => step.kind === 'check' || step.kind === 'click' || step.kind === 'fill');
    if (!acted || !('target' in acted)) return null;
    return { type: 'element-state', target: acted.target, state: outcome.state };
  }
  return { type: 'element-state', target: { text: outcome.text }, state: outcome.state };
}

/** A clause's steps, run through `runAll` (each recorded once it ran); `dropLast` takes back a step that led nowhere. */
export type ClausePlan = (runAll: (steps: StepAction[]) => Promise<void>, dropLast: () => void) => Promise<void>;

/** A field by its name; one known only by its id or name attribute says its kind, so the words are not taken for text. */
const field = (element: PageElement): Target => (element.nameIsAttribute ? { text: element.name, role: element.kind === 'select' ? 'combobox' : 'textbox' } : { text: element.name });
const clickOf = (target: Target): StepAction => ({ kind: 'click', target, clickCount: 1, button: 'left' });
const isTextField = (element: PageElement) => element.kind === 'field' && !/^(?:password|checkbox|radio|hidden|submit|button|file)$/.test(element.inputType ?? 'text');

/** The button of a modal dialog that just opened which goes ahead ("Delete project", "Yes", "OK"), if one did. */
async function confirmingButton(page: Page, action: string): Promise<string | undefined> {
  const dialog = page.getByRole('dialog').filter({ visible: true }).first();
  const isOpen = await dialog.waitFor({ state: 'visible', timeout: REACTION_MS * 3 }).then(
    () => true,
    () => false,
  );
  if (!isOpen) return undefined;
  const names = (await dialog.getByRole('button').allInnerTexts().catch(() => [])).map((name) => name.trim()).filter(Boolean);
  const goesAhead = new RegExp(`^(?:${action}|yes|ok|confirm|continue|remove|delete)\\b`, 'i');
  return names.find((name) => goesAhead.test(name) && !/cancel|keep|no\b/i.test(name));
}

/** "price low to high" names the option "Price (low to high)": it holds every one of the goal's words. */
const optionHasWords = (option: string, wanted: string) => words(wanted).every((word) => words(option).includes(word));

/** The select's option the goal means: the one equal to it, else the first containing it or all its words, else the words as given. */
function matchingOption(select: PageElement, wanted: string): string {
  const options = select.options ?? [];
  return (
    options.find((option) => option.toLowerCase() === wanted.toLowerCase()) ??
    options.find((option) => option.toLowerCase().includes(wanted.toLowerCase())) ??
    options.find((option) => optionHasWords(option, wanted)) ??
    wanted
  );
}

/** Names of controls that do what a verb says: "Close" is also "×" and "Dismiss"; "Accept" is also "Got it". */
const SAME_DOING: string[][] = [
  ['close', 'dismiss', '×', '✕', '✖', 'x'],
  ['accept', 'agree', 'allow', 'ok', 'okay', 'got it', 'i understand'],
  ['decline', 'reject', 'deny', 'refuse', 'no thanks'],
  ['retry', 'try again', 'reload', 'refresh'],
  ['load more', 'show more', 'see more', 'view more', 'more'],
  ['read more', 'continue reading', 'more'],
  ['like', 'favorite', 'favourite', '♥', '❤', '♡', '👍'],
  ['star', 'favorite', 'favourite', '★', '☆'],
];

/** Whether a control's name says it does `verb` ("Reset App State" for reset), or (expand, collapse) it opens and closes. */
function controlDoes(verb: string): (element: PageElement) => boolean {
  const spellings = [verb, ...SAME_DOING.filter((group) => group.includes(verb)).flat()];
  const says = spellings.map((word) => new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu'));
  const opensAndCloses = /^(?:expand|collapse)$/.test(verb);
  return (element) => says.some((pattern) => pattern.test(element.name.trim())) || (opensAndCloses && element.opensMenu === true);
}

/** The element whose name best matches the words, among those `accept` allows; undefined below a minimal match. */
function best(snapshot: PageSnapshot, name: string, accept: (element: PageElement) => boolean, bonus: (element: PageElement) => number = () => 0): PageElement | undefined {
  // The clause's own words only: a synonym ("order" ~ "cart") would pick the wrong control on a page that has both.
  const words = withoutWrittenValues(name);
  const goal = { ...readGoal(words), related: new Set<string>() };
  const meant = mayMean(words);
  const candidates = snapshot.elements.filter((element) => accept(element) && meant(element));
  let winner: { element: PageElement; score: number } | undefined;
  for (const element of candidates) {
    const exact = element.name.toLowerCase() === name.toLowerCase() ? 2 : 0;
    const relevant = relevance(element.name, goal);
    const score = relevant > 0 ? exact + relevant + bonus(element) : exact;
    if (score > 0 && score > (winner?.score ?? 0)) winner = { element, score };
  }
  return winner?.element;
}

/**
 * "Submit the coupon form": the submit button of the form its words name (by its label, heading, id or class),
 * else of the page's only form; undefined when the page has several and none is named so.
 */
function submitOfForm(snapshot: PageSnapshot, name: string): PageElement | undefined {
  const submits = snapshot.elements.filter((element) => element.kind === 'button' && element.isSubmit);
  const named = name.replace(/\b(?:submit|send|save|the|form)\b/gi, ' ').trim();
  const forms = new Set(submits.map((element) => element.form));
  if (!named) return forms.size === 1 ? submits[0] : undefined;
  const form = namedForm(snapshot, named);
  if (form !== undefined) return submits.find((element) => element.form === form);
  return forms.size === 1 ? submits[0] : undefined;
}

/** The steps of one clause against the page as it is now, or why there are none. */
export async function planClause(clause: Exclude<GoalClause, { kind: 'expect' }>, page: Page): Promise<ClausePlan | string> {
  // A step of a line that holds several names its element as any step does: the page is not read to plan it.
  if (clause.kind === 'step') return (runAll) => runAll([clause.step]);
  const snapshot = await readPage(page);
  switch (clause.kind) {
    case 'login': {
      const password = snapshot.elements.find((element) => element.kind === 'field' && element.inputType === 'password');
      if (!password) return 'There is no password field on the page to log in with.';
      const user = snapshot.elements.find((element) => isTextField(element) && element.form === password.form && element !== password);
      if (!user) return 'There is no username or e-mail field beside the password field.';
      const submit =
        snapshot.elements.find((element) => element.kind === 'button' && element.form === password.form && element.isSubmit) ??
        best(snapshot, 'log in sign in', (element) => element.kind === 'button' && SUBMITS.test(element.name));
      const steps: StepAction[] = [
        { kind: 'fill', target: field(user), value: clause.username },
        { kind: 'fill', target: field(password), value: clause.password },
      ];
      if (submit) steps.push(clickOf({ text: submit.name, role: 'button' }));
      else steps.push({ kind: 'press', key: 'Enter', target: field(password) });
      return (runAll) => runAll(steps);
    }
    case 'add-to-cart': {
      const buttons = snapshot.elements.filter((element) => element.kind === 'button' && ADD_TO_CART.test(element.name));
      const sameName = buttons.filter((button) => button.name === buttons[0]?.name);
      if (buttons.length === 1) return (runAll) => runAll([clickOf({ text: buttons[0]!.name, role: 'button' })]);
      if (sameName.length > 1) return (runAll) => runAll([clickOf({ text: sameName[0]!.name, role: 'button', near: clause.item })]);
      // A button named after the product ("Add Sauce Labs Backpack to cart"), or the product's own page.
      const named = best(snapshot, clause.item, (element) => element.kind === 'button' && ADD_TO_CART.test(element.name));
      if (named) return (runAll) => runAll([clickOf({ text: named.name, role: 'button' })]);
      const product = best(snapshot, clause.item, (element) => element.kind === 'link');
      if (!product) return `Neither an "Add to cart" button nor a link to ${JSON.stringify(clause.item)} is on the page.`;
      return async (runAll) => {
        await runAll([clickOf({ text: product.name, role: 'link' })]);
        const onProduct = await readPage(page);
        const add = onProduct.elements.find((element) => element.kind === 'button' && ADD_TO_CART.test(element.name));
        if (!add) throw new StepFailure(`The page of ${JSON.stringify(clause.item)} has no "Add to cart" button.`);
        await runAll([clickOf({ text: add.name, role: 'button' })]);
      };
    }
    case 'add-item': {
      const input =
        best(snapshot, 'new add todo task item what needs to be done', (element) => isTextField(element) && !/search/i.test(`${element.name} ${element.hints ?? ''}`)) ??
        snapshot.elements.find((element) => isTextField(element) && !/search/i.test(`${element.name} ${element.hints ?? ''}`));
      if (!input) return 'There is no field on the page to add an item with.';
      const add = snapshot.elements.find((element) => element.kind === 'button' && element.form !== undefined && element.form === input.form && /^(?:add|create|save|\+)/i.test(element.name));
      const submit: StepAction = add ? clickOf({ text: add.name, role: 'button' }) : { kind: 'press', key: 'Enter', target: field(input) };
      return (runAll) => runAll([{ kind: 'fill', target: field(input), value: clause.value }, submit]);
    }
    case 'mark': {
      if (clause.all) {
        // TodoMVC's "Mark all as complete", a table's "Select all": the one control that marks every item.
        const markAll = snapshot.elements.find((element) => element.kind === 'checkbox' && /\b(?:all|every)/i.test(element.name));
        if (!markAll) return 'There is no "mark all" checkbox on the page.';
        return (runAll) => runAll([{ kind: 'check', target: { text: markAll.name, role: 'checkbox' }, checked: clause.isDone }]);
      }
      const named = best(snapshot, clause.item, (element) => element.kind === 'checkbox');
      // A checkbox labelled by the item, else (TodoMVC's unlabelled toggles) any checkbox, the one nearest the item.
      const isOwnName = named && !named.nameIsNearby && named.name.toLowerCase().includes(clause.item.toLowerCase());
      const target: Target = isOwnName ? { text: named.name, role: 'checkbox' } : { text: '', role: 'checkbox', near: clause.item };
      return (runAll) => runAll([{ kind: 'check', target, checked: clause.isDone }]);
    }
    case 'fill': {
      const input = best(snapshot, clause.field, (element) => element.kind === 'field' || element.kind === 'select');
      if (!input) return `There is no field called ${JSON.stringify(clause.field)} on the page.`;
      // "leave the company name empty": the field is cleared, so the test says so and holds whatever was typed before.
      const step: StepAction =
        input.kind === 'select' ? { kind: 'select', target: field(input), option: clause.value } : clause.value === '' ? { kind: 'clear', target: field(input) } : { kind: 'fill', target: field(input), value: clause.value };
      return (runAll) => runAll([step]);
    }
    case 'search': {
      const input = snapshot.elements.find((element) => element.kind === 'field' && (element.inputType === 'search' || /search|query|find/i.test(`${element.name} ${element.hints ?? ''}`)));
      if (!input) return 'There is no search field on the page.';
      return (runAll) => runAll([{ kind: 'fill', target: field(input), value: clause.query }, { kind: 'press', key: 'Enter', target: field(input) }]);
    }
    case 'fill-form': {
      if (clause.entries) {
        const values = fieldValues(snapshot, clause.entries, clause.form);
        if (typeof values === 'string') return values;
        const steps = values.map(({ element, value }): StepAction => (element.kind === 'select' ? { kind: 'select', target: field(element), option: matchingOption(element, value) } : { kind: 'fill', target: field(element), value }));
        return (runAll) => runAll(steps);
      }
      const isPassword = (element: PageElement) => element.kind === 'field' && element.inputType === 'password';
      const fields = snapshot.elements.filter((element) => (isTextField(element) || isPassword(element) || element.kind === 'select') && !/search/i.test(`${element.name} ${element.hints ?? ''}`));
      if (fields.length === 0) return 'There is no form on the page to fill in.';
      const goal = readGoal(clause.text);
      const generated = new Map<string, StepAction>();
      const fills = fields.flatMap((element): StepAction[] => {
        if (element.kind === 'select') return element.options?.[1] ? [{ kind: 'select', target: field(element), option: element.options[1] }] : [];
        // Realistic values; an e-mail or username is generated by a step of the test, so each run gets a fresh one.
        const value = valueFor(element, goal, clause.text, 0, false) ?? { text: 'Verity test' };
        if (value.generate) generated.set(value.generate.variable, { kind: 'generate', variable: value.generate.variable, generator: value.generate.generator });
        return [{ kind: 'fill', target: field(element), value: value.text }];
      });
      return (runAll) => runAll([...generated.values(), ...fills]);
    }
    case 'choose': {
      if (clause.field) {
        const select = best(snapshot, clause.field, (element) => element.kind === 'select');
        if (select) return (runAll) => runAll([{ kind: 'select', target: field(select), option: matchingOption(select, clause.option) }]);
        // A dropdown a library draws: a button named for the field that opens its list ("Size: Medium ▾").
        const drawn = best(snapshot, clause.field, (element) => element.kind === 'button' && element.opensMenu === true);
        if (drawn) return (runAll) => runAll([{ kind: 'select', target: { text: drawn.name }, option: clause.option }]);
      }
      const radio = best(snapshot, clause.option, (element) => element.kind === 'radio');
      const radioTarget: Target | undefined = radio && (radio.nameIsNearby ? { text: '', role: 'radio', near: radio.name } : { text: radio.name, role: 'radio' });
      if (radioTarget) return (runAll) => runAll([{ kind: 'check', target: radioTarget, checked: true }]);
      const holder = snapshot.elements.find((element) => element.kind === 'select' && (element.options ?? []).some((option) => optionHasWords(option, clause.option)));
      if (holder) return (runAll) => runAll([{ kind: 'select', target: field(holder), option: matchingOption(holder, clause.option) }]);
      // A filter ticked in a list of them ("Shoes" under "Category").
      const box = best(snapshot, clause.option, (element) => element.kind === 'checkbox');
      if (box) return (runAll) => runAll([{ kind: 'check', target: box.nameIsNearby ? { text: '', role: 'checkbox', near: box.name } : { text: box.name, role: 'checkbox' }, checked: true }]);
      const clickable = best(snapshot, clause.option, (element) => element.kind === 'link' || element.kind === 'button');
      if (clickable) return (runAll) => runAll([clickOf({ text: clickable.name, role: clickable.kind === 'link' ? 'link' : 'button' })]);
      return `There is no option called ${JSON.stringify(clause.option)} on the page.`;
    }
    case 'toggle': {
      if (clause.nth !== undefined) {
        const target: Target = { text: '', role: 'checkbox', nth: clause.nth };
        return (runAll) => runAll([{ kind: 'check', target, checked: clause.isOn }]);
      }
      const box = best(snapshot, clause.name, (element) => element.kind === 'checkbox');
      if (!box) return `There is no checkbox or switch called ${JSON.stringify(clause.name)} on the page.`;
      const target: Target = box.nameIsNearby ? { text: '', role: 'checkbox', near: box.name } : { text: box.name };
      return (runAll) => runAll([{ kind: 'check', target, checked: clause.isOn }]);
    }
    case 'row-action':
      return rowAction(clause.action, clause.item, snapshot, page);
    case 'activate': {
      // "Reset app state", "Close the dialog": a control that does it, never one that only names the object ("Reports").
      const does = clause.verb ? controlDoes(clause.verb) : () => true;
      const clickable = (element: PageElement) => (element.kind === 'link' || element.kind === 'button') && does(element);
      // "continue" and "next" name the same button on most sites; "submit the form" its submit button.
      const isForward = /^(?:continue|next|proceed)$/i.test(clause.name);
      const forward = isForward ? snapshot.elements.find((element) => element.kind === 'button' && /^(?:continue|next|proceed)\b/i.test(element.name)) : undefined;
      const submit = /\bform\b/i.test(clause.name) ? submitOfForm(snapshot, clause.name) : undefined;
      // "Open the cart", "go to checkout" lead somewhere: a link there beats a button that merely names it ("Add to cart").
      const leadsSomewhere = /^(?:open|go|view|visit|navigate|proceed|continue|head)\b/i.test(clause.text);
      const found = forward ?? submit ?? best(snapshot, clause.name, clickable, (element) => (leadsSomewhere && element.kind === 'link' ? 1 : 0));
      if (found) return (runAll) => runAll([clickOf({ text: found.name, role: found.kind === 'link' ? 'link' : 'button' })]);
      // "Expand Why do we use it?": no control says it; the section's heading, clicked unless it is so already.
      const section = clause.verb === 'expand' || clause.verb === 'collapse' ? clause.name.slice(clause.verb.length).trim().replace(/\s+(?:section|panel|accordion|item|group|node|folder)$/i, '') : '';
      if (section) return disclose(section, clause.verb === 'expand', page);
      // Not in sight: it may sit in a menu that opens first — the one the goal names, else the page's menu buttons.
      const menus = snapshot.elements
        .filter((element) => element.kind === 'button' && (element.opensMenu || MENU.test(element.name) || (clause.menu !== undefined && relevance(element.name, readGoal(clause.menu)) > 0)))
        .sort((a, b) => Number(clause.menu !== undefined && relevance(b.name, readGoal(clause.menu)) > 0) - Number(clause.menu !== undefined && relevance(a.name, readGoal(clause.menu)) > 0))
        .slice(0, 3);
      // "Edit Cierra", "Delete Alden": no control says it, but a row shows the name: that row's own control.
      const item = clause.verb && ROW_VERBS.has(clause.verb) ? clause.name.slice(clause.verb.length).trim() : '';
      if (item && (await page.getByText(item).filter({ visible: true }).count().catch(() => 0)) > 0) return rowAction(clause.verb as string, item, snapshot, page);
      // The signed-in user's menu (a name and a picture in the corner, no button): where "Logout" often hides.
      const hasAccountMenu = (await page.locator(ACCOUNT_CONTROL).filter({ visible: true }).count().catch(() => 0)) > 0;
      const openers: Array<{ target: Target; named: string }> = [
        ...menus.map((menu) => ({ target: { text: menu.name, role: 'button' } as Target, named: `"${menu.name}"` })),
        ...(hasAccountMenu ? [{ target: { text: 'user menu' } as Target, named: "the user's menu" }] : []),
      ];
      if (openers.length === 0) return `Nothing on the page is called ${JSON.stringify(clause.name)}.`;
      return async (runAll, dropLast) => {
        for (const opener of openers) {
          // Opening a menu is a step of the test when what the goal names is in it; otherwise it is taken back.
          const opening = await runAll([clickOf(opener.target)]).then(
            () => true,
            () => false,
          );
          if (!opening) continue;
          const opened = best(await readPage(page), clause.name, (element) => clickable(element) && element.name !== opener.target.text);
          if (opened) {
            await runAll([clickOf({ text: opened.name, role: opened.kind === 'link' ? 'link' : 'button' })]);
            return;
          }
          dropLast();
          await page.keyboard.press('Escape').catch(() => undefined);
        }
        throw new StepFailure(`Nothing on the page, nor in its menus (${openers.map((opener) => opener.named).join(', ')}), is called ${JSON.stringify(clause.name)}.`);
      };
    }
    case 'edit': {
      const named = snapshot.elements.find((element) => element.kind === 'field' && element.name.toLowerCase() === clause.item.toLowerCase());
      if (named) return (runAll) => runAll([{ kind: 'fill', target: field(named), value: clause.value }]);
      // An item edited in place (TodoMVC): double-click its text, then type into the field that opens.
      return async (runAll, dropLast) => {
        await runAll([{ kind: 'click', target: { text: clause.item }, clickCount: 2, button: 'left' }]);
        const editor = (await readPage(page)).elements.find((element) => element.kind === 'field' && element.isFocused);
        if (!editor) {
          dropLast();
          throw new StepFailure(`Double-clicking ${JSON.stringify(clause.item)} opened no field to change it in.`);
        }
        await runAll([{ kind: 'fill', target: field(editor), value: clause.value }, { kind: 'press', key: 'Enter', target: field(editor) }]);
      };
    }
    case 'wait': {
      const { seconds, for: awaited, gone } = clause;
      if (seconds !== undefined) return (runAll) => runAll([{ kind: 'wait', seconds }]);
      if (awaited) return (runAll) => runAll([{ kind: 'wait-for', target: { text: awaited }, state: gone ? 'hidden' : 'visible' }]);
      // "wait for the loading to finish": for the loading sign the page shows now, if it shows one.
      return async (runAll) => {
        const loading = await loadingSign(page);
        if (loading) await runAll([{ kind: 'wait-for', target: { text: loading }, state: 'hidden' }]);
      };
    }
    case 'other': {
      if (clause.isOutcome) return 'This reads as something to check, but not as text to look for: say what should be shown, e.g. check that "Order placed" is shown.';
      // The single-page heuristic: the form, link or button that matches the clause's words best.
      const planned = planSteps(snapshot, clause.text, snapshot.url).slice(1, -1);
      if (planned.length === 0) return 'No link, button or form on the page matches this; say which to click or fill.';
      return async (runAll) => {
        await runAll(planned);
        if (GIVES_VALUES.test(clause.text)) await toTheForm(clause.text, planned, snapshot, page, runAll);
      };
    }
  }
}

/** How many more clicks a clause that gives values may take to reach the form they go in (cart, checkout). */
const CLICKS_TO_FORM = 2;

/**
 * After a click for a clause that gives values ("Create a contact named … with email …", "check out with name …"):
 * the form it opened is filled with them and sent. When no new field came, the next control the clause names that
 * the click revealed is clicked ("Cart", then "Checkout"), at most CLICKS_TO_FORM times.
 */
async function toTheForm(text: string, planned: StepAction[], before: PageSnapshot, page: Page, runAll: (steps: StepAction[]) => Promise<void>): Promise<void> {
  const seen = new Set(before.elements.map((element) => `${element.kind}:${element.name}`));
  let last = planned;
  for (let clicks = 0; clicks <= CLICKS_TO_FORM; clicks += 1) {
    if (last.length !== 1 || last[0]?.kind !== 'click') return;
    await new Promise((resolve) => setTimeout(resolve, REACTION_MS));
    const opened = await readPage(page);
    const isNew = (element: PageElement) => !seen.has(`${element.kind}:${element.name}`);
    const next = planSteps({ ...opened, elements: opened.elements.filter((element) => isNew(element) || isFillable(element)) }, text, opened.url).slice(1, -1);
    const hasNewFields = opened.elements.some((element) => isFillable(element) && isNew(element));
    for (const element of opened.elements) seen.add(`${element.kind}:${element.name}`);
    if (hasNewFields) {
      if (next.some((step) => step.kind === 'fill')) await runAll(next);
      return;
    }
    if (clicks === CLICKS_TO_FORM || next.length !== 1 || next[0]?.kind !== 'click') return;
    await runAll(next);
    last = next;
  }
}

/** Buttons that open a row's own menu: "More actions for Ada", "Options", "⋯". */
const ROW_MENU = /\b(?:more|actions?|options|menu)\b|^[⋯…⋮•·]+$/i;

/**
 * Whether the section the words head is open: its heading's `aria-expanded` (or its button's), its `<details>`,
 * else whether the part after the heading is in sight. Null when it cannot be told.
 */
const SECTION_OPEN = pageFunction<[Element], boolean | null>(`(heading) => {
  const isSeen = ${IS_SEEN_SCRIPT};
  const said = heading.closest('[aria-expanded]') || heading.querySelector('[aria-expanded]');
  if (said) return said.getAttribute('aria-expanded') === 'true';
  const details = heading.closest('details');
  if (details) return details.open;
  for (let at = heading; at && at !== document.body; at = at.parentElement) {
    if (at.nextElementSibling) return isSeen(at.nextElementSibling) || Array.from(at.nextElementSibling.querySelectorAll('*')).some((inner) => isSeen(inner));
  }
  return null;
}`);

/**
 * How long "Expand X" may take to read whether X's section is open: on a loaded machine 150 ms was too short, the
 * state went unread, and an open section was clicked shut. A heading not on the page costs this much before its click.
 */
const SECTION_READ_MS = 2_000;

/** "Expand X" / "Collapse X": X clicked, unless its section is already as asked. */
function disclose(heading: string, open: boolean, page: Page): ClausePlan {
  return async (runAll) => {
    const shown = page.getByText(heading).filter({ visible: true }).first();
    const isOpen = await shown.evaluate(SECTION_OPEN, undefined, { timeout: SECTION_READ_MS }).catch(() => null);
    if (isOpen === open) return;
    await runAll([clickOf({ text: heading })]);
  };
}

/** Verbs a row's own control does to it ("Edit" in Cierra's row). */
const ROW_VERBS = new Set(['edit', 'delete', 'remove', 'archive', 'duplicate', 'restore', 'view']);

/** "Delete Tim Conway": the control that does `action` in the row (card, list item) that shows `item`. */
function rowAction(action: string, item: string, snapshot: PageSnapshot, page: Page): ClausePlan {
  // The verb as a word of its own: "Archive", not the "Archived" tab.
  const verb = new RegExp(`^(?:${action}(?![\\p{L}])|×|✕)`, 'iu');
  const buttons = snapshot.elements.filter((element) => element.kind === 'button' && (verb.test(element.name) || (['delete', 'remove'].includes(action) && /^(?:delete|remove|×)$/i.test(element.name))));
  const named = best(snapshot, `${action} ${item}`, (element) => buttons.includes(element) && element.name.toLowerCase().includes(item.toLowerCase()));
  const button = named ?? buttons[0];
  const verbName = action[0]!.toUpperCase() + action.slice(1);
  // None in sight: the item's row may keep it in a menu of its own ("More actions for Ada Lovelace", "⋯").
  const rowMenu = button ? undefined : rowMenuOf(snapshot, item);
  // Else the item's own control may have no name and show only on hover (TodoMVC's ×); the engine hovers the
  // item and finds the control by its class or test id, as the run will.
  const click = button
    ? clickOf({ text: button.name, role: 'button', ...(!named && buttons.length > 1 ? { near: item } : {}) })
    : rowMenu
      ? clickOf(rowMenu)
      : clickOf({ text: verbName, role: 'button', near: item });
  return async (runAll) => {
    await runAll([click]);
    if (rowMenu) await runAll([clickOf({ text: verbName })]);
    // "Delete it" means going through the "Are you sure?" the site asks in a dialog of its own.
    const confirm = await confirmingButton(page, action);
    if (confirm) await runAll([clickOf({ text: confirm, role: 'button' })]);
  };
}

/** The button that opens the item's row menu: one naming the item, else a menu button beside it (one per row). */
function rowMenuOf(snapshot: PageSnapshot, item: string): Target | undefined {
  const menus = snapshot.elements.filter((element) => element.kind === 'button' && (ROW_MENU.test(element.name) || (element.opensMenu && /^[^\p{L}\p{N}]*$/u.test(element.name))));
  const naming = menus.find((element) => element.name.toLowerCase().includes(item.toLowerCase()));
  if (naming) return { text: naming.name, role: 'button' };
  const repeated = menus.find((element) => menus.filter((other) => other.name === element.name).length > 1);
  return repeated ? { text: repeated.name, role: 'button', near: item } : undefined;
}

/** A clause that gives values to type: "named Grace Hopper", "with email …", a quoted value. */
const GIVES_VALUES = /\b(?:named|called|with|email|e-mail|titled|name)\b|@|"/i;
const isFillable = (element: PageElement) => element.kind === 'field' || element.kind === 'select';

/** The words of a visible "Loading…" or "Please wait" on the page, if one is there. */
async function loadingSign(page: Page): Promise<string | undefined> {
  const sign = page.getByText(/^\s*(?:loading|please wait|processing|saving|searching)\b.{0,30}$/i).filter({ visible: true }).first();
  const text = await sign.textContent({ timeout: REACTION_MS }).catch(() => null);
  return text?.replace(/\s+/g, ' ').trim() || undefined;
}

