import { mayMean } from './mail-links';
import { type ElementRole, type StepAction, type Target } from '@verity/steps';
import { type Goal, readGoal, relevance, words } from './goal-words';
import { statedValue } from './stated-values';
import { type PageElement, type PageSnapshot } from './read-page';

interface Scored {
  element: PageElement;
  score: number;
  target: Target;
}

const ROLE_OF: Partial<Record<PageElement['kind'], ElementRole>> = {
  link: 'link',
  button: 'button',
  heading: 'heading',
  checkbox: 'checkbox',
  radio: 'radio',
};
const FILLABLE = new Set<PageElement['kind']>(['field', 'select', 'checkbox', 'radio']);
const SUCCESS = /thank|success|subscribed|welcome|sent|confirm|check your|received|registered|you(?:'|’)?re (?:in|all set)|done/i;
const LOGIN_WORDS = new Set(words('log in sign in'));
const AGREEMENT = /agree|accept|terms|consent|privacy|policy|conditions/i;

/**
 * Drafts steps toward a goal from what the start page shows: open it, fill and submit the form that matches
 * the goal (or click the link or button that does), then check the outcome. Pure: the page was read before.
 */
export function planSteps(page: PageSnapshot, goalDescription: string, startUrl: string): StepAction[] {
  const goal = readGoal(goalDescription);
  const scored = scoreElements(page.elements, goal);
  const steps: StepAction[] = [{ kind: 'navigate', url: pathOf(startUrl) }];

  const form = bestForm(page, scored, goal);
  const meant = mayMean(goalDescription);
  const action = scored
    .filter(({ element }) => (element.kind === 'link' || element.kind === 'button') && !(element.isSubmit && element.form !== undefined) && meant(element))
    .reduce<Scored | undefined>((best, candidate) => (candidate.score > (best?.score ?? 0) ? candidate : best), undefined);

  if (form && form.score >= (action?.score ?? 0)) {
    steps.push(...fillForm(form.fields, goal, goalDescription, isLogin(goal, form.submit)));
    steps.push(clickOf(form.submit.target));
    steps.push(afterSubmit(page, form, goal, goalDescription, scored));
    return steps;
  }
  if (action) {
    steps.push(clickOf(action.target));
    steps.push(afterClick(page, action, scored));
    return steps;
  }
  // A field the goal names outside any form (a search box that reacts to Enter).
  const field = scored.find(({ element, score }) => element.kind === 'field' && element.form === undefined && score > 0);
  if (field) {
    const filled = fillForm([field], goal, goalDescription, false);
    if (filled.length > 0) {
      steps.push(...filled, { kind: 'press', key: 'Enter', target: field.target });
      steps.push(pageAssertion(page, scored));
      return steps;
    }
  }
  steps.push(pageAssertion(page, scored));
  return steps;
}

function scoreElements(elements: PageElement[], goal: Goal): Scored[] {
  const seen = new Map<string, number>();
  const totals = new Map<string, number>();
  const key = (element: PageElement) => `${element.kind}:${element.name.toLowerCase()}`;
  for (const element of elements) totals.set(key(element), (totals.get(key(element)) ?? 0) + 1);
  return elements.map((element) => {
    const position = (seen.get(key(element)) ?? 0) + 1;
    seen.set(key(element), position);
    const role = ROLE_OF[element.kind];
    // A name used more than once ("Add to cart" under every product) gets its ordinal, so the step is not ambiguous.
    const target: Target = element.nameIsNearby
      ? { text: '', role: element.kind === 'radio' ? 'radio' : 'checkbox', near: element.name }
      : { text: element.name, ...(role ? { role } : {}), ...((totals.get(key(element)) ?? 0) > 1 ? { nth: position } : {}) };
    const hinted = element.hints ? 0.8 * relevance(element.hints, goal) : 0;
    return { element, target, score: Math.max(relevance(element.name, goal), hinted) };
  });
}

interface FormPlan {
  index: number;
  score: number;
  submit: Scored;
  fields: Scored[];
}

/** The form whose label, fields and submit button match the goal best, if any matches at all. */
function bestForm(page: PageSnapshot, scored: Scored[], goal: Goal): FormPlan | undefined {
  let best: FormPlan | undefined;
  page.forms.forEach((form, index) => {
    const members = scored.filter(({ element }) => element.form === index);
    const buttons = members.filter(({ element }) => element.kind === 'button' && !DISMISS.test(element.name));
    const submit = buttons.find(({ element }) => element.isSubmit) ?? buttons.find(({ element }) => SENDS.test(element.name)) ?? buttons.at(-1);
    const fields = members.filter(({ element }) => FILLABLE.has(element.kind));
    if (!submit || fields.length === 0) return;
    const score = relevance(form.label, goal) + Math.max(0, ...fields.map(({ score: fieldScore }) => fieldScore)) + submit.score;
    if (score > 0 && score > (best?.score ?? 0)) best = { index, score, submit, fields };
  });
  return best;
}

/** Buttons that close a form without sending it, never its submit button. */
const DISMISS = /^\s*(?:cancel|close|back|dismiss|discard|no|×|✕|x)\b/i;
/** Buttons that send a form that has no submit button of its own (a dialog's "Save contact"). */
const SENDS = /^\s*(?:save|create|add|submit|send|confirm|done|ok|continue|next|place|sign|register|apply|update|invite|publish|post)\b/i;

function isLogin(goal: Goal, submit: Scored): boolean {
  return [...LOGIN_WORDS].some((word) => goal.words.has(word)) || words(submit.element.name).some((word) => LOGIN_WORDS.has(word));
}

/** What the goal wants searched for: a quoted value, else the words after "search for" / "find". */
function searchTerm(goal: Goal, description: string): string | undefined {
  if (goal.quoted[0]) return goal.quoted[0];
  const match = /\b(?:search(?:es|ing)?\s+for|searching|look(?:s|ing)?\s+(?:for|up)|find(?:s|ing)?)\s+(?:an?\s+|the\s+|some\s+)?(.+?)\s*(?:[.!?]|$)/i.exec(description);
  return match?.[1]?.trim() || undefined;
}

function fillForm(fields: Scored[], goal: Goal, description: string, isLoginForm: boolean): StepAction[] {
  const generated: StepAction[] = [];
  const actions: StepAction[] = [];
  const generate = (variable: string, generator: 'email' | 'string') => {
    if (isLoginForm || generated.some((step) => step.kind === 'generate' && step.variable === variable)) return;
    generated.push({ kind: 'generate', variable, generator });
  };
  for (const { element, target, score } of fields.slice(0, 12)) {
    if (element.kind === 'checkbox' || element.kind === 'radio') {
      // Only what the form needs: required boxes and agreements, never "send me news".
      if (element.isRequired || AGREEMENT.test(element.name)) actions.push({ kind: 'check', target, checked: true });
      continue;
    }
    if (element.kind === 'select') {
      // The option the goal names ("…to support" → "Support"), else the first real one.
      const options = (element.options ?? []).map((text) => ({ text, score: relevance(text, goal) }));
      const option = options.find(({ score: optionScore }) => optionScore === Math.max(...options.map((each) => each.score)));
      if (option) actions.push({ kind: 'select', target, option: option.text });
      continue;
    }
    const value = valueFor(element, goal, description, score, isLoginForm);
    if (!value) continue;
    if (value.generate) generate(value.generate.variable, value.generate.generator);
    actions.push({ kind: 'fill', target, value: value.text });
  }
  return [...generated, ...actions];
}

export interface FieldValue {
  text: string;
  generate?: { variable: string; generator: 'email' | 'string' };
}

/** A value a real person could type into the field, from what its label and attributes say it wants. */
export function valueFor(field: PageElement, goal: Goal, description: string, score: number, isLoginForm: boolean): FieldValue | null {
  const about = `${field.name} ${field.hints ?? ''}`.toLowerCase();
  const type = field.inputType ?? 'text';
  // What the goal says to type ("named Grace Hopper with email grace@navy.mil") before any made-up value.
  const isSearch = type === 'search' || /search|query|keyword|\bq\b|find/.test(about);
  const stated = isLoginForm || isSearch ? null : statedValue(field, description);
  if (stated !== null) return { text: stated };
  if (type === 'email' || /e-?mail/.test(about)) return { text: '{{email}}', generate: { variable: 'email', generator: 'email' } };
  if (type === 'password' || /pass(?:word|code|phrase)/.test(about)) {
    // Signing in needs the test's own {{password}}; a new account gets a random one with a capital, digit and symbol.
    return isLoginForm ? { text: '{{password}}' } : { text: '{{password}}Aa1!', generate: { variable: 'password', generator: 'string' } };
  }
  if (type === 'search' || /search|query|keyword|\bq\b|find/.test(about)) return { text: searchTerm(goal, description) ?? 'test' };
  if (type === 'tel' || /phone|mobile|\btel/.test(about)) return { text: '5550100' };
  if (type === 'url' || /website|\burl\b|homepage/.test(about)) return { text: 'https://example.com' };
  if (type === 'date') return { text: '2030-01-15' };
  if (type === 'number' || /quantity|\bqty\b|amount/.test(about)) return { text: '1' };
  if (/user.?name|\blogin\b|handle|nickname/.test(about)) return { text: '{{username}}', generate: { variable: 'username', generator: 'string' } };
  if (/first.?name|given.?name|fname/.test(about)) return { text: 'Ada' };
  if (/last.?name|surname|family.?name|lname/.test(about)) return { text: 'Lovelace' };
  if (/\bname\b|full.?name/.test(about)) return { text: 'Ada Lovelace' };
  if (/company|organi[sz]ation/.test(about)) return { text: 'Verity Test Co' };
  if (/city|town/.test(about)) return { text: 'London' };
  if (/\bzip|postal|post.?code/.test(about)) return { text: '10001' };
  if (/address|street/.test(about)) return { text: '1 Main Street' };
  if (/subject|title/.test(about)) return { text: 'Hello from Verity' };
  if (type === 'textarea' || /message|comment|question|feedback|description|details|\bnote/.test(about)) return { text: 'Hello, this is a test message from Verity.' };
  if (goal.quoted[0] && score > 0) return { text: goal.quoted[0] };
  return field.isRequired ? { text: 'Verity test' } : null;
}

const clickOf = (target: Target): StepAction => ({ kind: 'click', target, clickCount: 1, button: 'left' });

/** After submitting: the success text the page holds hidden, where the form goes, else what the page shows. */
function afterSubmit(page: PageSnapshot, form: FormPlan, goal: Goal, description: string, scored: Scored[]): StepAction {
  const success = page.messages.find((message) => SUCCESS.test(message));
  if (success) return { kind: 'assert', assertion: { type: 'page-text', text: success, negated: false } };
  const action = page.forms[form.index]?.action;
  const target = action ? pathChange(page.url, action) : null;
  if (target) return { kind: 'assert', assertion: { type: 'url', mode: 'contains', value: target, negated: false } };
  const term = form.fields.some(({ element }) => element.inputType === 'search' || /search|query/.test(`${element.name} ${element.hints ?? ''}`.toLowerCase()))
    ? searchTerm(goal, description)
    : undefined;
  if (term) return { kind: 'assert', assertion: { type: 'page-text', text: term, negated: false } };
  const here = new URL(page.url).pathname;
  if (isLogin(goal, form.submit) && here !== '/') return { kind: 'assert', assertion: { type: 'url', mode: 'contains', value: here, negated: true } };
  return pageAssertion(page, scored);
}

/** After following a link: its address; after another click: what the page shows about the goal. */
function afterClick(page: PageSnapshot, action: Scored, scored: Scored[]): StepAction {
  const href = action.element.href;
  const target = href ? pathChange(page.url, href) : null;
  if (target) return { kind: 'assert', assertion: { type: 'url', mode: 'contains', value: target, negated: false } };
  return pageAssertion(page, scored);
}

/** The part of `to` that says the page changed from `from`: its path, or its host on another site. */
function pathChange(from: string, to: string): string | null {
  let source: URL;
  let destination: URL;
  try {
    source = new URL(from);
    destination = new URL(to, from);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(destination.protocol)) return null;
  if (destination.origin !== source.origin) return destination.host;
  const path = destination.pathname.replace(/\/+$/, '');
  if (path && path !== source.pathname.replace(/\/+$/, '')) return path;
  if (destination.search && destination.search !== source.search) return destination.search;
  return null;
}

/** A check that holds on the page as read: the heading closest to the goal, the main heading, the title, the host. */
function pageAssertion(page: PageSnapshot, scored: Scored[]): StepAction {
  const headings = scored.filter(({ element }) => element.kind === 'heading');
  const heading = [...headings].sort((a, b) => b.score - a.score)[0];
  const text = heading && heading.score > 0 ? heading.element.name : (headings[0]?.element.name ?? '');
  if (text) return { kind: 'assert', assertion: { type: 'page-text', text, negated: false } };
  if (page.title) return { kind: 'assert', assertion: { type: 'title', mode: 'contains', value: page.title, negated: false } };
  return { kind: 'assert', assertion: { type: 'url', mode: 'contains', value: new URL(page.url).host, negated: false } };
}

/** The start page as a step writes it: its path on the base URL's site ("/", "/shop/?ref=x"). */
export function pathOf(url: string): string {
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
}
