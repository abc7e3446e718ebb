import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '@verity/config';
import { JSDOM } from 'jsdom';
import { bffEnvSchema } from '../env';
import { createTestServer } from '../testing/test-server';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Verity</title><script defer src="/main.fbb44070.js"></script></head><body><div id="root"></div></body></html>';

/** A marketing manifest as the federation plugin writes it, trimmed to what the preloads read. */
const manifestWith = (remoteEntry: { name: string; path: string }, sync: string[]) =>
  JSON.stringify({ id: 'marketing', name: 'marketing', metaData: { name: 'marketing', publicPath: 'auto', remoteEntry: { ...remoteEntry, type: 'global' } }, shared: [], remotes: [], exposes: [{ id: 'marketing:lifecycles', name: 'lifecycles', path: './lifecycles', assets: { js: { sync, async: ['47.e8f0c449.js'] }, css: { sync: [], async: [] } } }] });

const envWith = (overrides: Record<string, string> = {}) =>
  parseEnv(bffEnvSchema, { PORT: '3000', ANON_KEY: 'anon', API_URL: 'http://127.0.0.1:1', AUTH_URL: 'http://127.0.0.1:1', ...overrides });

let distDir: string;

beforeEach(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'verity-bff-preloads-'));
  await mkdir(join(distDir, 'shell'), { recursive: true });
  await mkdir(join(distDir, 'marketing'), { recursive: true });
  await writeFile(join(distDir, 'shell/index.html'), INDEX_HTML);
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

async function preloadsOf(path: string, env = envWith()) {
  const server = createTestServer({ distDir, env });
  try {
    const response = await server.inject({ url: path, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const { document } = new JSDOM(response.body).window;
    expect(document.title).not.toBe('');
    return Array.from(document.head.querySelectorAll('link[rel="preload"]')).map((link) => ({
      href: link.getAttribute('href'),
      as: link.getAttribute('as'),
      crossorigin: link.getAttribute('crossorigin'),
    }));
  } finally {
    await server.close();
  }
}

describe('preloading the remote that shows the public pages', () => {
  it('names its manifest, entry and the scripts of what it exposes on every public page, as the federation runtime asks for them', async () => {
    await writeFile(join(distDir, 'marketing/mf-manifest.json'), manifestWith({ name: 'remoteEntry.js', path: '' }, ['__federation_expose_lifecycles.c2edb412.js']));
    const expected = [
      // The runtime fetches the manifest with CORS (same-origin credentials); scripts come by plain script tags.
      { href: '/remotes/marketing/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
      { href: '/remotes/marketing/remoteEntry.js', as: 'script', crossorigin: null },
      { href: '/remotes/marketing/__federation_expose_lifecycles.c2edb412.js', as: 'script', crossorigin: null },
    ];
    for (const path of ['/', '/blog/', '/terms', '/privacy']) expect(await preloadsOf(path)).toEqual(expected);
  });

  it('follows SITE_URL and an entry in a folder of its own, and reads a rebuilt remote without a restart', async () => {
    await writeFile(join(distDir, 'marketing/mf-manifest.json'), manifestWith({ name: 'remoteEntry.js', path: 'static' }, ['a.1.js']));
    const env = envWith({ SITE_URL: 'https://verity.example' });
    expect((await preloadsOf('/', env)).map((link) => link.href)).toEqual([
      'https://verity.example/remotes/marketing/mf-manifest.json',
      'https://verity.example/remotes/marketing/static/remoteEntry.js',
      'https://verity.example/remotes/marketing/a.1.js',
    ]);
    await writeFile(join(distDir, 'marketing/mf-manifest.json'), manifestWith({ name: 'remoteEntry.js', path: '' }, ['a.2.js']));
    expect((await preloadsOf('/', env)).map((link) => link.href).at(-1)).toBe('https://verity.example/remotes/marketing/a.2.js');
  });

  it('names nothing for a remote served elsewhere, not built, or with a manifest it cannot read', async () => {
    expect(await preloadsOf('/')).toEqual([]);
    await writeFile(join(distDir, 'marketing/mf-manifest.json'), '{"metaData":');
    expect(await preloadsOf('/')).toEqual([]);
    await writeFile(join(distDir, 'marketing/mf-manifest.json'), manifestWith({ name: 'remoteEntry.js', path: '' }, ['a.1.js']));
    expect(await preloadsOf('/', envWith({ REMOTE_MARKETING_URL: 'http://localhost:4201/mf-manifest.json' }))).toEqual([]);
  });

  it('leaves out a file name that would leave the remote’s folder or its attribute', async () => {
    const names = ['../shell/main.js', 'javascript:alert(1).js', '//evil.example/x.js', 'x.js" onload="alert(1)', 'ok.12345678.js'];
    await writeFile(join(distDir, 'marketing/mf-manifest.json'), manifestWith({ name: 'remoteEntry.js', path: '' }, names));
    expect((await preloadsOf('/')).map((link) => link.href)).toEqual([
      '/remotes/marketing/mf-manifest.json',
      '/remotes/marketing/remoteEntry.js',
      '/remotes/marketing/ok.12345678.js',
    ]);
  });
});
