import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { defineServerFn, implementServerFn, ServerFnError } from '@verity/server-fn';
import { z } from 'zod';
import { buildRuntimeConfig } from './runtime-config';
import { createTestServer, UNREACHABLE_SERVICES_ENV as env } from './testing/test-server';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const whoAmI = defineServerFn({ id: 'whoAmI', method: 'GET', output: z.object({ authorization: z.string().nullable() }) });
const rename = defineServerFn({ id: 'rename', method: 'POST', input: z.object({ name: z.string().min(1) }) });
const failing = defineServerFn({ id: 'failing', method: 'GET' });
const testFunctions = [
  implementServerFn(whoAmI, (_data, { headers }) => ({ authorization: (headers.authorization as string | undefined) ?? null })),
  implementServerFn(rename, ({ name }) => {
    if (name === 'taken') throw new ServerFnError(409, 'name_taken', 'That name is taken.');
    return { renamed: name };
  }),
  implementServerFn(failing, () => {
    throw new Error('database password in this message');
  }),
];

/** Like a vendor bundle: 200 KB of script that compresses well. */
const BIG_SCRIPT = Array.from({ length: 4_000 }, (_, i) => `export function helper${i}(value) { return value + ${i}; }`).join('\n');
/** Already compressed bytes: sent as they are. */
const PNG_BYTES = Buffer.alloc(4096, 7);

/** A dist/apps as the front-end build leaves it, with the shell, one built remote and the others missing. */
async function writeFixtureDist(distDir: string) {
  await mkdir(join(distDir, 'shell'), { recursive: true });
  await writeFile(join(distDir, 'shell/index.html'), '<!doctype html><title>Verity</title><div id="root"></div>');
  await writeFile(join(distDir, 'shell/main.3f2a9c1b.js'), 'console.log("shell")');
  await writeFile(join(distDir, 'shell/favicon.ico'), 'icon');
  await writeFile(join(distDir, 'shell/vendor.0a1b2c3d.js'), BIG_SCRIPT);
  await writeFile(join(distDir, 'shell/hero.5e6f7a8b.png'), PNG_BYTES);
  await mkdir(join(distDir, 'marketing'), { recursive: true });
  await writeFile(join(distDir, 'marketing/mf-manifest.json'), JSON.stringify({ name: 'marketing' }));
  await writeFile(join(distDir, 'marketing/remoteEntry.js'), 'var marketing;');
}

describe('the BFF', () => {
  let distDir: string;
  let server: ReturnType<typeof createTestServer>;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'verity-bff-dist-'));
    await writeFixtureDist(distDir);
    server = createTestServer({ distDir, serverFunctions: testFunctions });
    await server.ready();
  });

  afterAll(async () => {
    await server.close();
    await rm(distDir, { recursive: true, force: true });
  });

  describe('GET /config.json', () => {
    it('serves the runtime config, never cached', async () => {
      const response = await server.inject('/config.json');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual(buildRuntimeConfig(env));
    });
  });

  describe('the shell', () => {
    it('serves index.html at / without caching', async () => {
      const response = await server.inject({ url: '/', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('answers client-side routes that accept HTML with index.html', async () => {
      for (const url of ['/app/tests', '/app/editor/run/42?tab=steps', '/reset-password?code=abc']) {
        const response = await server.inject({ url, headers: html });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<div id="root">');
      }
    });

    it('sends scripts brotli-compressed, gzip to clients without brotli, and as they are to clients that take neither', async () => {
      const url = '/vendor.0a1b2c3d.js';
      const brotli = await server.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 5);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
      const gzip = await server.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
      const plain = await server.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(BIG_SCRIPT);
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    });

    it('sends images as they are, and compresses the pages it renders', async () => {
      const image = await server.inject({ url: '/hero.5e6f7a8b.png', headers: { 'accept-encoding': 'br' } });
      expect(image.headers['content-encoding']).toBeUndefined();
      const page = await server.inject({ url: '/app/tests', headers: { ...html, 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    });

    it('caches hashed assets for a year and revalidates the others', async () => {
      const hashed = await server.inject('/main.3f2a9c1b.js');
      expect(hashed.statusCode).toBe(200);
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await server.inject('/favicon.ico')).headers['cache-control']).toBe('no-cache');
    });

    it('answers 404, not the page, for missing files and for requests that do not accept HTML', async () => {
      expect((await server.inject({ url: '/main.00000000.js', headers: html })).statusCode).toBe(404);
      expect((await server.inject({ url: '/app/tests', headers: { accept: 'application/json' } })).statusCode).toBe(404);
      expect((await server.inject({ method: 'POST', url: '/app/tests', headers: html })).statusCode).toBe(404);
    });
  });

  describe('the remotes', () => {
    it('serves a built remote under /remotes/<folder>/, its manifest revalidated every time', async () => {
      const response = await server.inject('/remotes/marketing/mf-manifest.json');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'marketing' });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect((await server.inject('/remotes/marketing/remoteEntry.js')).statusCode).toBe(200);
    });

    it('answers 404 for a remote that is not built, for a missing file and for an unknown remote, even to a browser', async () => {
      for (const url of ['/remotes/tests-mfe/mf-manifest.json', '/remotes/marketing/nope.js', '/remotes/admin/mf-manifest.json', '/remotes/runs-mfe/']) {
        const response = await server.inject({ url, headers: html });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      }
    });
  });

  describe('server functions', () => {
    it('serves a GET call with the caller headers', async () => {
      const response = await server.inject({ url: '/_server/whoAmI?createServerFn', headers: { authorization: 'Bearer abc' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ authorization: 'Bearer abc' });
    });

    it('serves a POST call with {data, context} and passes a ServerFnError on', async () => {
      const ok = await server.inject({ method: 'POST', url: '/_server/rename?createServerFn', payload: { data: { name: 'Ada' }, context: {} } });
      expect(ok.json()).toEqual({ renamed: 'Ada' });
      const conflict = await server.inject({ method: 'POST', url: '/_server/rename?createServerFn', payload: { data: { name: 'taken' } } });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toEqual({ error: 'That name is taken.', error_code: 'name_taken' });
    });

    it('does not inflate a compressed request body: it is refused as the bytes it is', async () => {
      const response = await server.inject({
        method: 'POST',
        url: '/_server/rename?createServerFn',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: gzipSync(JSON.stringify({ data: { name: 'Ada' }, context: {} })),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error_code: expect.any(String) });
    });

    it('answers an unknown function with a 404 JSON error, even to a browser', async () => {
      const response = await server.inject({ url: '/_server/getNothing?createServerFn', headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Unknown server function: getNothing', error_code: 'server_fn_not_found' });
    });

    it('hides the details of a failure', async () => {
      const response = await server.inject('/_server/failing?createServerFn');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Internal server error', error_code: 'internal_error' });
    });

    it('answers headers too large for the HTTP parser in the envelope, not with a bare status line', async () => {
      const url = await server.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${url}/config.json`, { headers: { 'x-padding': 'a'.repeat(20_000) } });
      expect(response.status).toBe(431);
      expect(await response.json()).toEqual({ ok: false, data: null, error: 'The request headers (or its URL) are too large.', error_code: 'headers_too_large' });
    });

    it('answers a malformed URL in the envelope', async () => {
      const response = await server.inject({ url: '/blog/%E0%A4%A' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ok: false, data: null, error_code: 'bad_request' });
    });

    it('rejects malformed JSON bodies with a JSON error', async () => {
      const response = await server.inject({
        method: 'POST',
        url: '/_server/rename?createServerFn',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error_code: 'bad_request' });
    });
  });

  it('tells the browser when the shell has not been built', async () => {
    const emptyDist = await mkdtemp(join(tmpdir(), 'verity-bff-empty-'));
    const bare = createTestServer({ distDir: emptyDist });
    try {
      const response = await bare.inject({ url: '/app', headers: html });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('The web app is not built');
      expect((await bare.inject('/config.json')).statusCode).toBe(200);
    } finally {
      await bare.close();
      await rm(emptyDist, { recursive: true, force: true });
    }
  });
});
