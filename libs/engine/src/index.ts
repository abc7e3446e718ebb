export * from './engine-types';
export { assertPublicTarget, isNonPublicAddress, PrivateTargetError, UnreachableTargetError, type HostLookup } from './network/assert-public-target';
export {
  draftSteps,
  MAX_GOAL_LENGTH,
  type DraftResult,
  type DraftStepsInput,
  type DraftStepsOptions,
} from './planner/draft-steps';
export { DraftCancelledError, PlannerError, type PlannerErrorCode } from './planner/planner-errors';
export { type UnmappedClause } from './planner/goal/explore-goal';
export { runTest } from './execution/run-test';
export { RunSecrets } from './execution/run-secrets';
export { InboxRefusal } from './execution/run-emails';
export { DEFAULT_STEP_TIMEOUT_MS } from './execution/execute-plan';
export { DEFAULT_MAX_MODEL_CALLS } from './execution/read-line';
export { type PageCandidate } from './execution/page-scripts';
export { type SignedInSession, type StorageState } from './execution/signed-in-session';
export { createModelInterpreter } from './model/model-interpreter';
export { checkModel, type ModelCheckResult, type ModelCheckTask } from './model/model-check';
