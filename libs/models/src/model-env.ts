import { EnvConfigError } from '@verity/config';
import { z } from 'zod';
import { MODEL_PROTOCOLS, type ModelEndpoint } from './model-client';

/** The deployment's own model, for every user who has not added one (environment variables of the worker). */
export const modelEnvSchema = z.object({
  /** openai (any chat-completions server) or anthropic. Unset: no deployment model. */
  VERITY_MODEL_PROTOCOL: z.enum(MODEL_PROTOCOLS).optional(),
  /** The model's name at the provider: gpt-4o-mini, claude-haiku-4-5, llama3.1… */
  VERITY_MODEL: z.string().trim().min(1).optional(),
  /** The API's base URL; the provider's own when unset. */
  VERITY_MODEL_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  VERITY_MODEL_API_KEY: z.string().trim().min(1).optional(),
  /** "never": no run of this deployment calls a model; a line that needs one fails saying so. */
  VERITY_MODEL_CALLS: z.enum(['allowed', 'never']).default('allowed'),
  /** The most model calls one run may make. */
  VERITY_MODEL_MAX_CALLS_PER_RUN: z.coerce.number().int().min(0).max(500).default(20),
});
export type ModelEnv = z.infer<typeof modelEnvSchema>;

export interface DeploymentModels {
  /** The deployment's model, when one is configured. */
  endpoint: ModelEndpoint | null;
  allowed: boolean;
  maxCallsPerRun: number;
}

/**
 * The deployment's model settings. A model named without a key is only accepted for a local server (a base URL
 * on localhost, as Ollama needs none): anything else is a configuration mistake, said at start-up.
 */
export function deploymentModels(env: ModelEnv): DeploymentModels {
  const settings = { allowed: env.VERITY_MODEL_CALLS !== 'never', maxCallsPerRun: env.VERITY_MODEL_MAX_CALLS_PER_RUN };
  if (!env.VERITY_MODEL && !env.VERITY_MODEL_PROTOCOL) return { endpoint: null, ...settings };
  if (!env.VERITY_MODEL) throw new EnvConfigError('VERITY_MODEL_PROTOCOL is set but VERITY_MODEL is not: name the model (e.g. gpt-4o-mini).');
  const isLocal = env.VERITY_MODEL_BASE_URL !== undefined && /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::|\/|$)/.test(env.VERITY_MODEL_BASE_URL);
  if (!env.VERITY_MODEL_API_KEY && !isLocal) throw new EnvConfigError('VERITY_MODEL is set but VERITY_MODEL_API_KEY is not: a provider needs its API key.');
  return {
    endpoint: {
      protocol: env.VERITY_MODEL_PROTOCOL ?? 'openai',
      model: env.VERITY_MODEL,
      apiKey: env.VERITY_MODEL_API_KEY ?? 'local',
      ...(env.VERITY_MODEL_BASE_URL ? { baseUrl: env.VERITY_MODEL_BASE_URL } : {}),
    },
    ...settings,
  };
}
