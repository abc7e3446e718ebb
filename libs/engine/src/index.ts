export * from './language/ast';
export * from './engine-types';
export { parseStep, parseSteps, type StepParse } from './language/parse-step';
export { formatStep, formatTarget } from './language/format-step';
export { assertPublicTarget, isNonPublicAddress, PrivateTargetError, UnreachableTargetError, type HostLookup } from './network/assert-public-target';
export {
  draftSteps,
  HEURISTIC_PLANNER_NOTE,
  PlannerError,
  type DraftStepsInput,
  type DraftStepsOptions,
  type PlannerErrorCode,
} from './planner/draft-steps';
export { runTest } from './execution/run-test';
export { DEFAULT_STEP_TIMEOUT_MS } from './execution/execute-plan';
