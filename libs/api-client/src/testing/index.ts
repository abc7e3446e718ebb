export { createFakeFetch, envelopeResponse, failureResponse, type RecordedRequest, type Respond } from './fake-fetch';
export {
  makeBillingOverview,
  makeCheckoutSession,
  makeCreatedCheckoutSession,
  makeCreditHistory,
  makeFolder,
  makeProfile,
  makeSuiteRun,
  makeTest,
  makeTestRun,
} from './fixtures';
export { createStubApiClient } from './stub-api-client';
