import { z } from 'zod';
import { reviewDecisionSchema } from './statuses';
import { httpUrlSchema, runDefaultsSchema, testConfigurationSchema, viewportSchema } from './test-configuration';

// Request bodies and queries of the API. Unknown fields are rejected, so a typo never passes silently.

const nameSchema = z.string().trim().min(1).max(200);

export const createFolderInputSchema = z.strictObject({ name: nameSchema });
export type CreateFolderInput = z.infer<typeof createFolderInputSchema>;

/** Rename, and/or restore a soft-deleted folder with `deleted_at: null`. */
export const updateFolderInputSchema = z.strictObject({
  name: nameSchema.optional(),
  deleted_at: z.null().optional(),
});
export type UpdateFolderInput = z.infer<typeof updateFolderInputSchema>;

export const listFoldersQuerySchema = z.object({
  include_deleted: z.enum(['true', 'false']).optional(),
});

export const createTestInputSchema = z.strictObject({
  configuration: z.strictObject(testConfigurationSchema.shape),
});
export type CreateTestInput = z.input<typeof createTestInputSchema>;

/** A partial configuration: given fields replace the stored ones; null clears an optional one. */
export const testConfigurationPatchSchema = z.strictObject({
  name: nameSchema.optional(),
  base_url: httpUrlSchema.optional(),
  instructions: testConfigurationSchema.shape.instructions.unwrap().optional(),
  goal_description: testConfigurationSchema.shape.goal_description,
  folder_id: testConfigurationSchema.shape.folder_id,
  viewport: viewportSchema.nullable().optional(),
  variables: testConfigurationSchema.shape.variables.unwrap().nullable().optional(),
  /** The whole set: a name left out is deleted, SECRET_MASK keeps a saved value; null deletes them all. */
  secret_variables: testConfigurationSchema.shape.secret_variables.unwrap().nullable().optional(),
  provides_session: testConfigurationSchema.shape.provides_session.unwrap().nullable().optional(),
  session_from: testConfigurationSchema.shape.session_from,
  model_calls: testConfigurationSchema.shape.model_calls.unwrap().nullable().optional(),
  step_timeout_ms: testConfigurationSchema.shape.step_timeout_ms.unwrap().nullable().optional(),
  screenshots: testConfigurationSchema.shape.screenshots.unwrap().nullable().optional(),
});
export const updateTestInputSchema = z.strictObject({ configuration: testConfigurationPatchSchema });
export type UpdateTestInput = z.input<typeof updateTestInputSchema>;

export const createTestFromDescriptionInputSchema = z.strictObject({
  name: nameSchema,
  base_url: httpUrlSchema,
  goal_description: z.string().trim().min(1).max(5_000),
  folder_id: z.uuid().nullable().optional(),
});
export type CreateTestFromDescriptionInput = z.input<typeof createTestFromDescriptionInputSchema>;

export const runReviewInputSchema = z.strictObject({
  decision: reviewDecisionSchema,
  notes: z.string().max(10_000).default(''),
});

/** What a user may change on a run: cancel it, or review a finished one. */
export const updateRunInputSchema = z.strictObject({
  status: z.literal('cancelled', { error: "status can only be set to 'cancelled'." }).optional(),
  review: runReviewInputSchema.optional(),
});
export type UpdateRunInput = z.input<typeof updateRunInputSchema>;

/** "Use this step in the test": the run's step (its line's 0-based index) whose proposed fix replaces that line. */
export const useFixInputSchema = z.strictObject({
  index: z.number({ error: 'index must be the number of the step whose fix to use.' }).int().min(0),
});
export type UseFixInput = z.infer<typeof useFixInputSchema>;

/** "Accept as new baseline": the run's visual check (its line's 0-based index) whose picture becomes the test's baseline. */
export const acceptBaselineInputSchema = z.strictObject({
  index: z.number({ error: 'index must be the number of the step whose picture to accept.' }).int().min(0),
});
export type AcceptBaselineInput = z.infer<typeof acceptBaselineInputSchema>;

const limitSchema = z.coerce.number().int().min(1).max(100);

export const listRunsQuerySchema = z.object({
  test_id: z.guid({ error: 'test_id must be a valid test id.' }).optional(),
  limit: limitSchema.optional(),
});

export const creditHistoryQuerySchema = z.object({
  limit: limitSchema.optional(),
  cursor: z.string().regex(/^\d{1,18}$/, 'cursor must be the next_cursor of a previous page.').optional(),
});

export const onboardingInputSchema = z.strictObject({
  role: nameSchema,
  companyTeamSize: nameSchema,
  hearAboutUs: nameSchema,
  hasExpectations: z.boolean(),
  expectations: z.string().max(5_000).default(''),
});
export type OnboardingInput = z.input<typeof onboardingInputSchema>;

export const redeemPromoInputSchema = z.strictObject({ code: z.string().trim().min(1).max(64) });
export type RedeemPromoInput = z.infer<typeof redeemPromoInputSchema>;

/** Settings → Run defaults: any of the three, the others kept. */
export const updateRunDefaultsInputSchema = z.strictObject({
  step_timeout_ms: runDefaultsSchema.shape.step_timeout_ms.optional(),
  viewport: z.strictObject(viewportSchema.shape).optional(),
  screenshots: runDefaultsSchema.shape.screenshots.optional(),
});
export type UpdateRunDefaultsInput = z.infer<typeof updateRunDefaultsInputSchema>;
