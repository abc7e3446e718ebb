import { z } from 'zod';
import { CREDIT_REASONS, REVIEW_DECISIONS, RUN_STATUSES } from './statuses';
import { runDefaultsSchema, screenshotPolicySchema, stepResultSchema, viewportSchema } from './test-configuration';

// What the API answers inside the envelope's `data`. Timestamps are ISO 8601 strings.

const timestamp = z.string();

export const folderSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  /** Set when the folder was soft-deleted; such folders are listed only with include_deleted=true. */
  deleted_at: timestamp.nullable(),
});
export type Folder = z.infer<typeof folderSchema>;

/** A test's configuration as the API shows it: the folder is configuration.folder_id. */
export const testConfigurationViewSchema = z.object({
  name: z.string(),
  base_url: z.string(),
  instructions: z.array(z.string()),
  goal_description: z.string().nullable().optional(),
  folder_id: z.string().nullable(),
  viewport: viewportSchema.optional(),
  variables: z.record(z.string(), z.string()).optional(),
  /** Each secret variable's name, its value always SECRET_MASK. */
  secret_variables: z.record(z.string(), z.string()).optional(),
  provides_session: z.boolean().optional(),
  session_from: z.string().nullable().optional(),
  model_calls: z.enum(['allowed', 'never']).optional(),
  step_timeout_ms: z.number().int().optional(),
  screenshots: screenshotPolicySchema.optional(),
});
export type TestConfigurationView = z.infer<typeof testConfigurationViewSchema>;

export const testSchema = z.object({
  id: z.string(),
  configuration: testConfigurationViewSchema,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Test = z.infer<typeof testSchema>;

/**
 * How a goal became steps: the parts of it the planner could not turn into steps (never silently dropped), and
 * the first check that fails on the site as it is now (the test then reports a broken site, as it should).
 */
export const draftReportSchema = z.object({
  unmapped: z.array(z.object({ clause: z.string(), reason: z.string() })),
  failure: z.object({ step: z.number().int().min(1), reason: z.string() }).nullable(),
  /** When a model drafted the parts the planner could not: which model, those parts, and what it spent. */
  model: z
    .object({ name: z.string(), clauses: z.array(z.string()), calls: z.number().int(), input_tokens: z.number().int(), output_tokens: z.number().int() })
    .nullable()
    .optional(),
});
export type DraftReport = z.infer<typeof draftReportSchema>;

/** GET /tests/drafts/{draftId}: how far a draft under way has got (the clause being done, the steps so far). */
export const draftProgressSchema = z.object({
  clause: z.string().nullable(),
  /** 1-based position of that clause, and how many the goal has. */
  clause_number: z.number().int().min(0),
  clauses_total: z.number().int().min(0),
  steps: z.array(z.string()),
  started_at: timestamp,
});
export type DraftProgress = z.infer<typeof draftProgressSchema>;

/** POST /tests/create-from-description: the test created, with its draft report. */
export const draftedTestSchema = testSchema.extend({ draft: draftReportSchema });
export type DraftedTest = z.infer<typeof draftedTestSchema>;

export const runReviewSchema = z.object({
  decision: z.enum(REVIEW_DECISIONS),
  notes: z.string(),
  reviewed_at: timestamp,
});
export type RunReviewView = z.infer<typeof runReviewSchema>;

export const runArtifactsSchema = z.object({
  trace: z.string().nullable().optional(),
  consoleErrors: z.array(z.object({ message: z.string(), url: z.string().optional(), at: z.string().optional() })).optional(),
  failedRequests: z
    .array(
      z.object({
        url: z.string(),
        method: z.string(),
        status: z.number().nullable().optional(),
        failure: z.string().nullable().optional(),
      }),
    )
    .optional(),
});

/**
 * The signed-in session a run started with: saved by a passing run of the sign-in test, or got by running that test
 * first because none was saved or it had expired ('signed_in_first'), or because the run landed on a sign-in page
 * with the saved one ('signed_in_again').
 */
export const runSessionSchema = z.object({
  /** The sign-in test; null once it is deleted. */
  test_id: z.string().nullable(),
  test_name: z.string(),
  source: z.enum(['saved', 'signed_in_first', 'signed_in_again']),
  saved_at: timestamp,
  expires_at: timestamp,
});
export type RunSession = z.infer<typeof runSessionSchema>;

export const testRunSchema = z.object({
  id: z.string(),
  /** Null once the test was deleted; the run keeps its configuration snapshot. */
  test_id: z.string().nullable(),
  status: z.enum(RUN_STATUSES),
  /** The snapshot the run executes; instructions is always an array. */
  configuration: testConfigurationViewSchema,
  steps: z.array(stepResultSchema),
  verdict: z.enum(['passed', 'failed']).nullable(),
  summary: z.string().nullable(),
  error: z.string().nullable(),
  artifacts: runArtifactsSchema,
  review: runReviewSchema.nullable(),
  credits_used: z.number().int(),
  /** The suite run it belongs to, when it was started with its folder; null otherwise. */
  suite_id: z.string().nullable().optional(),
  /** Present when the test starts signed in with a sign-in test's session, once the run has it. */
  session: runSessionSchema.optional(),
  /**
   * What the run spent on models when a line went to one (or to a stored answer): the model, its calls and tokens,
   * lines replayed with no call, and an estimate in US dollars for models with public prices. Null otherwise.
   */
  model_usage: z
    .object({
      model: z.string().nullable(),
      calls: z.number().int(),
      input_tokens: z.number().int(),
      output_tokens: z.number().int(),
      replayed: z.number().int(),
      estimated_cost_usd: z.number().nullable(),
    })
    .nullable()
    .optional(),
  queued_at: timestamp.nullable(),
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type TestRun = z.infer<typeof testRunSchema>;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  onboarding_completed: z.boolean(),
  onboarding: z
    .object({
      role: z.string(),
      companyTeamSize: z.string(),
      hearAboutUs: z.string(),
      hasExpectations: z.boolean(),
      expectations: z.string(),
    })
    .nullable(),
  credit_balance: z.number().int(),
  /** How the user's runs behave unless a test says otherwise; the defaults until the user changes them. */
  run_defaults: runDefaultsSchema,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Profile = z.infer<typeof profileSchema>;

export const creditLedgerEntrySchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  reference: z.string().nullable(),
  created_at: timestamp,
});
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;

export const creditHistorySchema = z.object({
  items: z.array(creditLedgerEntrySchema),
  /** Pass as `cursor` to read the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type CreditHistory = z.infer<typeof creditHistorySchema>;

export const promoRedemptionSchema = z.object({
  code: z.string(),
  credits_added: z.number().int(),
  credit_balance: z.number().int(),
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

/** What a test exports to: its steps as text, or a spec for Playwright Test. */
export const EXPORT_FORMATS = ['playwright', 'text'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * GET /tests/{id}/export: the file, named after the test. `untranslated_steps` are the steps (numbered from 1, as a
 * run numbers them) that a Playwright spec writes as a failing TODO, because Verity reads them on the page as it runs.
 */
export const testExportSchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  file_name: z.string(),
  content: z.string(),
  untranslated_steps: z.array(z.number().int().min(1)),
});
export type TestExport = z.infer<typeof testExportSchema>;
