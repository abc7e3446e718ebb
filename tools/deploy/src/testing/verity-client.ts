/** Just enough of Verity's HTTP APIs for tests that drive the built services from outside. */

interface Envelope<T> {
  ok: boolean;
  data: T;
  error: string | null;
}

export interface RunRecord {
  id: string;
  status: string;
  verdict: string | null;
  error: string | null;
}

async function readJson<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Signs a new user up with the auth service (accounts are confirmed at once) and returns their access token. */
export async function signUp(authUrl: string, email: string, password = 'a-long-and-unguessable-password-1'): Promise<string> {
  const response = await fetch(`${authUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await readJson<{ access_token: string }>(response, 'sign-up')).access_token;
}

export interface TestDefinition {
  name: string;
  base_url: string;
  instructions: string[];
}

export function apiAs(apiUrl: string, accessToken: string) {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${apiUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await readJson<Envelope<T>>(response, `${method} /api${path}`)).data;
  };
  return {
    createTest: (configuration: TestDefinition) => call<{ id: string }>('POST', '/tests/', { configuration }),
    /** Debits the run's credits and queues it: the run is pending. */
    runTest: (testId: string) => call<RunRecord>('POST', `/tests/${testId}/run`),
    readRun: (runId: string) => call<RunRecord>('GET', `/test-runs/${runId}`),
    /** A run still queued leaves the queue and is refunded. */
    cancelRun: (runId: string) => call<RunRecord>('PUT', `/test-runs/${runId}`, { status: 'cancelled' }),
  };
}

/** Runs `task` over `items` with at most `limit` under way at once; results in input order. */
export async function mapWithLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
