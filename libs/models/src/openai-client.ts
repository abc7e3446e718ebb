import OpenAI from 'openai';
import { DEFAULT_MODEL_RETRIES, DEFAULT_MODEL_TIMEOUT_MS, type ModelClient, type ModelEndpoint, ModelError, type ToolAnswer, type ToolRequest } from './model-client';
import { modelErrorOf } from './provider-errors';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * A model behind OpenAI's chat-completions protocol: OpenAI, Azure OpenAI, OpenRouter, Ollama, vLLM, LM Studio…
 * The answer is forced through one function tool, so it arrives as JSON arguments, never as prose.
 */
export function createOpenAiClient(endpoint: ModelEndpoint): ModelClient {
  const timeoutMs = endpoint.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS;
  const retries = endpoint.maxRetries ?? DEFAULT_MODEL_RETRIES;
  const client = new OpenAI({ apiKey: endpoint.apiKey, baseURL: endpoint.baseUrl || OPENAI_BASE_URL, timeout: timeoutMs, maxRetries: retries });
  return {
    protocol: 'openai',
    model: endpoint.model,
    async callTool({ system, prompt, tool, signal }: ToolRequest): Promise<ToolAnswer> {
      const started = performance.now();
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          {
            model: endpoint.model,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: prompt },
            ],
            tools: [{ type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } }],
            tool_choice: { type: 'function', function: { name: tool.name } },
          },
          { signal },
        );
      } catch (error) {
        throw modelErrorOf(error, { timeoutMs, retries, elapsedMs: performance.now() - started });
      }
      const latencyMs = Math.round(performance.now() - started);
      const message = completion.choices[0]?.message;
      if (message?.refusal) throw new ModelError('refused', `The model declined to answer: ${message.refusal}`);
      const call = message?.tool_calls?.find((candidate) => candidate.type === 'function' && candidate.function.name === tool.name);
      if (!call || call.type !== 'function') {
        const said = message?.content?.trim();
        throw new ModelError('invalid_answer', `The model answered without the ${tool.name} tool${said ? `, saying: ${said.slice(0, 200)}` : ''}.`);
      }
      return { input: parseArguments(call.function.arguments), usage: { inputTokens: completion.usage?.prompt_tokens ?? 0, outputTokens: completion.usage?.completion_tokens ?? 0 }, latencyMs };
    },
  };
}

function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ModelError('invalid_answer', `The model's tool call is not valid JSON: ${text.slice(0, 200)}`);
  }
}
