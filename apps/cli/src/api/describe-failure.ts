import { CliError } from '../cli-error';
import { type CliConfig } from '../config/read-config';
import { ApiError, isCredentialsError } from './verity-api';

/** The innermost reason a request never got an answer: "connect ECONNREFUSED 127.0.0.1:1" rather than "fetch failed". */
function rootCause(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

function describeApiError(error: ApiError, config: CliConfig | null): string {
  switch (error.kind) {
    case 'network': {
      const apiUrl = config?.apiUrl ?? '$VERITY_URL/api';
      const cause = rootCause(error);
      // fetch refuses some ports outright (1, 22, 25…) and says only "bad port".
      const reason = cause === 'bad port' && config ? `fetch refuses port ${new URL(apiUrl).port}` : cause;
      return `Cannot reach the Verity API at ${apiUrl} (${reason}): check VERITY_URL and that Verity is up.`;
    }
    case 'http':
    case 'envelope': {
      const status = error.status ? ` (HTTP ${error.status})` : '';
      const hint = error.status === 401 || isCredentialsError(error) ? ': check VERITY_TOKEN (Settings → API tokens)' : '';
      return `${error.message}${status}${hint}`;
    }
    case 'invalid_response':
    case 'no_data':
      return `${error.message} The API answered something this verity does not understand: is it older than the server?`;
    case 'invalid_input':
      return error.message;
  }
}

/** The one line verity prints for a failure that ends it with exit code 2. */
export function describeFailure(error: unknown, config: CliConfig | null): string {
  if (error instanceof ApiError) return describeApiError(error, config);
  if (error instanceof CliError) return error.message;
  return `Unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
