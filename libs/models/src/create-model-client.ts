import { createAnthropicClient } from './anthropic-client';
import { type ModelClient, type ModelEndpoint } from './model-client';
import { createOpenAiClient } from './openai-client';

/** The client for an endpoint's protocol. */
export function createModelClient(endpoint: ModelEndpoint): ModelClient {
  return endpoint.protocol === 'anthropic' ? createAnthropicClient(endpoint) : createOpenAiClient(endpoint);
}
