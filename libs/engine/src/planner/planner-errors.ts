// The planner's errors, apart from the planner: the API tells them apart without loading the engine.

/**
 * `browser_unavailable`: the planner has no browser to explore the site with (not the base URL's fault);
 * `goal_not_actionable`: nothing in the goal could be done on the page.
 */
export type PlannerErrorCode = 'invalid_url' | 'private_target' | 'unreachable' | 'browser_unavailable' | 'goal_not_actionable';

/** The goal could not be planned from; `message` is written for the user. */
export class PlannerError extends Error {
  override readonly name = 'PlannerError';
  constructor(
    message: string,
    readonly code: PlannerErrorCode,
  ) {
    super(message);
  }
}

/** The draft was stopped by its caller (the user cancelled, or went away): nothing is to be saved. */
export class DraftCancelledError extends Error {
  override name = 'DraftCancelledError';
  constructor() {
    super('Drafting was cancelled; no test was created.');
  }
}
