import { type Assertion, type StepAction, type Target } from '@verity/steps';
import { type Page } from 'playwright-core';
import { shortMessage } from '../../execution/action-errors';
import { runAction } from '../../execution/actions';
import { words } from '../../execution/resolve/text-match';
import { type StepContext } from '../../execution/step-context';
import { StepFailure } from '../../execution/step-failure';
import { Variables } from '../../execution/variables';
import { readGoal, relevance } from '../goal-words';
import { planSteps, valueFor } from '../plan';
import { type PageElement, type PageSnapshot, readPage } from '../read-page';
import { type ExpectedOutcome, type GoalClause } from './goal-clauses';

/** The draft was stopped by its caller (the user cancelled, or went away): nothing is to be saved. */
export class DraftCancelledError extends Error {
  override name = 'DraftCancelledError';
  constructor() {
    super('Drafting was cancelled; no test was created.');
  }
}

/** A clause of the goal the explorer could not turn into steps, and why, for the user. */
export interface UnmappedClause {
  clause: string;
  reason: string;
}

export interface ExploreResult {
  /** The draft: every action was executed while drafting; the checks were evaluated. */
  steps: StepAction[];
  unmapped: UnmappedClause[];
  /** The first check that did not hold on the site as it is now (1-based step number), if any. */
  failure: { step: number; reason: string } | null;
}

export interface ExploreOptions {
  /** The page, already open at the start URL. */
  page: Page;
  baseUrl: string;
  /** The start page as the first step writes it ("/", "/shop"). */
  startPath: string;
  /** How long one step may wait for its element or check (default 5 s, like Playwright's expect). */
  stepTimeoutMs?: number;
  /** Epoch ms after which the remaining clauses are reported as not drafted. */
  deadline: number;
  checkNavigation: (url: string) => Promise<void>;
  /** Told each clause as it is worked on (1-based number of how many), and the steps so far. */
  onProgress?: (progress: { clause: string; number: number; total: number; steps: StepAction[] }) => void;
  signal?: AbortSignal;
}

/** Steps after which the page may be on its way somewhere else: the next clause must read where it lands. */
const MAY_NAVIGATE = new Set<StepAction['kind']>(['click', 'press', 'check', 'select', 'navigate']);
/** How long a click's effect may take to start (a navigation, a re-render) before the page is read again. */
const REACTION_MS = 150;

/** Lets a click's navigation start and the page it leads to load, so what is read next is the page as it is. */
async function settle(page: Page, timeoutMs: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, REACTION_MS));
  await page.waitForLoadState('load', { timeout: timeoutMs }).catch(() => undefined);
}

/** How long a wait the goal asks for may last while drafting. */
const WAIT_FOR_MS = 20_000;
const ADD_TO_CART = /add(?:\s+to)?\s+(?:cart|basket|bag|trolley)|^add$|^\+$|buy/i;
const MENU = /menu|navigation|☰|≡|more|account|open|toggle/i;
const SUBMITS = /log\s*in|sign\s*in|submit|continue|next|enter|go/i;

/**
 * Turns the goal's clauses into steps by doing them on the live page: each clause is matched against the page
 * as it is at that moment (after the previous clause's steps ran), its steps are executed, and only steps that
 * ran are kept. Expected outcomes become checks, evaluated but kept even when they fail (the site may be broken).
 */
export async function exploreGoal(clauses: GoalClause[], options: ExploreOptions): Promise<ExploreResult> {
  const { page, stepTimeoutMs = 5_000 } = options;
  const variables = new Variables();
  const steps: StepAction[] = [{ kind: 'navigate', url: options.startPath }];
  const unmapped: UnmappedClause[] = [];
  let failure: ExploreResult['failure'] = null;
  const linesAtStart = await visibleLines(page);
  const urlAtStart = page.url();

  const context = (timeoutMs = stepTimeoutMs): StepContext => ({
    page,
    baseUrl: options.baseUrl,
    timeoutMs,
    deadline: Date.now() + timeoutMs,
    navigationTimeoutMs: Math.max(stepTimeoutMs, 20_000),
    signal: options.signal,
    variables,
    checkNavigation: options.checkNavigation,
  });
  const run = async (step: StepAction) => {
    // A wait the goal asks for ("wait for the loading to finish") may take longer than a step usually does.
    await runAction(variables.substituteStep({ ...step, index: steps.length, source: '' }), context(step.kind === 'wait-for' ? Math.max(stepTimeoutMs, WAIT_FOR_MS) : stepTimeoutMs));
    steps.push(step);
    if (MAY_NAVIGATE.has(step.kind)) await settle(page, stepTimeoutMs);
  };
  /** Runs the steps in order; the first that fails stops the clause, with its reason. */
  const runAll = async (planned: StepAction[]) => {
    for (const step of planned) await run(step);
  };

  let hasOutcome = false;
  for (const [position, clause] of clauses.entries()) {
    if (options.signal?.aborted) throw new DraftCancelledError();
    if (Date.now() > options.deadline) {
      unmapped.push({ clause: clause.text, reason: 'The time limit for drafting was reached before this part of the goal.' });
      continue;
    }
    options.onProgress?.({ clause: clause.text, number: position + 1, total: clauses.length, steps: [...steps] });
    if (clause.kind === 'expect') {
      hasOutcome = true;
      const assertion = assertionOf(clause.outcome, steps);
      if (!assertion) {
        unmapped.push({ clause: clause.text, reason: 'It is not clear which element this check is about: name it, e.g. check that "Remember me" is checked.' });
        continue;
      }
      const check: StepAction = { kind: 'assert', assertion };
      const reason = await evaluate(check, context());
      steps.push(check);
      if (reason && !failure) failure = { step: steps.length, reason };
      continue;
    }
    try {
      const planned = await planClause(clause, page);
      if (typeof planned === 'string') unmapped.push({ clause: clause.text, reason: planned });
      else await planned(runAll, () => void steps.pop());
    } catch (error) {
      unmapped.push({ clause: clause.text, reason: error instanceof StepFailure ? error.message : `It could not be done here: ${shortMessage(error)}` });
    }
  }

  if (options.signal?.aborted) throw new DraftCancelledError();
  if (!hasOutcome && steps.length > 1) {
    const check = stateOfLastAction(steps) ?? (await visibleChange(page, linesAtStart, urlAtStart));
    if (check) steps.push(check);
    else unmapped.push({ clause: '(the outcome)', reason: 'The goal says nothing to check, and what its actions changed on the page is not a check worth keeping: add what should be true afterwards, e.g. "check that … is shown".' });
  }
  return { steps, unmapped, failure };
}

function assertionOf(outcome: ExpectedOutcome, steps: StepAction[]): Assertion | null {
  switch (outcome.type) {
    case 'url':
      return { type: 'url', mode: 'contains', value: outcome.value, negated: false };
    case 'count':
      return { type: 'count', target: { text: outcome.text, role: outcome.role }, count: outcome.count };
    case 'state':
      return stateAssertion(outcome, steps);
    default:
      return { type: 'page-text', text: outcome.text, negated: outcome.type === 'not-shown' };
  }
}

const PRONOUN = /^(?:it|this|that|them|they)$/i;

/** "Option 2 is selected", "it is checked": a check of the element the goal chose or ticked, else the one named so. */
function stateAssertion(outcome: Extract<ExpectedOutcome, { type: 'state' }>, steps: StepAction[]): Assertion | null {
  const latestFirst = [...steps].reverse();
  if (outcome.state === 'selected') {
    const chosen = latestFirst.find((step) => step.kind === 'select' && (PRONOUN.test(outcome.text) || step.option.toLowerCase() === outcome.text.toLowerCase()));
    if (chosen?.kind === 'select') return { type: 'field-value', target: chosen.target, value: chosen.option, negated: false };
    if (PRONOUN.test(outcome.text)) return null;
    return { type: 'element-state', target: { text: outcome.text }, state: 'checked' };
  }
  if (outcome.nth !== undefined) return { type: 'element-state', target: { text: '', role: 'checkbox', nth: outcome.nth }, state: outcome.state };
  if (outcome.role) return { type: 'element-state', target: { text: outcome.text, role: outcome.role }, state: outcome.state };
  if (PRONOUN.test(outcome.text)) {
    const acted = latestFirst.find((step) => step.kind === 'check' || step.kind === 'click' || step.kind === 'fill');
    if (!acted || !('target' in acted)) return null;
    return { type: 'element-state', target: acted.target, state: outcome.state };
  }
  return { type: 'element-state', target: { text: outcome.text }, state: outcome.state };
}

/** Runs a check; null when it holds, else why not. */
async function evaluate(step: StepAction, context: StepContext): Promise<string | null> {
  try {
    await runAction({ ...step, index: 0, source: '' }, context);
    return null;
  } catch (error) {
    return error instanceof StepFailure ? error.message : shortMessage(error);
  }
}

/** A clause's steps, run through `runAll` (each recorded once it ran); `dropLast` takes back a step that led nowhere. */
type ClausePlan = (runAll: (steps: StepAction[]) => Promise<void>, dropLast: () => void) => Promise<void>;

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

/** The element whose name best matches the words, among those `accept` allows; undefined below a minimal match. */
function best(snapshot: PageSnapshot, name: string, accept: (element: PageElement) => boolean): PageElement | undefined {
  // The clause's own words only: a synonym ("order" ~ "cart") would pick the wrong control on a page that has both.
  const goal = { ...readGoal(name), related: new Set<string>() };
  let winner: { element: PageElement; score: number } | undefined;
  for (const element of snapshot.elements.filter(accept)) {
    const exact = element.name.toLowerCase() === name.toLowerCase() ? 2 : 0;
    const score = exact + relevance(element.name, goal);
    if (score > 0 && score > (winner?.score ?? 0)) winner = { element, score };
  }
  return winner?.element;
}

/** The steps of one clause against the page as it is now, or why there are none. */
async function planClause(clause: Exclude<GoalClause, { kind: 'expect' }>, page: Page): Promise<ClausePlan | string> {
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
      }
      const radio = best(snapshot, clause.option, (element) => element.kind === 'radio');
      const radioTarget: Target | undefined = radio && (radio.nameIsNearby ? { text: '', role: 'radio', near: radio.name } : { text: radio.name, role: 'radio' });
      if (radioTarget) return (runAll) => runAll([{ kind: 'check', target: radioTarget, checked: true }]);
      const holder = snapshot.elements.find((element) => element.kind === 'select' && (element.options ?? []).some((option) => optionHasWords(option, clause.option)));
      if (holder) return (runAll) => runAll([{ kind: 'select', target: field(holder), option: matchingOption(holder, clause.option) }]);
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
    case 'row-action': {
      const verb = new RegExp(`^(?:${clause.action}|×|✕)`, 'i');
      const buttons = snapshot.elements.filter((element) => element.kind === 'button' && (verb.test(element.name) || (clause.action === 'delete' && /^(?:delete|remove|×)$/i.test(element.name))));
      const named = best(snapshot, `${clause.action} ${clause.item}`, (element) => buttons.includes(element) && element.name.toLowerCase().includes(clause.item.toLowerCase()));
      const button = named ?? buttons[0];
      // None in sight: the item's own control may have no name and show only on hover (TodoMVC's ×); the
      // engine hovers the item and finds the control by its class or test id, as the run will.
      const click = button
        ? clickOf({ text: button.name, role: 'button', ...(!named && buttons.length > 1 ? { near: clause.item } : {}) })
        : clickOf({ text: clause.action[0]!.toUpperCase() + clause.action.slice(1), role: 'button', near: clause.item });
      return async (runAll) => {
        await runAll([click]);
        // "Delete it" means going through the "Are you sure?" the site asks in a dialog of its own.
        const confirm = await confirmingButton(page, clause.action);
        if (confirm) await runAll([clickOf({ text: confirm, role: 'button' })]);
      };
    }
    case 'activate': {
      const clickable = (element: PageElement) => element.kind === 'link' || element.kind === 'button';
      // "continue" and "next" name the same button on most sites; "submit the form" its submit button.
      const isForward = /^(?:continue|next|proceed)$/i.test(clause.name);
      const forward = isForward ? snapshot.elements.find((element) => element.kind === 'button' && /^(?:continue|next|proceed)\b/i.test(element.name)) : undefined;
      const submit = /\bform\b/i.test(clause.name) ? snapshot.elements.find((element) => element.kind === 'button' && element.isSubmit) : undefined;
      const found = forward ?? submit ?? best(snapshot, clause.name, clickable);
      if (found) return (runAll) => runAll([clickOf({ text: found.name, role: found.kind === 'link' ? 'link' : 'button' })]);
      // Not in sight: it may sit in a menu that opens first — the one the goal names, else the page's menu buttons.
      const menus = snapshot.elements
        .filter((element) => element.kind === 'button' && (element.opensMenu || MENU.test(element.name) || (clause.menu !== undefined && relevance(element.name, readGoal(clause.menu)) > 0)))
        .sort((a, b) => Number(clause.menu !== undefined && relevance(b.name, readGoal(clause.menu)) > 0) - Number(clause.menu !== undefined && relevance(a.name, readGoal(clause.menu)) > 0))
        .slice(0, 3);
      if (menus.length === 0) return `Nothing on the page is called ${JSON.stringify(clause.name)}.`;
      return async (runAll, dropLast) => {
        for (const menu of menus) {
          // Opening a menu is a step of the test when what the goal names is in it; otherwise it is taken back.
          const opening = await runAll([clickOf({ text: menu.name, role: 'button' })]).then(
            () => true,
            () => false,
          );
          if (!opening) continue;
          const opened = best(await readPage(page), clause.name, (element) => clickable(element) && element.name !== menu.name);
          if (opened) {
            await runAll([clickOf({ text: opened.name, role: opened.kind === 'link' ? 'link' : 'button' })]);
            return;
          }
          dropLast();
          await page.keyboard.press('Escape').catch(() => undefined);
        }
        throw new StepFailure(`Nothing on the page, nor in its menus (${menus.map((menu) => `"${menu.name}"`).join(', ')}), is called ${JSON.stringify(clause.name)}.`);
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
      return (runAll) => runAll(planned);
    }
  }
}

/** The words of a visible "Loading…" or "Please wait" on the page, if one is there. */
async function loadingSign(page: Page): Promise<string | undefined> {
  const sign = page.getByText(/^\s*(?:loading|please wait|processing|saving|searching)\b.{0,30}$/i).filter({ visible: true }).first();
  const text = await sign.textContent({ timeout: REACTION_MS }).catch(() => null);
  return text?.replace(/\s+/g, ' ').trim() || undefined;
}

/** The page's visible text, line by line as the browser lays it out. */
async function visibleLines(page: Page): Promise<string[]> {
  const text = (await page.evaluate('document.body ? document.body.innerText : ""').catch(() => '')) as string;
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** When the goal ends by ticking a box or choosing an option, the outcome to check is that box's or list's state. */
function stateOfLastAction(steps: StepAction[]): StepAction | null {
  const last = steps.at(-1);
  if (last?.kind === 'check') return { kind: 'assert', assertion: { type: 'element-state', target: last.target, state: last.checked ? 'checked' : 'unchecked' } };
  if (last?.kind === 'select') return { kind: 'assert', assertion: { type: 'field-value', target: last.target, value: last.option, negated: false } };
  return null;
}

/** Text that says the site went wrong, never a check to keep as the goal's outcome. */
const ERROR_TEXT = /not found|\b404\b|\berror\b|oops|something went wrong|forbidden|unavailable/i;

/**
 * When the goal states no outcome: a check of what the actions visibly changed, never of what held at the start:
 * the address it moved to, else a line of text that appeared (a heading first).
 */
async function visibleChange(page: Page, linesAtStart: string[], urlAtStart: string): Promise<StepAction | null> {
  const before = new URL(urlAtStart);
  const after = new URL(page.url());
  const lines = await visibleLines(page);
  if (lines.some((line) => ERROR_TEXT.test(line) && !linesAtStart.includes(line))) return null;
  if (after.pathname !== before.pathname && after.pathname !== '/') return { kind: 'assert', assertion: { type: 'url', mode: 'contains', value: after.pathname, negated: false } };
  const seen = new Set(linesAtStart);
  const snapshot = await readPage(page).catch(() => null);
  const heading = snapshot?.elements.find((element) => element.kind === 'heading' && !seen.has(element.name));
  if (heading) return { kind: 'assert', assertion: { type: 'page-text', text: heading.name, negated: false } };
  const line = lines.find((candidate) => !seen.has(candidate) && candidate.length >= 3 && candidate.length <= 80);
  return line ? { kind: 'assert', assertion: { type: 'page-text', text: line, negated: false } } : null;
}
