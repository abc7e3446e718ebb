import {
  type BillingOverview,
  countSuiteRuns,
  type SuiteRunDetail,
  suiteStatusOf,
  type CheckoutSession,
  CREDIT_PACKS,
  type CreatedCheckoutSession,
  type CreditHistory,
  type Folder,
  type Profile,
  type Test,
  type TestRun,
} from '@verity/contracts';

// Valid entities as the API sends them, for tests of screens, queries and the client itself.

const AT = '2025-01-01T00:00:00.000Z';

export function makeTest(overrides: Partial<Test> = {}): Test {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    configuration: { name: 'Sign in', base_url: 'https://example.com', instructions: ['Click "Sign in"'], folder_id: null },
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export function makeTestRun(overrides: Partial<TestRun> = {}): TestRun {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    test_id: '11111111-1111-4111-8111-111111111111',
    status: 'pending',
    configuration: { name: 'Sign in', base_url: 'https://example.com', instructions: ['Click "Sign in"'], folder_id: null },
    steps: [],
    verdict: null,
    summary: null,
    error: null,
    artifacts: {},
    review: null,
    credits_used: 1,
    queued_at: AT,
    started_at: null,
    finished_at: null,
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

/** A suite run of one pending run: pass `runs` and its counts follow them. */
export function makeSuiteRun(overrides: Partial<SuiteRunDetail> = {}): SuiteRunDetail {
  const runs = overrides.runs ?? [makeTestRun({ suite_id: '55555555-5555-4555-8555-555555555555' })];
  const counts = countSuiteRuns(runs.map((run) => run.status));
  return {
    id: '55555555-5555-4555-8555-555555555555',
    folder_id: '33333333-3333-4333-8333-333333333333',
    name: 'Checkout',
    status: suiteStatusOf(counts),
    counts,
    credits_used: runs.length,
    created_at: AT,
    finished_at: null,
    runs,
    ...overrides,
  };
}

export function makeFolder(overrides: Partial<Folder> = {}): Folder {
  return { id: '33333333-3333-4333-8333-333333333333', name: 'Checkout', created_at: AT, updated_at: AT, deleted_at: null, ...overrides };
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    email: 'ada@example.com',
    onboarding_completed: false,
    onboarding: null,
    credit_balance: 100,
    run_defaults: { step_timeout_ms: 5_000, viewport: { width: 1280, height: 800 }, screenshots: 'every_step' },
    created_at: AT,
    updated_at: AT,
    ...overrides,
  };
}

export function makeCreditHistory(overrides: Partial<CreditHistory> = {}): CreditHistory {
  return {
    items: [{ id: '1', delta: 100, balance_after: 100, reason: 'signup_grant', reference: null, created_at: AT }],
    next_cursor: null,
    ...overrides,
  };
}

export function makeBillingOverview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return { credit_balance: 100, run_credit_cost: 1, packs: CREDIT_PACKS.map((pack) => ({ ...pack })), provider: 'sandbox', ...overrides };
}

/** An open sandbox checkout of the Starter pack. */
export function makeCheckoutSession(overrides: Partial<CheckoutSession> = {}): CheckoutSession {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    pack_id: 'starter',
    credits: 100,
    amount_cents: 900,
    currency: 'usd',
    provider: 'sandbox',
    status: 'open',
    created_at: AT,
    completed_at: null,
    credit_balance: null,
    ...overrides,
  };
}

/** What POST /billing/checkout-sessions answers: the session and where to send the browser. */
export function makeCreatedCheckoutSession(overrides: Partial<CreatedCheckoutSession> = {}): CreatedCheckoutSession {
  const session = makeCheckoutSession(overrides);
  return { ...session, checkout_url: `http://localhost:3000/app/billing/checkout/${session.id}`, ...overrides };
}
