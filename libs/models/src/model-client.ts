/** The two wire protocols Verity speaks: OpenAI's chat completions (and every server that copies it) and Anthropic's messages. */
export const MODEL_PROTOCOLS = ['openai', 'anthropic'] as const;
export type ModelProtocol = (typeof MODEL_PROTOCOLS)[number];

/** Where a model is and how to reach it: a provider's API, a gateway, or a local server (Ollama, vLLM, LM Studio). */
export interface ModelEndpoint {
  protocol: ModelProtocol;
  /** The API's base URL; the provider's own when absent (https://api.openai.com/v1, https://api.anthropic.com). */
  baseUrl?: string;
  model: string;
  apiKey: string;
  /** How long one request may take before it counts as a timeout (default 30 s). */
  timeoutMs?: number;
  /** Retries of a rate-limited or failed request, honouring the provider's Retry-After (default 2). */
  maxRetries?: number;
}

/** A JSON schema object describing a tool's input. */
export type JsonSchema = Record<string, unknown>;

/** One request whose answer must come as the input of one tool: structured output, never free text to parse. */
export interface ToolRequest {
  system: string;
  prompt: string;
  tool: { name: string; description: string; parameters: JsonSchema };
  signal?: AbortSignal;
}

export interface ModelUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface ToolAnswer {
  /** The tool's input as the model wrote it (already parsed from JSON); the caller validates it. */
  input: unknown;
  usage: ModelUsage;
  latencyMs: number;
}

export interface ModelClient {
  readonly protocol: ModelProtocol;
  readonly model: string;
  callTool(request: ToolRequest): Promise<ToolAnswer>;
}

export type ModelErrorCode = 'unauthorized' | 'rate_limited' | 'timeout' | 'refused' | 'invalid_answer' | 'unavailable' | 'rejected' | 'cancelled';

/** A model call that failed, with a sentence for the person reading the run and a code for the program. */
export class ModelError extends Error {
  override name = 'ModelError';
  /** Tokens the call spent although its answer was refused (a prose answer, a step that is no step). */
  usage?: ModelUsage;
  constructor(
    readonly code: ModelErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export const DEFAULT_MODEL_TIMEOUT_MS = 30_000;
export const DEFAULT_MODEL_RETRIES = 2;
