import { z } from 'zod';
import { httpUrlSchema } from './test-configuration';

const timestamp = z.string();
export const MODEL_PROVIDER_PROTOCOLS = ['openai', 'anthropic'] as const;

export const modelCheckSchema = z.object({
  passed: z.number().int(),
  total: z.number().int(),
  latency_ms: z.number().int(),
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  /** A failure of the provider itself: wrong key, unreachable, rate limited. */
  error: z.string().nullable(),
  checked_at: timestamp,
});
export type ModelCheck = z.infer<typeof modelCheckSchema>;

/** A user's model as the API shows it: never its key, only the hint ("sk-…f3a9"). */
export const modelProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  protocol: z.enum(MODEL_PROVIDER_PROTOCOLS),
  base_url: z.string().nullable(),
  model: z.string(),
  key_hint: z.string(),
  /** The provider that reads the lines of this user's runs. */
  in_use: z.boolean(),
  last_check: modelCheckSchema.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ModelProvider = z.infer<typeof modelProviderSchema>;

const providerFields = {
  name: z.string().trim().min(1, 'Give the model a name.').max(100),
  protocol: z.enum(MODEL_PROVIDER_PROTOCOLS, { error: "protocol must be 'openai' or 'anthropic'." }),
  base_url: httpUrlSchema.nullable().optional(),
  model: z.string().trim().min(1, "Give the model's name at the provider, e.g. gpt-4o-mini.").max(200),
  api_key: z.string().trim().min(1, 'Give the API key.').max(1_000),
  in_use: z.boolean().optional(),
};

export const createModelProviderInputSchema = z.strictObject(providerFields);
export type CreateModelProviderInput = z.input<typeof createModelProviderInputSchema>;

/** Fields given replace the stored ones; without api_key the stored key stays. */
export const updateModelProviderInputSchema = z.strictObject({
  name: providerFields.name.optional(),
  protocol: providerFields.protocol.optional(),
  base_url: providerFields.base_url,
  model: providerFields.model.optional(),
  api_key: providerFields.api_key.optional(),
  in_use: providerFields.in_use,
});
export type UpdateModelProviderInput = z.input<typeof updateModelProviderInputSchema>;

export const modelCheckTaskSchema = z.object({ line: z.string(), answer: z.string().nullable(), is_right: z.boolean(), note: z.string().nullable() });

/** POST /models/{id}/test: the built-in check's tasks, each answer judged, with time and tokens. */
export const modelCheckResultSchema = modelCheckSchema.extend({ tasks: z.array(modelCheckTaskSchema) });
export type ModelCheckResult = z.infer<typeof modelCheckResultSchema>;

export const modelUsageMonthSchema = z.object({
  /** "2026-11" */
  month: z.string(),
  runs: z.number().int(),
  calls: z.number().int(),
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  replayed: z.number().int(),
  /** The sum of the estimates; null when some model had no public price. */
  estimated_cost_usd: z.number().nullable(),
});

/** GET /models: the user's models, the deployment's, whether runs may call one, and usage per month. */
export const modelsOverviewSchema = z.object({
  providers: z.array(modelProviderSchema),
  deployment: z.object({ protocol: z.enum(MODEL_PROVIDER_PROTOCOLS), model: z.string() }).nullable(),
  calls_allowed: z.boolean(),
  max_calls_per_run: z.number().int(),
  usage: z.array(modelUsageMonthSchema),
});
export type ModelsOverview = z.infer<typeof modelsOverviewSchema>;
