import { useDeferredValue, useMemo } from 'react';
import { type ParseError, parseSteps } from '@verity/steps';

/** The textarea's lines as the parser sees them: line N of the box is index N - 1, blank lines included. */
export function stepLines(text: string): string[] {
  return text.split(/\r?\n/);
}

/**
 * Every line the step language does not read, with the parser's own sentence ("Line 3 "Clik …": not a step I
 * understand. Did you mean: …") and its suggestions. The same parser runs the test, so what passes here is
 * what the engine will execute.
 */
export function stepErrors(text: string): ParseError[] {
  const result = parseSteps(stepLines(text));
  return result.ok ? [] : result.errors;
}

/** stepErrors of the text, recomputed at a lower priority than typing so long tests stay responsive. */
export function useStepErrors(text: string): ParseError[] {
  const deferred = useDeferredValue(text);
  return useMemo(() => stepErrors(deferred), [deferred]);
}

/** The text with line `index` (0-based) replaced, keeping every other line as typed. */
export function replaceLine(text: string, index: number, replacement: string): string {
  const lines = stepLines(text);
  lines[index] = replacement;
  return lines.join('\n');
}

/** The sentence that stops a save while some lines are not steps. */
export function unreadableStepsMessage(count: number): string {
  return count === 1
    ? '1 line of the steps is not a step Verity understands. Fix it (see the suggestions under the steps), or save anyway: a run asks an AI model to read such a line (see Models), and stops there when no model is set up.'
    : `${count} lines of the steps are not steps Verity understands. Fix them (see the suggestions under the steps), or save anyway: a run asks an AI model to read such lines (see Models), and stops there when no model is set up.`;
}
