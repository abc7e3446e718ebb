import { runInstructions, type StepResult, type TestRun } from '@verity/contracts';

/** One line of the run's instructions as the run screens show it. */
export type StepRow =
  /** A step: what the engine reported for it, or `not_started` from the instructions until it does. */
  | { kind: 'step'; key: string; number: number; result: StepResult }
  /** A comment line (`# …`, `// …`): a note for people, never run. */
  | { kind: 'note'; key: string; text: string };

/** Blank and comment lines are no steps (docs/steps.md, "The basics"); the engine reports nothing for them. */
function isNoteLine(line: string): boolean {
  return /^\s*(?:#|\/\/)/.test(line);
}

function notStarted(index: number, instruction: string): StepResult {
  return { index, instruction, status: 'not_started' };
}

/**
 * The run's steps in order: each instruction line with the results the engine reported for it (a line may
 * hold several), and `not_started` for a line nothing was reported for yet. The instructions come from
 * `runInstructions`, so a configuration whose instructions are not an array counts as no lines (spec section
 * 3); results for lines beyond the instructions are still shown.
 */
export function stepRows(run: Pick<TestRun, 'configuration' | 'steps'>): StepRow[] {
  const lines = runInstructions(run.configuration);
  const results = Array.isArray(run.steps) ? run.steps : [];
  const byLine = new Map<number, StepResult[]>();
  for (const result of results) byLine.set(result.index, [...(byLine.get(result.index) ?? []), result]);

  const rows: StepRow[] = [];
  let number = 0;
  const addStep = (result: StepResult, key: string) => {
    number += 1;
    rows.push({ kind: 'step', key, number, result });
  };

  lines.forEach((line, index) => {
    const reported = byLine.get(index);
    byLine.delete(index);
    if (reported) reported.forEach((result, part) => addStep(result, `${index}.${part}`));
    else if (isNoteLine(line)) rows.push({ kind: 'note', key: `${index}`, text: line.trim() });
    else if (line.trim() !== '') addStep(notStarted(index, line), `${index}`);
  });
  for (const [index, reported] of [...byLine.entries()].sort(([a], [b]) => a - b)) {
    reported.forEach((result, part) => addStep(result, `${index}.${part}`));
  }
  return rows;
}

export type StepRowOfKind = Extract<StepRow, { kind: 'step' }>;

export function stepsOnly(rows: StepRow[]): StepRowOfKind[] {
  return rows.filter((row): row is StepRowOfKind => row.kind === 'step');
}

/** The step that ended the run: the first failed one, else the first whose outcome is unknown. */
export function failingStep(rows: StepRow[]): StepRowOfKind | null {
  const steps = stepsOnly(rows);
  return steps.find((row) => row.result.status === 'failed') ?? steps.find((row) => row.result.status === 'unknown') ?? null;
}

/** The nearest step before `row` that has a screenshot: what the page looked like before the failure. */
export function previousScreenshotStep(rows: StepRow[], row: StepRowOfKind): StepRowOfKind | null {
  const steps = stepsOnly(rows);
  const position = steps.indexOf(row);
  for (let index = position - 1; index >= 0; index -= 1) {
    const candidate = steps[index];
    if (candidate?.result.screenshot) return candidate;
  }
  return null;
}

export type StepProgress = { done: number; passed: number; total: number };

/** How far the run got: steps that ran to an outcome (not the ones skipped or cancelled) and steps that passed, of all steps. */
export function stepProgress(rows: StepRow[]): StepProgress {
  const steps = stepsOnly(rows);
  const done = steps.filter(({ result }) => result.status === 'completed' || result.status === 'failed' || result.status === 'unknown').length;
  const passed = steps.filter(({ result }) => result.status === 'completed').length;
  return { done, passed, total: steps.length };
}
