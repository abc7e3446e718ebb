import { z } from 'zod';
import { stepStatusSchema } from './statuses';

export const httpUrlSchema = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false;
    }
  }, 'base_url must be an http:// or https:// URL.');

/** The browser window sizes a run accepts, in CSS pixels. */
export const VIEWPORT_LIMITS = { width: { min: 320, max: 3840 }, height: { min: 240, max: 2160 } } as const;

export const viewportSchema = z.object({
  width: z.number().int().min(VIEWPORT_LIMITS.width.min).max(VIEWPORT_LIMITS.width.max),
  height: z.number().int().min(VIEWPORT_LIMITS.height.min).max(VIEWPORT_LIMITS.height.max),
});

export const DEFAULT_VIEWPORT = { width: 1280, height: 800 } as const;

/** When a run photographs the page: after every step, only at the step that failed, or never. */
export const SCREENSHOT_POLICIES = ['every_step', 'on_failure', 'off'] as const;
export const screenshotPolicySchema = z.enum(SCREENSHOT_POLICIES);
export type ScreenshotPolicy = z.infer<typeof screenshotPolicySchema>;

/** How long a step waits for its element or its check unless told otherwise: Playwright's expect waits as long. */
export const DEFAULT_STEP_TIMEOUT_MS = 5_000;
export const MIN_STEP_TIMEOUT_MS = 1_000;
export const MAX_STEP_TIMEOUT_MS = 120_000;
export const stepTimeoutSchema = z
  .number()
  .int()
  .min(MIN_STEP_TIMEOUT_MS, `step_timeout_ms must be at least ${MIN_STEP_TIMEOUT_MS} (1 second).`)
  .max(MAX_STEP_TIMEOUT_MS, `step_timeout_ms must be at most ${MAX_STEP_TIMEOUT_MS} (2 minutes).`);

/**
 * How a user's runs behave unless the test says otherwise (Settings → Run defaults). A run's configuration
 * snapshot carries the values it ran with.
 */
export const runDefaultsSchema = z.object({
  /** How long one step may wait for its target before it fails. */
  step_timeout_ms: stepTimeoutSchema,
  viewport: viewportSchema,
  screenshots: screenshotPolicySchema,
});
export type RunDefaults = z.infer<typeof runDefaultsSchema>;

export const DEFAULT_RUN_DEFAULTS: RunDefaults = {
  step_timeout_ms: DEFAULT_STEP_TIMEOUT_MS,
  viewport: { ...DEFAULT_VIEWPORT },
  screenshots: 'every_step',
};

const variableNameSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/);

/** What the API shows in place of a secret variable's value, and what a client sends back to keep it unchanged. */
export const SECRET_MASK = '••••••••';
/** A secret shorter than this would be "found" in every file of a run: the leak scan could not tell a leak. */
export const MIN_SECRET_LENGTH = 4;
/** What the API shows of secret variables: every name, no value; absent when there are none. */
export function maskedSecrets(names: readonly string[]): Record<string, string> | undefined {
  return names.length === 0 ? undefined : Object.fromEntries([...names].sort().map((name) => [name, SECRET_MASK]));
}

export const secretValueSchema = z
  .string()
  .max(2_000)
  .refine((value) => value.length >= MIN_SECRET_LENGTH, `A secret's value has at least ${MIN_SECRET_LENGTH} characters, so that finding it in a run's files means it leaked.`);

/**
 * What a test is: stored as the test's `configuration` and snapshotted into each run. Instructions are
 * plain-English steps, one per entry.
 */
export const testConfigurationSchema = z.object({
  name: z.string().trim().min(1).max(200),
  base_url: httpUrlSchema,
  instructions: z.array(z.string().max(2_000)).max(500).default([]),
  goal_description: z.string().trim().max(5_000).nullable().optional(),
  folder_id: z.uuid().nullable().optional(),
  viewport: viewportSchema.optional(),
  variables: z.record(variableNameSchema, z.string().max(2_000)).optional(),
  /**
   * Variables whose values never show: masked in the API and the app once saved, in the run's text, screenshots'
   * fields, trace and exports, and never sent to a model. Stored encrypted, apart from the configuration; in a
   * request, SECRET_MASK as a value keeps the saved one.
   */
  secret_variables: z.record(variableNameSchema, secretValueSchema.or(z.literal(SECRET_MASK))).optional(),
  /**
   * A sign-in test: when it passes, the browser's cookies and local storage are saved (encrypted) as a session other
   * tests can start with. It always starts signed out.
   */
  provides_session: z.boolean().optional(),
  /** The sign-in test whose saved session this test starts with; that test runs first when none is saved or it expired. */
  session_from: z.uuid().nullable().optional(),
  /** "never": a line only a model could read fails with "needs a model" instead of calling one. */
  model_calls: z.enum(['allowed', 'never']).optional(),
  /** Absent on a test: the owner's run defaults apply, and the run's snapshot records the value used. */
  step_timeout_ms: stepTimeoutSchema.optional(),
  screenshots: screenshotPolicySchema.optional(),
});
export type TestConfiguration = z.infer<typeof testConfigurationSchema>;

/** The configuration a run snapshots: the test's own run options, else the owner's defaults. */
export function withRunDefaults(configuration: TestConfiguration, defaults: RunDefaults): TestConfiguration {
  return {
    ...configuration,
    viewport: configuration.viewport ?? defaults.viewport,
    step_timeout_ms: configuration.step_timeout_ms ?? defaults.step_timeout_ms,
    screenshots: configuration.screenshots ?? defaults.screenshots,
  };
}

/**
 * How a line of the test became what ran: a step of the grammar, an intent expanded on the page, a model's
 * earlier answer replayed with no call, or a model call.
 */
export const STEP_RESOLUTIONS = ['grammar', 'intent', 'stored', 'model'] as const;
export const stepResolutionSchema = z.enum(STEP_RESOLUTIONS);
export type StepResolution = z.infer<typeof stepResolutionSchema>;

/** A grammar step that an intent line became on the page ("Type "standard_user" into "Username""). */
export const expandedStepSchema = z.object({
  step: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  action: z.string().nullable().optional(),
  error: z.string().nullable().optional(),
});
export type ExpandedStep = z.infer<typeof expandedStepSchema>;

export const proposedFixSchema = z.object({
  step: z.string(),
  by: z.enum(['page', 'model']),
  /** The model that proposed it, when one did. */
  model: z.string().optional(),
});
export type ProposedFix = z.infer<typeof proposedFixSchema>;

/** How a visual check's picture compared: no baseline yet, within the allowed share, or more of it changed. */
export const VISUAL_CHECK_STATUSES = ['new', 'matched', 'differs'] as const;
export type VisualCheckStatus = (typeof VISUAL_CHECK_STATUSES)[number];

/** What a visual check ("Check that the page matches the baseline") compared, for the run and its review. */
export const visualCheckResultSchema = z.object({
  /**
   * Whose picture: 'page', or the element as the step names it ('"Pricing"'); ' #2' after the second check of the
   * same one in a test. With the viewport, it says which of the test's baselines the step compares with.
   */
  name: z.string(),
  /** The browser window the picture was taken in, 'WIDTHxHEIGHT': a test keeps a baseline per window size. */
  viewport: z.string(),
  /** The baseline compared with, a picture an earlier run of the test took (served as that run's file); null when there was none. */
  baseline: z.object({ run_id: z.string(), file: z.string() }).nullable(),
  /** This run's picture (PNG), a file of this run. */
  current: z.string(),
  /** The pixels that differ, in red over a faded copy of the picture; null without a baseline or when the sizes differ. */
  diff: z.string().nullable(),
  /** The share of the picture's pixels that differ, in percent; null without a baseline or when the sizes differ. */
  diff_percent: z.number().min(0).max(100).nullable(),
  /** The share allowed to differ, in percent ("… within 2%"; 0.1 unless the step says). */
  max_diff_percent: z.number().min(0).max(100),
  status: z.enum(VISUAL_CHECK_STATUSES),
  /** When this run's picture became the test's baseline: a new one once the run passed, or accepted in the review. */
  became_baseline_at: z.string().nullable().optional(),
});
export type VisualCheckResult = z.infer<typeof visualCheckResultSchema>;

/** What the run engine recorded for one step of a run. */
export const stepResultSchema = z.object({
  index: z.number().int().min(0),
  instruction: z.string(),
  status: stepStatusSchema,
  /** What was done, in words: "Clicked the button 'Sign in'". */
  action: z.string().nullable().optional(),
  /** The Playwright locator that resolved the target. */
  locator: z.string().nullable().optional(),
  started_at: z.string().nullable().optional(),
  duration_ms: z.number().int().min(0).nullable().optional(),
  /** How long the step could wait for its element or check: its own "within N seconds", else the run's. */
  timeout_ms: z.number().int().min(0).nullable().optional(),
  /** Artifact path of the screenshot taken after the step. */
  screenshot: z.string().nullable().optional(),
  error: z.string().nullable().optional(),
  /** When a target could not be resolved: the closest candidates on the page. */
  candidates: z.array(z.string()).optional(),
  /** How the line was read; absent in runs recorded before intents existed (they were all grammar). */
  resolved_by: stepResolutionSchema.optional(),
  /** For an intent, a stored answer or a model's reading: the grammar steps it became, in order, as they ran. */
  expanded: z.array(expandedStepSchema).optional(),
  /**
   * For a failed step whose element was not on the page: the same step finding its element another way, which
   * passed on the page as it was when the run failed. Found among the page's closest names, or by a model.
   */
  proposed_fix: proposedFixSchema.optional(),
  /** For a visual check: the pictures it compared and how they compared. */
  visual: visualCheckResultSchema.optional(),
});
export type StepResult = z.infer<typeof stepResultSchema>;

/** Reads a run's configuration.instructions; anything but an array counts as no steps (spec section 3). */
export function runInstructions(configuration: unknown): string[] {
  const instructions = (configuration as { instructions?: unknown } | null | undefined)?.instructions;
  return Array.isArray(instructions) ? instructions.filter((step): step is string => typeof step === 'string') : [];
}
