import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBlogLibrary } from '@verity/blog';
import { parseEnv } from '@verity/config';
import { type MarketingServerRenderer, SERVER_RENDER_SLOT, type ServerRenderContext } from '@verity/contracts';
import { findWorkspaceRoot } from '@verity/process';
import { JSDOM } from 'jsdom';
import { bffEnvSchema } from './env';
import { buildRuntimeConfig } from './runtime-config';
import { type ServerRenderers } from './seo/server-rendered-page';
import { createServer } from './server';

const SITE = 'https://verity.example';

const INDEX_HTML = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<title>Verity · AI website testing</title><meta name="description" content="Test your website in plain English, in a real browser.">',
  '<style>:root { --ink: #1c1c28; }</style><script defer src="/main.fbb44070.js"></script></head>',
  '<body><div id="root"></div><noscript>Verity needs JavaScript to run.</noscript></body></html>',
].join('');

type PageCall = Parameters<MarketingServerRenderer['renderPublicPage']>[0];

/** Renderers shaped like the ones the shell's and the marketing remote's builds write, recording what they are asked. */
function recordingRenderers() {
  const frames: ServerRenderContext[] = [];
  const pages: PageCall[] = [];
  const behaviour = { fail: false, nothingToShow: false };
  const renderers: ServerRenderers = {
    shell: {
      renderPublicFrame: (context) => {
        frames.push(context);
        return { html: `<header class="shell-header"><a href="/login">Sign in</a></header><main id="main">${SERVER_RENDER_SLOT}</main>`, styles: '<style data-verity-ui>.ui-x{}</style>' };
      },
    },
    marketing: {
      renderPublicPage: (input) => {
        pages.push(input);
        if (behaviour.fail) throw new Error('The view broke.');
        if (behaviour.nothingToShow) return null;
        const article = input.params.slug ? input.blog.get(input.params.slug) : null;
        return { html: `<h1>${article?.title ?? input.view}</h1><p>$& and $1 stay as written</p>`, styles: '<style data-marketing>.mk{}</style>' };
      },
    },
  };
  return { renderers, frames, pages, behaviour };
}

describe('public pages rendered on the server', () => {
  let workDir: string;
  let recording: ReturnType<typeof recordingRenderers>;
  let built: ServerRenderers | null;
  let server: ReturnType<typeof createServer>;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'verity-bff-ssr-'));
    await mkdir(join(workDir, 'dist/shell'), { recursive: true });
    await writeFile(join(workDir, 'dist/shell/index.html'), INDEX_HTML);
    const env = parseEnv(bffEnvSchema, { PORT: '3000', ANON_KEY: 'anon', API_URL: 'http://127.0.0.1:1', AUTH_URL: 'http://127.0.0.1:1', SITE_URL: SITE });
    server = createServer({
      runtimeConfig: buildRuntimeConfig(env),
      siteUrl: SITE,
      distDir: join(workDir, 'dist'),
      apiUrl: env.API_URL,
      authUrl: env.AUTH_URL,
      serverFunctions: [],
      blog: await loadBlogLibrary(join(findWorkspaceRoot(), 'content', 'blog')),
      blogImagesDir: join(workDir, 'images'),
      serverRenderers: async () => built,
    });
    await server.ready();
  });

  beforeEach(() => {
    recording = recordingRenderers();
    built = recording.renderers;
  });

  afterAll(async () => {
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) => server.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const isTheApp = (body: string) => body.includes('<script defer src="/main.fbb44070.js"></script>') && body.includes('<div id="root"></div>');

  it('sends a visitor without a session the page itself: content in the frame, styles in the head, no script', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.vary).toMatch(/\bcookie\b/);
    expect(response.body).not.toMatch(/<script|<noscript/);

    const { document } = new JSDOM(response.body).window;
    expect(document.querySelector('#root > header.shell-header a')?.getAttribute('href')).toBe('/login');
    expect(document.querySelector('#root > main#main > h1')?.textContent).toBe('landing');
    expect(document.querySelector('main p')?.textContent).toBe('$& and $1 stay as written');
    expect([...document.head.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['Website tests in plain English · Verity']);
    // The app inserts its stylesheets after the shell's own, so the same rules win here.
    expect([...document.head.querySelectorAll('style')].map((style) => style.textContent)).toEqual([':root { --ink: #1c1c28; }', '.ui-x{}', '.mk{}']);

    expect(recording.frames).toEqual([expect.objectContaining({ pathname: '/' })]);
    expect(recording.frames[0]!.config).toMatchObject({ apiBaseUrl: `${SITE}/api`, authUrl: SITE, siteUrl: SITE });
    expect(recording.pages).toEqual([expect.objectContaining({ view: 'landing', params: {}, pathname: '/' })]);
  });

  it.each([
    ['/blog/', 'blog-index', {}],
    ['/blog', 'blog-index', {}],
    ['/terms', 'terms', {}],
    ['/privacy', 'privacy', {}],
    ['/blog/reading-a-failed-run', 'blog-article', { slug: 'reading-a-failed-run' }],
  ])('renders %s as the marketing view %s', async (path, view, params) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script');
    expect(recording.pages).toEqual([expect.objectContaining({ view, params, pathname: path })]);
  });

  it('gives the renderer the articles the BFF keeps', async () => {
    const response = await get('/blog/reading-a-failed-run');
    expect(new JSDOM(response.body).window.document.querySelector('main h1')?.textContent).toBe('How to read a failed run');
  });

  it.each([['sb-verity-auth-token=base64-eyJ9'], ['theme=dark; sb-verity-auth-token.0=base64-eyJ9']])(
    'sends the app to a visitor who may be signed in (cookie: %s), so the header is theirs',
    async (cookie) => {
      const response = await get('/', cookie);
      expect(response.statusCode).toBe(200);
      expect(isTheApp(response.body)).toBe(true);
      expect(recording.pages).toEqual([]);
    },
  );

  it('sends the app when a renderer fails, has nothing to show, or is not built', async () => {
    recording.behaviour.fail = true;
    expect(isTheApp((await get('/terms')).body)).toBe(true);
    recording.behaviour.fail = false;
    recording.behaviour.nothingToShow = true;
    expect(isTheApp((await get('/terms')).body)).toBe(true);
    built = null;
    const response = await get('/terms');
    expect(response.statusCode).toBe(200);
    expect(isTheApp(response.body)).toBe(true);
  });

  it('leaves an unknown article to the app, which shows its not-found screen', async () => {
    const response = await get('/blog/no-such-article');
    expect(response.statusCode).toBe(404);
    expect(isTheApp(response.body)).toBe(true);
    expect(recording.pages).toEqual([]);
  });
});
