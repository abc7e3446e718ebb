import { type ElementHandle, type JSHandle } from 'playwright-core';
import { CONTROL_SIGNS, IS_VISIBLE, pageFunction } from './page-scripts';
import { quote } from './resolve/text-match';
import { actionTimeoutMs, type StepContext, type StepDone } from './step-context';
import { pause, StepFailure } from './step-failure';
import { untraced } from './untraced';

/**
 * A count set with − and + buttons beside its words ("Adults − 2 +", a cart's quantity): the smallest box around
 * the words that holds one button that lowers it, one that raises it, and the number between. Kept as source for
 * the page: `(words) => { count, lower, raise, name } | null`, the count read again by `readCount`.
 */
const FIND_STEPPER = pageFunction<[string], unknown>(String.raw`(words) => {
  const clean = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const wanted = clean(words).toLowerCase().replace(/^(?:the\s+)?(?:number\s+of\s+)?/, '');
  const LOWER = /^\s*[-−–—]\s*$|\bminus\b|\bdecrease|\bdecrement|\bsubtract|\bremove\b|\bless\b|\bfewer\b|\bdown\b/i;
  const RAISE = /^\s*\+\s*$|\bplus\b|\bincrease|\bincrement|\badd\b|\bmore\b|\bup\b/i;
  const seen = ${IS_VISIBLE};
  const signs = ${CONTROL_SIGNS};
  const numberIn = (el) => {
    if (el.tagName === 'INPUT') return /^\d+$/.test(el.value.trim()) ? el : null;
    return /^\d+$/.test(clean(el.textContent)) && el.children.length === 0 ? el : null;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const labels = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = clean(node.data).toLowerCase().replace(/[:*]$/, '');
    if (text === wanted || text === wanted.replace(/s$/, '') || text === wanted + 's') if (node.parentElement && seen(node.parentElement)) labels.push(node.parentElement);
  }
  for (const label of labels) {
    for (let box = label.parentElement, depth = 0; box && box !== document.body && depth < 4; box = box.parentElement, depth += 1) {
      const buttons = Array.from(box.querySelectorAll('button, [role="button"], input[type="button"]')).filter(seen);
      const lower = buttons.filter((el) => LOWER.test(signs(el)));
      const raise = buttons.filter((el) => RAISE.test(signs(el)) && !lower.includes(el));
      const counts = Array.from(box.querySelectorAll('input, output, span, div, p, strong, b')).filter((el) => !el.closest('button') && el !== label && seen(el)).map(numberIn).filter(Boolean);
      if (lower.length === 0 && raise.length === 0) continue;
      if (lower.length !== 1 || raise.length !== 1 || counts.length !== 1) break;
      return { count: counts[0], lower: lower[0], raise: raise[0], name: clean(label.textContent) };
    }
  }
  return null;
}`);

const readCount = pageFunction<[Element], number>(`(el) => Number((el.tagName === 'INPUT' ? el.value : el.textContent).trim())`);
// A count in a field is typed into as any field is; only one a page draws as words is set by pressing.
const isDrawnCount = pageFunction<[{ count: Element } | null], boolean>(`(found) => found !== null && found.count.tagName !== 'INPUT'`);
const nameOf = pageFunction<[{ name: string }], string>(`(found) => found.name`);

/** How long a count has to change after its button is pressed; how many presses a step makes at most. */
const CHANGE_WAIT_MS = 1_000;
const MAX_PRESSES = 50;

/** The stepper by those words as the page draws it now: a page may draw it anew on every press. */
async function findStepper(words: string, context: StepContext): Promise<JSHandle | null> {
  const stepper = await untraced(context.page, () => context.page.evaluateHandle(FIND_STEPPER, words));
  if (await stepper.evaluate(isDrawnCount)) return stepper;
  await stepper.dispose();
  return null;
}

async function part(stepper: JSHandle, name: string): Promise<ElementHandle> {
  const element = (await stepper.getProperty(name)).asElement();
  if (!element) throw new Error(`the stepper has no ${name}`);
  return element;
}

const countOf = async (stepper: JSHandle) => (await part(stepper, 'count')).evaluate(readCount);

/**
 * "Set adults to 3" where the count is no field: presses the stepper's + or − until it shows the number. Null when
 * the page has no such stepper by those words (a count in a field is typed into); a count that stops short (its
 * most or least) fails the step.
 */
export async function setStepper(words: string, wanted: number, context: StepContext): Promise<StepDone | null> {
  let stepper = await findStepper(words, context);
  if (!stepper) return null;
  const name = await stepper.evaluate(nameOf);
  await context.beforeChange?.();
  try {
    let now = await countOf(stepper);
    for (let presses = 0; now !== wanted; presses += 1) {
      if (presses >= MAX_PRESSES) throw new StepFailure(`The ${quote(name)} count is ${now} after ${MAX_PRESSES} presses, not ${wanted}.`);
      const raising = now < wanted;
      const button = await part(stepper, raising ? 'raise' : 'lower');
      if (await button.isDisabled()) throw new StepFailure(`The ${quote(name)} count is ${now} and its ${raising ? '+' : '−'} button is disabled, so it cannot be set to ${wanted}.`);
      await button.click({ timeout: actionTimeoutMs(context) });
      const before = now;
      const until = Date.now() + CHANGE_WAIT_MS;
      for (;;) {
        await stepper.dispose();
        stepper = await findStepper(words, context);
        if (!stepper) throw new StepFailure(`The ${quote(name)} count went from the page when its ${raising ? '+' : '−'} button was pressed.`);
        now = await untraced(context.page, () => countOf(stepper as JSHandle));
        if (now !== before || Date.now() >= until) break;
        await pause(25, context.signal);
      }
      if (now === before) throw new StepFailure(`The ${quote(name)} count stays at ${now} when its ${raising ? '+' : '−'} button is pressed, so it cannot be set to ${wanted}.`);
    }
    return { action: `Set the ${quote(name)} count to ${wanted} with its − and + buttons`, locator: null };
  } finally {
    await stepper?.dispose();
  }
}
