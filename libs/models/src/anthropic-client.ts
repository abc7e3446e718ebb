import Anthropic from '@anthropic-ai/sdk';
import { DEFAULT_MODEL_RETRIES, DEFAULT_MODEL_TIMEOUT_MS, type ModelClient, type ModelEndpoint, ModelError, type ToolAnswer, type ToolRequest } from './model-client';
import { modelErrorOf } from './provider-errors';

export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com';
/** Enough for one step and a short reason; a longer answer is not a step. */
const MAX_ANSWER_TOKENS = 1_024;

/** A model behind Anthropic's messages API, its answer forced through one tool (tool_choice "tool"). */
export function createAnthropicClient(endpoint: ModelEndpoint): ModelClient {
  const timeoutMs = endpoint.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS;
  const retries = endpoint.maxRetries ?? DEFAULT_MODEL_RETRIES;
  const client = new Anthropic({ apiKey: endpoint.apiKey, baseURL: endpoint.baseUrl || ANTHROPIC_BASE_URL, timeout: timeoutMs, maxRetries: retries });
  return {
    protocol: 'anthropic',
    model: endpoint.model,
    async callTool({ system, prompt, tool, signal }: ToolRequest): Promise<ToolAnswer> {
      const started = performance.now();
      let message: Anthropic.Message;
      try {
        message = await client.messages.create(
          {
            model: endpoint.model,
            max_tokens: MAX_ANSWER_TOKENS,
            system,
            messages: [{ role: 'user', content: prompt }],
            tools: [{ name: tool.name, description: tool.description, input_schema: { type: 'object', ...tool.parameters } }],
            tool_choice: { type: 'tool', name: tool.name, disable_parallel_tool_use: true },
          },
          { signal },
        );
      } catch (error) {
        throw modelErrorOf(error, { timeoutMs, retries, elapsedMs: performance.now() - started });
      }
      const latencyMs = Math.round(performance.now() - started);
      const said = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join(' ').trim();
      if (message.stop_reason === 'refusal') throw new ModelError('refused', `The model declined to answer${said ? `: ${said.slice(0, 200)}` : '.'}`);
      const call = message.content.find((block) => block.type === 'tool_use' && block.name === tool.name);
      if (!call || call.type !== 'tool_use') throw new ModelError('invalid_answer', `The model answered without the ${tool.name} tool${said ? `, saying: ${said.slice(0, 200)}` : ''}.`);
      return { input: call.input, usage: { inputTokens: message.usage.input_tokens, outputTokens: message.usage.output_tokens }, latencyMs };
    },
  };
}
