export {
  checkoutSessions,
  creditLedger,
  folders,
  type OnboardingAnswers,
  profiles,
  promoCodes,
  promoRedemptions,
  type RunArtifacts,
  modelAnswers,
  type ModelCheckRecord,
  modelProviders,
  type RunModelUsage,
  type RunReview,
  testRuns,
  tests,
  workerStatus,
} from './app';
export { authSchema, devMail, identities, oneTimeTokens, refreshTokens, sessions, users } from './auth';
