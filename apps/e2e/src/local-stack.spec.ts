import { REMOTE_NAMES } from '@verity/config';
import { expect, test } from './support/fixtures';

test.describe('the local stack on one origin', () => {
  test('GET /config.json lists every remote by its manifest, all on the page’s own origin', async ({ request }) => {
    const response = await request.get('/config.json');
    expect(response.ok()).toBe(true);
    const config = await response.json();
    expect(Object.keys(config.remotes).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const url of Object.values<string>(config.remotes)) {
      expect(url).toMatch(/\/mf-manifest\.json$/);
      expect((await request.get(url)).ok(), url).toBe(true);
    }
    // No SITE_URL: paths the browser resolves against whatever address it opened the app on.
    expect(config).toMatchObject({ apiBaseUrl: '/api', wsBaseUrl: '/api', authUrl: '/', siteUrl: '/' });
  });

  test("GET /api/health answers through the web origin with the envelope, and the worker's browser", async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    const health = await response.json();
    expect(health).toMatchObject({ ok: true, data: { status: 'ok', runner: { state: 'ready', workers: 1 } }, error: null, error_code: null });
    expect(health.data.workers).toEqual([
      {
        worker: 'worker',
        hostname: expect.any(String),
        browser: { state: 'ready', source: expect.stringMatching(/^(system|CHROMIUM_PATH)$/), location: expect.any(String), version: expect.stringMatching(/^\d+\./) },
        seen_at: expect.any(String),
      },
    ]);
  });

  test('the auth service answers under /auth/v1', async ({ request }) => {
    const response = await request.get('/auth/v1/settings');
    expect(response.status()).toBe(200);
    expect((await response.json()).external.email).toBe(true);
  });
});
