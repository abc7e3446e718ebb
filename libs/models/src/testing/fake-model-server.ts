import { createServer, type IncomingMessage } from 'node:http';
import { type AddressInfo } from 'node:net';

/**
 * A local server that speaks the real wire protocols of OpenAI's chat completions (POST /v1/chat/completions)
 * and Anthropic's messages (POST /v1/messages), answering with scripted replies: CI tests the adapters, the
 * retries and the error cases through the official SDKs, with no key and no network.
 */
export interface ScriptedReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Waits this long before answering (a slow or hung provider). */
  delayMs?: number;
}

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export type Responder = (request: RecordedRequest) => ScriptedReply;

export interface FakeModelServer {
  /** The server's origin, Anthropic's base URL: http://127.0.0.1:port */
  url: string;
  /** OpenAI's base URL: the origin and /v1. */
  openAiBaseUrl: string;
  requests: RecordedRequest[];
  /** Queues replies, used once each in order; after them, `fallback` answers (default: a 500 saying none is left). */
  reply(...replies: Array<ScriptedReply | Responder>): void;
  fallback(responder: Responder): void;
  close(): Promise<void>;
}

export async function startFakeModelServer(): Promise<FakeModelServer> {
  const requests: RecordedRequest[] = [];
  const queue: Array<ScriptedReply | Responder> = [];
  let fallback: Responder = () => ({ status: 500, body: { error: { message: 'The fake model server has no scripted reply left.', type: 'server_error' } } });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        // Recorded as empty: the adapters always send JSON, so a test would see the difference.
      }
      const recorded: RecordedRequest = { path: request.url ?? '/', headers: request.headers, body };
      requests.push(recorded);
      const next = queue.shift() ?? fallback;
      const reply = typeof next === 'function' ? next(recorded) : next;
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    openAiBaseUrl: `${url}/v1`,
    requests,
    reply: (...replies) => void queue.push(...replies),
    fallback: (responder) => void (fallback = responder),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

let sequence = 0;
const usageOf = ({ input = 120, output = 24 }: { input?: number; output?: number } = {}) => ({ input, output });

/** A chat completion whose answer is one call of the function `name` with `input` as its arguments. */
export function openAiToolCall(name: string, input: unknown, tokens?: { input?: number; output?: number }): ScriptedReply {
  const usage = usageOf(tokens);
  sequence += 1;
  return {
    status: 200,
    body: {
      id: `chatcmpl-${sequence}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'fake-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: null, refusal: null, tool_calls: [{ id: `call_${sequence}`, type: 'function', function: { name, arguments: JSON.stringify(input) } }] },
          finish_reason: 'tool_calls',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
    },
  };
}

/** A chat completion with text only (`refusal`: the model's refusal field instead). */
export function openAiMessage(content: string, { refusal = false } = {}): ScriptedReply {
  sequence += 1;
  return {
    status: 200,
    body: {
      id: `chatcmpl-${sequence}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content: refusal ? null : content, refusal: refusal ? content : null }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 },
    },
  };
}

/** OpenAI's error body, with the status (and headers, e.g. retry-after) a provider sends. */
export function openAiError(status: number, message: string, headers?: Record<string, string>): ScriptedReply {
  const type = status === 401 ? 'invalid_request_error' : status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error';
  return { status, headers, body: { error: { message, type, param: null, code: status === 401 ? 'invalid_api_key' : null } } };
}

/** A message whose content is one tool_use block of the tool `name`. */
export function anthropicToolUse(name: string, input: unknown, tokens?: { input?: number; output?: number }): ScriptedReply {
  const usage = usageOf(tokens);
  sequence += 1;
  return {
    status: 200,
    body: {
      id: `msg_${sequence}`,
      type: 'message',
      role: 'assistant',
      model: 'fake-model',
      content: [{ type: 'tool_use', id: `toolu_${sequence}`, name, input }],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: usage.input, output_tokens: usage.output },
    },
  };
}

/** A message of text only, ending for `stopReason` ('refusal' when the model declines). */
export function anthropicMessage(text: string, stopReason: 'end_turn' | 'refusal' = 'end_turn'): ScriptedReply {
  sequence += 1;
  return {
    status: 200,
    body: { id: `msg_${sequence}`, type: 'message', role: 'assistant', model: 'fake-model', content: [{ type: 'text', text }], stop_reason: stopReason, stop_sequence: null, usage: { input_tokens: 50, output_tokens: 10 } },
  };
}

/** Anthropic's error body: { type: 'error', error: { type, message } }. */
export function anthropicError(status: number, message: string, headers?: Record<string, string>): ScriptedReply {
  const type = status === 401 ? 'authentication_error' : status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : status >= 500 ? 'api_error' : 'invalid_request_error';
  return { status, headers, body: { type: 'error', error: { type, message } } };
}
