import { type ModelClient, ModelError } from '@verity/models';
import { parseStep, type Step } from '@verity/steps';
import { type PageCandidate } from '../execution/page-scripts';
import { createModelInterpreter } from './model-interpreter';

/** A small shop page, as the interpreter sees one: what the built-in check asks the model about. */
const SHOP_PAGE = { url: 'https://shop.example/products', title: 'Products · Example Shop' };
const SHOP_CANDIDATES: PageCandidate[] = [
  { role: 'link', name: 'Example Shop', region: 'header' },
  { role: 'field', name: 'Search products', region: 'header' },
  { role: 'link', name: 'Cart (0)', region: 'header' },
  { role: 'heading', name: 'Products', region: 'main' },
  { role: 'heading', name: 'Blue Backpack', region: 'main' },
  { role: 'button', name: 'Add to cart', region: 'main' },
  { role: 'heading', name: 'Red Bike Light', region: 'main' },
  { role: 'button', name: 'Add to cart', region: 'main', nth: 2 },
  { role: 'field', name: 'Email address', region: 'footer "Newsletter"' },
  { role: 'button', name: 'Subscribe', region: 'footer "Newsletter"' },
  { role: 'text', name: '$49.00' },
  { role: 'text', name: '$12.50' },
];

interface CheckTask {
  line: string;
  /** What a right answer does; the reason when it does not. */
  isRight: (step: Step) => boolean;
  expected: string;
}

const words = (step: Step) => JSON.stringify(step).toLowerCase();

const TASKS: CheckTask[] = [
  {
    line: 'Put the blue backpack in my cart',
    expected: 'a click on the "Add to cart" button of the Blue Backpack',
    isRight: (step) => step.kind === 'click' && /add to cart/i.test(step.target.text) && (step.target.nth === undefined || step.target.nth === 1) && !/bike/.test(words(step)),
  },
  {
    line: 'Sign up for the newsletter with qa@example.com',
    expected: 'typing qa@example.com into the "Email address" field',
    isRight: (step) => step.kind === 'fill' && step.value === 'qa@example.com' && /email/i.test(step.target.text),
  },
  {
    line: 'Make sure the bike light costs $12.50',
    expected: 'a check that the page shows "$12.50"',
    isRight: (step) => step.kind === 'assert' && words(step).includes('12.50'),
  },
];

export interface ModelCheckTask {
  line: string;
  answer: string | null;
  isRight: boolean;
  /** When wrong: what a right answer does, or why the model gave none. */
  note: string | null;
}

export interface ModelCheckResult {
  passed: number;
  total: number;
  tasks: ModelCheckTask[];
  /** Milliseconds for all the tasks together. */
  latencyMs: number;
  inputTokens: number;
  outputTokens: number;
  /** A failure of the provider itself (wrong key, unreachable): the check stops at the first. */
  error: string | null;
}

/**
 * The Models screen's "Test": a few interpretation tasks on a bundled shop page, each answer checked against
 * what a right answer does. A provider error (wrong key, unreachable) ends the check with its message.
 */
export async function checkModel(client: ModelClient, signal?: AbortSignal): Promise<ModelCheckResult> {
  const interpreter = createModelInterpreter(client);
  const result: ModelCheckResult = { passed: 0, total: TASKS.length, tasks: [], latencyMs: 0, inputTokens: 0, outputTokens: 0, error: null };
  const started = performance.now();
  for (const task of TASKS) {
    try {
      const answer = await interpreter.interpret({ line: task.line, page: SHOP_PAGE, candidates: SHOP_CANDIDATES, signal });
      result.inputTokens += answer.usage?.inputTokens ?? 0;
      result.outputTokens += answer.usage?.outputTokens ?? 0;
      const parsed = parseStep(answer.step, 0);
      const step = parsed.ok && parsed.step && parsed.step.kind !== 'intent' ? parsed.step : null;
      const isRight = step !== null && task.isRight(step);
      if (isRight) result.passed += 1;
      result.tasks.push({ line: task.line, answer: answer.step, isRight, note: isRight ? null : `Expected ${task.expected}.` });
    } catch (error) {
      if (error instanceof ModelError && error.usage) {
        result.inputTokens += error.usage.inputTokens;
        result.outputTokens += error.usage.outputTokens;
      }
      const message = error instanceof Error ? error.message : String(error);
      const isProviderFailure = error instanceof ModelError && !['refused', 'invalid_answer'].includes(error.code);
      result.tasks.push({ line: task.line, answer: null, isRight: false, note: `No step: ${message.replace(/\.?$/, '.')}` });
      if (isProviderFailure) {
        result.error = message;
        break;
      }
    }
  }
  result.latencyMs = Math.round(performance.now() - started);
  return result;
}
