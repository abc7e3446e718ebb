export * from './ast';
export { formatStep, formatTarget } from './format-step';
export { ONE_TIME_CODE, oneTimeCodePlaceholder, withOneTimeCodes } from './one-time-code';
export { parseStep, parseSteps, type StepParse } from './parse-step';
export { type CountedRole, type ExpectedOutcome, type GoalClause, readGoalClauses, readOutcome, splitClauses } from './intent/goal-clauses';
export { isPronoun, outranksGrammar, readIntent } from './intent/read-intent';
export { changesOnlyTarget, targetOf, withTarget } from './retarget';
export { formatTimeLimit, splitTimeLimit } from './time-limit';
