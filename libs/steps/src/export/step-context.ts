import { type Target } from '../ast';
import { msLiteral } from './js-code';
import { type SpecHelper } from './spec-helpers';
import { derivedLocator, type LocatorPurpose, type SpecLocator } from './spec-locators';
import { SpecValues } from './spec-values';

/** What writing one step needs: the spec's values and helpers, and what Verity's run recorded for it. */
export interface StepContext {
  values: SpecValues;
  helpers: Set<SpecHelper>;
  /** The locator Verity's run used for this step, when the run may be followed. */
  recorded: SpecLocator | null;
  /** Variables (lower-cased) that more than one step stores or generates: declared with `let`. */
  reassigned: ReadonlySet<string>;
  /** The step's own time limit ("… within 20 seconds"), in ms. */
  timeoutMs?: number;
}

/**
 * The element the step means: the locator Verity's run recorded, unless the target's words hold a variable (the
 * recorded one has the value of that run), else one derived from the words.
 */
export function locatorOf(target: Target, purpose: LocatorPurpose, context: StepContext): SpecLocator {
  const words = [target.text, target.within ?? '', target.near ?? ''];
  if (context.recorded && !words.some((text) => SpecValues.isVariable(text))) return context.recorded;
  return derivedLocator(target, purpose, context.values);
}

/** `{ …options, timeout: 20_000 }` for a call, or '' when there is nothing to pass. */
export function callOptions(context: StepContext, ...options: string[]): string {
  const all = [...options, ...(context.timeoutMs ? [`timeout: ${msLiteral(context.timeoutMs)}`] : [])];
  return all.length === 0 ? '' : `{ ${all.join(', ')} }`;
}

/** The arguments of a call: the values given, then the options when there are any. */
export function args(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(', ');
}
