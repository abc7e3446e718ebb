import { type ReviewDecision, type TestRun } from '@verity/contracts';

/** Each decision in words: what the reviewer concludes, and what it means. */
export const REVIEW_DECISION_TEXT: Record<ReviewDecision, { title: string; hint: string }> = {
  confirmed_bug: {
    title: 'Confirm the failure: it is a real bug',
    hint: 'The site does not do what the test expects. Fix the site, then run the test again.',
  },
  test_problem: {
    title: 'The test needs fixing',
    hint: 'The site is fine; the steps no longer match it (a renamed button, a changed flow) or check the wrong thing.',
  },
  flaky: {
    title: 'Flaky: it failed by chance',
    hint: 'Timing, test data or the network got in the way; the same steps usually pass.',
  },
  passed_as_expected: {
    title: 'Passed as expected',
    hint: 'The site works and the test checks what it should.',
  },
};

const FOR_PASS: readonly ReviewDecision[] = ['passed_as_expected', 'test_problem'];
const FOR_FAILURE: readonly ReviewDecision[] = ['confirmed_bug', 'test_problem', 'flaky'];

/**
 * The decisions that make sense for the run, most likely first: a failure is a bug, a test problem or flaky;
 * a pass is confirmed, or the test checks too little. A decision saved earlier is always offered.
 */
export function decisionsFor(run: Pick<TestRun, 'status' | 'review'>): readonly ReviewDecision[] {
  const decisions = run.status === 'completed' ? FOR_PASS : FOR_FAILURE;
  const saved = run.review?.decision;
  return saved && !decisions.includes(saved) ? [...decisions, saved] : decisions;
}
