import { createHash } from 'node:crypto';
import { apiTokens } from '@verity/db';
import { eq } from 'drizzle-orm';
import { newUser, type TestUser, useApi } from '../testing/api-harness';

describe('personal access tokens', () => {
  const api = useApi();
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([newUser(), newUser()]);
  });
  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);
  /** A caller authenticating with a personal access token instead of a session. */
  const withToken = (owner: TestUser, token: string): TestUser => ({ id: owner.id, token, headers: { authorization: `Bearer ${token}` } });
  const create = async (user: TestUser, body: Record<string, unknown>) => {
    const response = await inject(user, 'POST', '/api/api-tokens', body);
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; token: string; prefix: string; expires_at: string | null };
  };

  it('creates a token shown once, kept only as a hash, and listed without its secret', async () => {
    const response = await inject(alice, 'POST', '/api/api-tokens', { name: '  GitHub Actions  ', expires_in_days: 30 });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toEqual({
      id: expect.any(String),
      name: 'GitHub Actions',
      prefix: created.token.slice(0, 12),
      token: expect.stringMatching(/^vrt_[\w-]{43}$/),
      created_at: expect.any(String),
      last_used_at: null,
      expires_at: expect.any(String),
    });
    const days = (Date.parse(created.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const [row] = await api().db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const list = await inject(alice, 'GET', '/api/api-tokens');
    expect(list.json().data).toEqual([{ id: created.id, name: 'GitHub Actions', prefix: created.prefix, created_at: created.created_at, last_used_at: null, expires_at: created.expires_at }]);
    expect(list.body).not.toContain(created.token);
    expect((await inject(bob, 'GET', '/api/api-tokens')).json().data).toEqual([]);
  });

  it('lets a token call the API as its owner, on the owner’s data only, and notes when it was used', async () => {
    const { id, token } = await create(alice, { name: 'CI' });
    const mine = await inject(alice, 'POST', '/api/tests/', { configuration: { name: 'Alice checkout', base_url: 'https://shop.example' } });
    await inject(bob, 'POST', '/api/tests/', { configuration: { name: 'Bob checkout', base_url: 'https://shop.example' } });

    const listed = await inject(withToken(alice, token), 'GET', '/api/tests/');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((test: { id: string }) => test.id)).toEqual([mine.json().data.id]);

    const [row] = await api().db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
    expect((await inject(alice, 'GET', '/api/api-tokens')).json().data.find((listedToken: { id: string }) => listedToken.id === id).last_used_at).toBe(row!.lastUsedAt!.toISOString());
  });

  it('refuses a revoked, an expired or an unknown token with the 401 envelope', async () => {
    const revoked = await create(alice, { name: 'Old laptop' });
    const revocation = await inject(alice, 'DELETE', `/api/api-tokens/${revoked.id}`);
    expect(revocation.statusCode).toBe(200);
    expect(revocation.json().data).toMatchObject({ id: revoked.id, name: 'Old laptop' });
    const afterRevoke = await inject(withToken(alice, revoked.token), 'GET', '/api/tests/');
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json()).toEqual({ ok: false, data: null, error: 'Could not validate credentials: the API token is unknown or was revoked.', error_code: 'invalid_token' });
    expect((await inject(alice, 'GET', '/api/api-tokens')).json().data.map((listed: { id: string }) => listed.id)).not.toContain(revoked.id);

    const expiring = await create(alice, { name: 'Short-lived', expires_in_days: 1 });
    await api().db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(apiTokens.id, expiring.id));
    const expired = await inject(withToken(alice, expiring.token), 'GET', '/api/tests/');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error: 'Could not validate credentials: the API token has expired. Create a new one in Settings.', error_code: 'token_expired' });

    const unknown = await inject(withToken(alice, `vrt_${'x'.repeat(43)}`), 'GET', '/api/tests/');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error_code).toBe('invalid_token');
  });

  it('revokes only the owner’s tokens, once', async () => {
    const { id } = await create(alice, { name: 'Staging' });
    expect((await inject(bob, 'DELETE', `/api/api-tokens/${id}`)).statusCode).toBe(404);
    expect((await inject(alice, 'DELETE', `/api/api-tokens/${id}`)).statusCode).toBe(200);
    const again = await inject(alice, 'DELETE', `/api/api-tokens/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: 'API token not found.', error_code: 'not_found' });
    expect((await inject(alice, 'DELETE', '/api/api-tokens/not-an-id')).json()).toMatchObject({ error: 'A valid token id is required.', error_code: 'invalid_id' });
  });

  it('manages tokens only from a signed-in session: a token cannot create, list or revoke tokens', async () => {
    const { id, token } = await create(alice, { name: 'CI' });
    const viaToken = withToken(alice, token);
    for (const [method, url] of [['POST', '/api/api-tokens'], ['GET', '/api/api-tokens'], ['DELETE', `/api/api-tokens/${id}`]] as const) {
      const response = await inject(viaToken, method, url, method === 'POST' ? { name: 'Another' } : undefined);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'API tokens are managed while signed in, not with an API token.', error_code: 'session_required' });
    }
  });

  it.each([
    [{}, 'Give the token a name, e.g. the CI that uses it.'],
    [{ name: '   ' }, 'Give the token a name, e.g. the CI that uses it.'],
    [{ name: 'CI', expires_in_days: 0 }, 'expires_in_days must be a whole number of days from 1 to 365, or null.'],
    [{ name: 'CI', expires_in_days: 400 }, 'expires_in_days must be a whole number of days from 1 to 365, or null.'],
    [{ name: 'CI', expires_in_days: 1.5 }, 'expires_in_days must be a whole number of days from 1 to 365, or null.'],
    [{ name: 'CI', scope: 'admin' }, "Unknown field 'scope'."],
  ])('refuses %j with a 400 that says why', async (body, message) => {
    const response = await inject(alice, 'POST', '/api/api-tokens', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, error: message, error_code: 'validation_failed' });
  });
});
