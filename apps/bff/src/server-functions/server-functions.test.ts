import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringToBase64URL } from '@supabase/ssr';
import { AUTH_STORAGE_KEY } from '@verity/auth-client';
import { createBlogLibrary, parseArticle } from '@verity/blog';
import { serverFnUrl } from '@verity/server-fn';
import { createTestServer, UNREACHABLE_SERVICES_ENV as env } from '../testing/test-server';
import { createServerFunctions } from '.';

// Nothing listens on port 1: the auth service and the API are unreachable, so these tests cover what the
// BFF decides on its own. The flows through the real auth service and API run in apps/e2e (server-functions).

const article = (slug: string, date: string, featured: boolean) =>
  parseArticle(`---\ntitle: ${slug}\nexcerpt: About ${slug}.\nslug: ${slug}\ndate: ${date}\nfeatured: ${featured}\n---\nText of ${slug}.\n`, `${slug}.md`).article;
const blog = createBlogLibrary([
  article('one', '2026-09-01', true),
  article('two', '2026-10-01', false),
  article('three', '2026-11-01', true),
]);

/** The session cookie exactly as @supabase/ssr writes it (base64url-encoded JSON). */
function sessionCookie(expiresInSeconds: number): string {
  const expires_at = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const session = {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: expiresInSeconds,
    expires_at,
    user: { id: '9d3c1f0e-8a61-4a55-9b4e-0f7d2f6c1a11', aud: 'authenticated', email: 'ada@example.com', app_metadata: {}, user_metadata: {}, created_at: '2026-11-01T00:00:00Z' },
  };
  return `${AUTH_STORAGE_KEY}=base64-${stringToBase64URL(JSON.stringify(session))}`;
}

describe('the server functions, on their own', () => {
  let server: ReturnType<typeof createTestServer>;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'verity-bff-'));
    server = createTestServer({ distDir, serverFunctions: createServerFunctions({ authUrl: env.AUTH_URL, anonKey: env.ANON_KEY, apiUrl: env.API_URL, blog }), blog });
    await server.ready();
  });

  afterAll(async () => {
    await server.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (id: string, data?: unknown, cookie?: string) =>
    server.inject({ url: serverFnUrl(id, 'GET', { data }), headers: cookie ? { cookie } : {} });
  const post = (id: string, headers: Record<string, string> = {}) =>
    server.inject({ method: 'POST', url: serverFnUrl(id, 'POST'), headers: { 'content-type': 'application/json', ...headers }, payload: { context: {} } });

  it('answers null for the session, the user, a refresh and a logout when signed out, and 401 for account data', async () => {
    for (const id of ['getSession', 'getUser']) expect((await get(id)).json()).toBeNull();
    for (const id of ['refreshSession', 'logout']) {
      const response = await post(id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    for (const id of ['getProfile', 'getCreditsHistory']) {
      const response = await get(id);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'You are not signed in.', error_code: 'not_signed_in' });
    }
  });

  it('reads the session the browser keeps in its cookie: access_token and expires_at', async () => {
    const cookie = sessionCookie(3600);
    const response = await get('getSession', undefined, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ access_token: 'header.payload.signature', expires_at: expect.any(Number) });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('signs the browser out and clears a session cookie supabase-js cannot use (cut short, edited, wrong types)', async () => {
    const corrupt = [
      `${AUTH_STORAGE_KEY}=base64-${stringToBase64URL(JSON.stringify({ access_token: 5, refresh_token: null, expires_at: 'soon', user: 'x' }))}`,
      `${AUTH_STORAGE_KEY}.0=base64-eyJhY2Nlc3NfdG9rZW4iOi`,
    ];
    for (const cookie of corrupt) {
      const response = await get('getSession', undefined, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
      expect([response.headers['set-cookie']].flat().join('\n')).toMatch(new RegExp(`^${AUTH_STORAGE_KEY}(\\.0)?=;.*Max-Age=0`, 'm'));
      expect((await get('getProfile', undefined, cookie)).json()).toEqual({ error: 'You are not signed in.', error_code: 'not_signed_in' });
    }
    // A session whose access token a header cannot carry is no session, not an unreachable auth service.
    const unsendable = (await get('getUser', undefined, sessionCookie(3600).replace(/=base64-.*/, `=base64-${stringToBase64URL(JSON.stringify({ access_token: 'a\nb', refresh_token: 'r', expires_at: Math.floor(Date.now() / 1000) + 3600, user: {} }))}`)));
    expect(unsendable.statusCode).toBe(200);
    expect(unsendable.json()).toBeNull();
  });

  it('clears the session cookie on logout even when the auth service cannot be reached', async () => {
    const response = await post('logout', { cookie: sessionCookie(3600) });
    expect(response.statusCode).toBe(200);
    const cleared = [response.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(new RegExp(`^${AUTH_STORAGE_KEY}=;.*Max-Age=0`, 'm'));
  });

  it('marks the session cookies Secure when the site was reached over https (as a trusted proxy says), not over http', async () => {
    const cleared = async (headers: Record<string, string>) => [(await post('logout', { cookie: sessionCookie(3600), ...headers })).headers['set-cookie']].flat().join('\n');
    expect(await cleared({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'verity.example' })).toMatch(/Max-Age=0.*; Secure/);
    expect(await cleared({})).not.toMatch(/Secure/);
  });

  it('says the API is unavailable, not that the user is signed out, when it cannot reach the API', async () => {
    const response = await get('getProfile', undefined, sessionCookie(3600));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'The API is unavailable. Try again in a moment.', error_code: 'api_unavailable' });
  });

  it('refuses a POST from another site, which would ride on the session cookies', async () => {
    const crossSite = await post('logout', { origin: 'https://evil.example', cookie: sessionCookie(3600) });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ error: 'Cross-origin server function calls are not allowed.', error_code: 'cross_origin' });
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    expect((await post('logout', { origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
  });

  it('lists blog articles newest first with the featured filter and limit, and finds one by slug', async () => {
    const slugs = async (data?: unknown) => ((await get('getBlogArticles', data)).json() as Array<{ slug: string }>).map((a) => a.slug);
    expect(await slugs()).toEqual(['three', 'two', 'one']);
    expect(await slugs({ featured: true, limit: 3 })).toEqual(['three', 'one']);
    expect(await slugs({ limit: 1 })).toEqual(['three']);
    expect((await get('getBlogArticleBySlug', { slug: 'two' })).json()).toMatchObject({ slug: 'two', html: '<p>Text of two.</p>\n' });
    expect((await get('getBlogArticleBySlug', { slug: 'missing' })).json()).toBeNull();
    const invalid = await get('getBlogArticles', { limit: 0 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error_code: 'invalid_input' });
  });
});

describe('the server functions, when the API or the auth service stalls', () => {
  let server: ReturnType<typeof createTestServer>;
  let upstream: http.Server;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'verity-bff-'));
    // Accepts every request; never answers /stuck, and answers /html as a proxy's error page would.
    upstream = http.createServer((request, response) => {
      if (request.url?.startsWith('/html/')) response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const functions = (apiPath: string) =>
      createServerFunctions({ authUrl: `${base}/stuck`, anonKey: 'anon', apiUrl: `${base}${apiPath}`, blog, timeoutMs: 300 });
    server = createTestServer({ distDir, serverFunctions: [...functions('/stuck').filter((fn) => fn.definition.id !== 'getCreditsHistory'), ...functions('/html').filter((fn) => fn.definition.id === 'getCreditsHistory')], blog });
    await server.ready();
  });

  afterAll(async () => {
    await server.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (id: string) => server.inject({ url: serverFnUrl(id, 'GET', {}), headers: { cookie: sessionCookie(3600) } });

  it('answers 504 upstream_timeout when the API does not answer in time, instead of hanging', async () => {
    const started = Date.now();
    const response = await get('getProfile');
    expect(response.json()).toEqual({ error: 'The API did not answer within 0.3 seconds. Try again.', error_code: 'upstream_timeout' });
    expect(response.statusCode).toBe(504);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers a call the auth service does not answer in time with an error, instead of hanging', async () => {
    const started = Date.now();
    const response = await get('getUser');
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(response.json()).toMatchObject({ error: expect.any(String), error_code: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 502 bad_gateway when something other than the API answered', async () => {
    const response = await get('getCreditsHistory');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'The API gave an answer this server cannot read. Try again in a moment.', error_code: 'bad_gateway' });
  });
});
