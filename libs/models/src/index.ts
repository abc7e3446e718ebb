export { ANTHROPIC_BASE_URL, createAnthropicClient } from './anthropic-client';
export { createModelClient } from './create-model-client';
export {
  DEFAULT_MODEL_RETRIES,
  DEFAULT_MODEL_TIMEOUT_MS,
  type JsonSchema,
  MODEL_PROTOCOLS,
  type ModelClient,
  type ModelEndpoint,
  ModelError,
  type ModelErrorCode,
  type ModelProtocol,
  type ModelUsage,
  type ToolAnswer,
  type ToolRequest,
} from './model-client';
export { createOpenAiClient, OPENAI_BASE_URL } from './openai-client';
export { type DeploymentModels, deploymentModels, type ModelEnv, modelEnvSchema } from './model-env';
export { estimateCostUsd } from './model-prices';
export { createSecretBox, maskedKey, MIN_SECRET_KEY_LENGTH, type SecretBox } from './secret-box';
export { endpointFor, type SealedModel } from './endpoint-for';
