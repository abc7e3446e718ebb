import { type Browser } from 'playwright-core';
import { startFixtureServer } from '../src/fixtures';
import { draftSteps } from '../src/planner/draft-steps';
import { readGoalClauses } from '@verity/steps';
import { GOALS } from '../src/planner/goal/testing/goal-cases';

const percentile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
};

/**
 * How long the planner takes per clause of a goal, drafting every goal of the goal suite on the fixture apps
 * (each draft does the goal in a browser). Information, not a pass or fail: a goal's clauses vary in cost.
 */
export async function benchDrafting(browser: Browser): Promise<void> {
  const apps = await startFixtureServer('apps');
  try {
    const perClause: number[] = [];
    let failures = 0;
    for (const { start, goal } of GOALS) {
      const clauses = readGoalClauses(goal).length;
      const started = performance.now();
      await draftSteps({ base_url: `${apps.url}${start}`, goal_description: goal }, { browser, allowPrivateNetwork: true }).catch(() => (failures += 1));
      perClause.push((performance.now() - started) / Math.max(1, clauses));
    }
    console.log(`\nDrafting ${GOALS.length} goals on the fixture apps, time per clause: median ${percentile(perClause, 0.5).toFixed(0)} ms, p95 ${percentile(perClause, 0.95).toFixed(0)} ms${failures ? ` (${failures} drafts refused)` : ''}`);
  } finally {
    await apps.close();
  }
}
