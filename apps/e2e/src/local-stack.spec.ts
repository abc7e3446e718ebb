import { REMOTE_NAMES } from '@verity/config';
import { expect, test } from './support/fixtures';

test.describe('the local stack on one origin', () => {
  test('GET /config.json lists every remote by its manifest URL', async ({ request, baseURL }) => {
    const response = await request.get('/config.json');
    expect(response.ok()).toBe(true);
    const config = await response.json();
    expect(Object.keys(config.remotes).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const url of Object.values<string>(config.remotes)) {
      expect(url).toMatch(/\/mf-manifest\.json$/);
      expect((await request.get(url)).ok(), url).toBe(true);
    }
    expect(config.apiBaseUrl).toBe(`${baseURL}/api`);
    expect(config.authUrl).toBe(baseURL);
  });

  test('GET /api/health answers through the web origin with the envelope', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true, data: { status: 'ok' }, error: null, error_code: null });
  });

  test('the auth service answers under /auth/v1', async ({ request }) => {
    const response = await request.get('/auth/v1/settings');
    expect(response.status()).toBe(200);
    expect((await response.json()).external.email).toBe(true);
  });
});
