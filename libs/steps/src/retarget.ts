import { type Step, type StepAction, type Target } from './ast';

/** The element a step acts on or checks; absent for steps without one (Go back, Wait 2 seconds, a page check). */
export function targetOf(step: StepAction): Target | undefined {
  if (step.kind === 'assert') return 'target' in step.assertion ? step.assertion.target : undefined;
  return 'target' in step ? step.target : undefined;
}

/** The step finding its element another way: the action, its values and a check's expectation stay as they are. */
export function withTarget(step: StepAction, target: Target): StepAction {
  if (step.kind === 'assert') {
    return 'target' in step.assertion ? { ...step, assertion: { ...step.assertion, target } } : step;
  }
  return 'target' in step ? ({ ...step, target } as StepAction) : step;
}

const TARGETLESS: Target = { text: '' };

/** What a step does and expects, with no element and no line: equal for two steps that differ only in their target. */
function meaning(step: StepAction): string {
  const { index: _index, source: _source, ...action } = withTarget(step, TARGETLESS) as Partial<Step>;
  return JSON.stringify(action, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/**
 * True when `proposed` is `original` with its element found another way: the same action with the same values,
 * or the same check expecting the same thing. A fix may only do that — never drop, weaken or turn a check
 * into an action.
 */
export function changesOnlyTarget(original: StepAction, proposed: StepAction): boolean {
  const [before, after] = [targetOf(original), targetOf(proposed)];
  if (!before || !after) return false;
  return meaning(original) === meaning(proposed) && JSON.stringify(before) !== JSON.stringify(after);
}
