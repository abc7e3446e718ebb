import { type CreditHistory, creditHistorySchema, type Profile, profileSchema } from '@verity/contracts';
import { getCreditsHistory, getProfile, implementServerFn, ServerFnError } from '@verity/server-fn';
import { z } from 'zod';
import { fetchWithTimeout, type ServerAuth, UPSTREAM_CALL_TIMEOUT_MS } from '../session/server-auth';
import { currentSession } from './session';

export interface AccountFunctionsOptions {
  auth: ServerAuth;
  /** The API's origin as the BFF reaches it. */
  apiUrl: string;
  fetch?: typeof fetch;
  /** How long the API may take to answer (default UPSTREAM_CALL_TIMEOUT_MS). */
  timeoutMs?: number;
}

const looseEnvelope = z.object({ ok: z.boolean(), data: z.unknown(), error: z.string().nullable(), error_code: z.string().nullable() });

const notSignedIn = () => new ServerFnError(401, 'not_signed_in', 'You are not signed in.');

/** Reads from the API as the caller; the API's own errors (401 'Could not validate credentials…' too) pass through. */
async function fetchFromApi<T extends z.ZodType>(
  { apiUrl, fetch: fetchImpl = fetch, timeoutMs = UPSTREAM_CALL_TIMEOUT_MS }: AccountFunctionsOptions,
  path: string,
  accessToken: string,
  dataSchema: T,
): Promise<z.output<T>> {
  let response: Response;
  try {
    response = await fetchWithTimeout(timeoutMs, fetchImpl)(`${apiUrl}/api${path}`, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ServerFnError(504, 'upstream_timeout', `The API did not answer within ${timeoutMs / 1000} seconds. Try again.`);
    }
    throw new ServerFnError(503, 'api_unavailable', 'The API is unavailable. Try again in a moment.');
  }
  const envelope = looseEnvelope.safeParse(await response.json().catch(() => null));
  // Something between here and the API (a proxy's error page) answered instead of it.
  if (!envelope.success) throw new ServerFnError(502, 'bad_gateway', 'The API gave an answer this server cannot read. Try again in a moment.');
  const { ok, data, error, error_code } = envelope.data;
  if (!ok) throw new ServerFnError(response.status >= 400 ? response.status : 502, error_code ?? 'api_error', error ?? 'The API call failed.');
  return dataSchema.parse(data) as z.output<T>;
}

export function accountFunctions(options: AccountFunctionsOptions) {
  const { auth } = options;
  return [
    implementServerFn(getProfile, async (_data, context): Promise<Profile> => {
      const session = await currentSession(auth(context));
      if (!session) throw notSignedIn();
      return fetchFromApi(options, '/profile', session.access_token, profileSchema);
    }),

    implementServerFn(getCreditsHistory, async (query, context): Promise<CreditHistory> => {
      const session = await currentSession(auth(context));
      if (!session) throw notSignedIn();
      const search = new URLSearchParams();
      if (query?.limit !== undefined) search.set('limit', String(query.limit));
      if (query?.cursor !== undefined) search.set('cursor', query.cursor);
      const suffix = search.size > 0 ? `?${search}` : '';
      return fetchFromApi(options, `/credits/history${suffix}`, session.access_token, creditHistorySchema);
    }),
  ];
}
