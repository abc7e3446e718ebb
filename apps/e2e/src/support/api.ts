import { type Account } from './accounts';

/** Calls the API through the web origin as the account; resolves with the envelope's data, or fails naming the call. */
export async function callApi<T>(baseURL: string, account: Pick<Account, 'accessToken'>, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${account.accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { ok: boolean; data: T; error: string | null };
  if (!response.ok || !envelope.ok) throw new Error(`${method} ${path} failed: HTTP ${response.status} ${envelope.error}`);
  return envelope.data;
}
