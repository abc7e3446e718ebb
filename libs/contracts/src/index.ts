export { type Envelope, envelopeSchema, failure, success } from './envelope';
export { type Health, healthSchema } from './health';
export {
  ACTIVE_RUN_STATUSES,
  CHECKOUT_STATUSES,
  type CheckoutStatus,
  checkoutStatusSchema,
  CREDIT_REASONS,
  type CreditReason,
  creditReasonSchema,
  REVIEW_DECISIONS,
  type ReviewDecision,
  reviewDecisionSchema,
  RUN_STATUSES,
  type RunStatus,
  runStatusSchema,
  STEP_STATUSES,
  type StepStatus,
  stepStatusSchema,
} from './statuses';
export {
  DEFAULT_VIEWPORT,
  httpUrlSchema,
  runInstructions,
  type StepResult,
  stepResultSchema,
  type TestConfiguration,
  testConfigurationSchema,
  viewportSchema,
} from './test-configuration';
