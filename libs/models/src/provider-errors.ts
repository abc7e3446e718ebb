import { DEFAULT_MODEL_RETRIES, ModelError } from './model-client';

/** What both SDKs' errors have in common: an HTTP status when the provider answered, a class name otherwise. */
interface SdkError {
  name?: string;
  status?: number;
  message?: string;
  constructor?: { name?: string };
}

const seconds = (ms: number) => (ms < 1_000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);
const kindOf = (error: SdkError) => error.constructor?.name ?? error.name ?? '';

/** The provider's own words, without the SDK's "401 " prefix and its JSON dump. */
function providerWords(error: SdkError): string {
  const message = (error.message ?? '').replace(/^\d{3}\s+/, '').trim();
  const json = /"message"\s*:\s*"([^"]+)"/.exec(message)?.[1];
  return (json ?? message).slice(0, 300);
}

/**
 * Turns an OpenAI or Anthropic SDK error into a ModelError a user can act on. The SDKs have already retried
 * rate limits and server errors (honouring Retry-After) `retries` times when this is called.
 */
export function modelErrorOf(error: unknown, { timeoutMs, elapsedMs, retries = DEFAULT_MODEL_RETRIES }: { timeoutMs: number; elapsedMs: number; retries?: number }): ModelError {
  if (error instanceof ModelError) return error;
  const sdk = (error ?? {}) as SdkError;
  const kind = kindOf(sdk);
  if (/UserAbort/.test(kind)) return new ModelError('cancelled', 'The model call was cancelled.');
  // The SDKs abort a request at their timeout; some runtimes then report a plain connection error, so the
  // time it took tells the two apart (a refused connection fails at once).
  if (/Timeout/.test(kind) || (/Connection/.test(kind) && elapsedMs >= timeoutMs)) return new ModelError('timeout', `The model did not answer within ${seconds(timeoutMs)}.`);
  const status = sdk.status;
  const words = providerWords(sdk);
  if (status === 401 || status === 403) {
    return new ModelError('unauthorized', `The model provider refused the API key (HTTP ${status}${words ? `: ${words}` : ''}). Check the key.`, status);
  }
  if (status === 429) {
    const tries = retries === 1 ? 'once more' : `${retries} more times`;
    return new ModelError('rate_limited', `The model provider is rate limiting requests (HTTP 429), and still was after waiting and trying ${tries}. Try again later, or raise the limit with the provider.`, status);
  }
  if (status !== undefined && status >= 500) return new ModelError('unavailable', `The model provider failed (HTTP ${status}${words ? `: ${words}` : ''}).`, status);
  if (status !== undefined) return new ModelError('rejected', `The model provider rejected the request (HTTP ${status}${words ? `: ${words}` : ''}). Check the model name and base URL.`, status);
  if (/Connection/.test(kind)) return new ModelError('unavailable', `The model provider could not be reached${words && words !== 'Connection error.' ? `: ${words}` : ''}. Check the base URL.`);
  return new ModelError('unavailable', `The model call failed: ${words || String(error)}.`);
}
