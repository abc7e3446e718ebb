import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BlogLibrary, createBlogLibrary, loadBlogLibrary } from '@verity/blog';
import { parseEnv } from '@verity/config';
import { findWorkspaceRoot } from '@verity/process';
import { JSDOM } from 'jsdom';
import { bffEnvSchema } from './env';
import { buildRuntimeConfig } from './runtime-config';
import { createServer } from './server';

const SITE = 'https://verity.example';
const blogContent = join(findWorkspaceRoot(), 'content', 'blog');

/** index.html as the shell's build writes it: a generic title and description, the bundle, the root. */
const INDEX_HTML = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
  '<title>Verity · AI website testing</title><meta name="description" content="Test your website in plain English, in a real browser.">',
  '<style>:root { --ink: #1c1c28; }</style><script defer src="/main.fbb44070.js"></script></head>',
  '<body><div id="root"></div><noscript>Verity needs JavaScript to run.</noscript></body></html>',
].join('');

function envFor(overrides: Record<string, string | undefined> = {}) {
  return parseEnv(bffEnvSchema, {
    PORT: '3000',
    ANON_KEY: 'anon',
    API_URL: 'http://127.0.0.1:1',
    AUTH_URL: 'http://127.0.0.1:1',
    SITE_URL: SITE,
    SOCIAL_HANDLE: 'verityhq',
    ...overrides,
  });
}

async function startServer(options: { distDir: string; blog: BlogLibrary; blogImagesDir: string; env?: Record<string, string | undefined> }) {
  const env = envFor(options.env);
  const server = createServer({
    runtimeConfig: buildRuntimeConfig(env),
    siteUrl: env.SITE_URL ?? null,
    distDir: options.distDir,
    apiUrl: env.API_URL,
    authUrl: env.AUTH_URL,
    serverFunctions: [],
    blog: options.blog,
    blogImagesDir: options.blogImagesDir,
  });
  await server.ready();
  return server;
}

/** The head as a crawler reads it: parsed HTML, entities decoded. */
function readHead(html: string) {
  const { document } = new JSDOM(html).window;
  const all = (selector: string) => Array.from(document.head.querySelectorAll(selector));
  const content = (selector: string) => {
    const tags = all(selector);
    if (tags.length > 1) throw new Error(`${tags.length} tags match ${selector}`);
    return tags[0]?.getAttribute('content') ?? null;
  };
  return {
    document,
    titles: all('title').map((title) => title.textContent),
    description: content('meta[name="description"]'),
    robots: content('meta[name="robots"]'),
    canonical: all('link[rel="canonical"]').map((link) => link.getAttribute('href')),
    og: (property: string) => content(`meta[property="og:${property}"]`),
    twitter: (name: string) => content(`meta[name="twitter:${name}"]`),
    unmarked: all('meta[name], meta[property], link[rel="canonical"]').filter(
      (tag) => !tag.hasAttribute('data-verity-meta') && tag.getAttribute('name') !== 'viewport',
    ),
  };
}

/** Parses XML the strict way a feed reader does; throws on anything not well-formed. */
function parseXml(text: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return document;
}

const ARTICLES = [
  { slug: 'self-hosting-verity-in-one-command', date: '2026-11-11' },
  { slug: 'reading-a-failed-run', date: '2026-10-28' },
  { slug: 'why-end-to-end-tests-are-flaky', date: '2026-10-14' },
  { slug: 'from-a-goal-to-a-test', date: '2026-09-23' },
  { slug: 'writing-your-first-plain-english-test', date: '2026-09-02' },
];

describe('the public site as crawlers see it', () => {
  let workDir: string;
  let imagesDir: string;
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'verity-bff-public-'));
    await mkdir(join(workDir, 'dist/shell'), { recursive: true });
    await writeFile(join(workDir, 'dist/shell/index.html'), INDEX_HTML);
    // The real cover images, and one file of every other type the route serves or refuses.
    imagesDir = join(workDir, 'images');
    await mkdir(imagesDir);
    for (const name of await readdir(join(blogContent, 'images'))) await copyFile(join(blogContent, 'images', name), join(imagesDir, name));
    for (const name of ['photo.png', 'photo.jpg', 'photo.jpeg', 'photo.webp', 'notes.txt', '.hidden.svg']) await writeFile(join(imagesDir, name), name);
    server = await startServer({ distDir: join(workDir, 'dist'), blog: await loadBlogLibrary(blogContent), blogImagesDir: imagesDir });
  });

  afterAll(async () => {
    await server.close();
    await rm(workDir, { recursive: true, force: true });
  });

  describe('the head tags of each public page', () => {
    it.each([
      [
        '/',
        'Website tests in plain English',
        'Write website tests in plain English, run them in a real browser, and read every step with its screenshot, timing and verdict. For developers and QA teams.',
      ],
      [
        '/blog/',
        'Blog',
        'Articles on testing websites with plain-English steps: writing your first test, reading a failed run, fixing flaky tests and self-hosting Verity.',
      ],
      ['/terms', 'Terms of service', 'The terms that apply when you use Verity, the website testing service, and what you can expect from us.'],
      [
        '/privacy',
        'Privacy policy',
        'What data Verity processes when you test your websites, why, how long it is kept, who else sees it and the rights you have.',
      ],
    ])('%s is titled "%s"', async (path, title, description) => {
      // curl and most preview bots accept anything; the page is served all the same.
      const response = await server.inject({ url: path, headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');

      const head = readHead(response.body);
      expect(head.titles).toEqual([`${title} · Verity`]);
      expect(head.description).toBe(description);
      expect(head.canonical).toEqual([`${SITE}${path}`]);
      expect(head.og('title')).toBe(title);
      expect(head.og('description')).toBe(description);
      expect(head.og('site_name')).toBe('Verity');
      expect(head.og('url')).toBe(`${SITE}${path}`);
      expect(head.og('type')).toBe('website');
      expect(head.og('image')).toBeNull();
      expect(head.twitter('card')).toBe('summary');
      expect(head.twitter('site')).toBe('@verityhq');
      expect(head.robots).toBeNull();
      // Marked, so the app takes them over instead of adding its own.
      expect(head.unmarked).toEqual([]);
      // Where the build's title was, ahead of the styles: scrapers that read only the start still see them.
      expect(response.body.indexOf('<title>')).toBeLessThan(response.body.indexOf('<style>'));
      // Still the app.
      expect(head.document.querySelector('#root')).not.toBeNull();
      expect(head.document.querySelector('script[src="/main.fbb44070.js"]')).not.toBeNull();
      expect(head.document.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe(`${SITE}/rss.xml`);
    });

    it('serves /blog like /blog/, with /blog/ as the canonical address', async () => {
      const head = readHead((await server.inject('/blog')).body);
      expect(head.titles).toEqual(['Blog · Verity']);
      expect(head.canonical).toEqual([`${SITE}/blog/`]);
    });

    it('answers HEAD, as link checkers ask', async () => {
      const response = await server.inject({ method: 'HEAD', url: '/terms' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    });

    it('gives an article page the article’s title, excerpt and cover image', async () => {
      const response = await server.inject({ url: '/blog/reading-a-failed-run', headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(200);
      const head = readHead(response.body);
      const description =
        'A red run is only useful if you can tell in a minute what broke. A walk through the failing step, its screenshot, the reason, the closest candidates, and the review that records your call.';
      expect(head.titles).toEqual(['How to read a failed run · Verity']);
      expect(head.description).toBe(description);
      expect(head.og('title')).toBe('How to read a failed run');
      expect(head.og('description')).toBe(description);
      expect(head.og('type')).toBe('article');
      expect(head.og('url')).toBe(`${SITE}/blog/reading-a-failed-run`);
      expect(head.canonical).toEqual([`${SITE}/blog/reading-a-failed-run`]);
      expect(head.og('image')).toBe(`${SITE}/blog/images/reading-a-failed-run.svg`);
      expect(head.twitter('image')).toBe(`${SITE}/blog/images/reading-a-failed-run.svg`);
      expect(head.twitter('card')).toBe('summary_large_image');
      expect(head.twitter('site')).toBe('@verityhq');
      expect(head.document.querySelector('meta[property="article:published_time"]')?.getAttribute('content')).toBe('2026-10-28');
      expect(head.unmarked).toEqual([]);
    });

    it('answers an unknown article with a 404 that is still the app, so it can show its not-found screen', async () => {
      const response = await server.inject({ url: '/blog/no-such-article', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const head = readHead(response.body);
      expect(head.titles).toEqual(['Article not found · Verity']);
      expect(head.description).toBe('There is no article at this address.');
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toEqual([]);
      expect(head.og('image')).toBeNull();
      expect(head.document.querySelector('#root')).not.toBeNull();
    });

    it('still says the web app is not built when it is not', async () => {
      const emptyDist = join(workDir, 'empty-dist');
      await mkdir(emptyDist, { recursive: true });
      const bare = await startServer({ distDir: emptyDist, blog: createBlogLibrary([]), blogImagesDir: imagesDir });
      try {
        const response = await bare.inject('/terms');
        expect(response.statusCode).toBe(503);
        expect(response.body).toContain('The web app is not built.');
      } finally {
        await bare.close();
      }
    });
  });

  describe('escaping', () => {
    it('writes hostile article fields and settings as text, never as markup', async () => {
      const hostile = '"><script>alert(1)</script>&amp; <b>';
      const blog = createBlogLibrary([
        {
          slug: 'hostile',
          title: `Title ${hostile}`,
          excerpt: `Excerpt ${hostile}`,
          coverImageUrl: '/blog/images/x.svg?a="><script>alert(2)</script>',
          date: '2026-11-21',
          featured: false,
          author: hostile,
          readingMinutes: 1,
          html: '<p>Body</p>',
        },
      ]);
      const hostileServer = await startServer({
        distDir: join(workDir, 'dist'),
        blog,
        blogImagesDir: imagesDir,
        env: { SOCIAL_HANDLE: `handle"><script>alert(3)</script>` },
      });
      try {
        const page = await hostileServer.inject('/blog/hostile');
        expect(page.body).not.toMatch(/<script>alert/);
        expect(page.body).not.toContain('<b>');
        const head = readHead(page.body);
        expect(head.titles).toEqual([`Title ${hostile} · Verity`]);
        expect(head.description).toBe(`Excerpt ${hostile}`);
        expect(head.twitter('site')).toBe('@handle"><script>alert(3)</script>');
        expect(head.og('image')).toBe(`${SITE}/blog/images/x.svg?a=%22%3E%3Cscript%3Ealert(2)%3C/script%3E`);

        for (const feed of ['/rss.xml', '/sitemap.xml']) {
          const response = await hostileServer.inject(feed);
          expect(response.body).not.toMatch(/<script>/);
          parseXml(response.body);
        }
        const rss = parseXml((await hostileServer.inject('/rss.xml')).body);
        expect(rss.querySelector('item > title')?.textContent).toBe(`Title ${hostile}`);
      } finally {
        await hostileServer.close();
      }
    });
  });

  describe('GET /blog/images/*', () => {
    it('serves a cover image with its type, a validator and a day of caching', async () => {
      const response = await server.inject('/blog/images/reading-a-failed-run.svg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      expect(response.body).toBe(await readFile(join(blogContent, 'images/reading-a-failed-run.svg'), 'utf8'));

      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const revalidated = await server.inject({ url: '/blog/images/reading-a-failed-run.svg', headers: { 'if-none-match': etag } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    });

    it.each([
      ['photo.png', 'image/png'],
      ['photo.jpg', 'image/jpeg'],
      ['photo.jpeg', 'image/jpeg'],
      ['photo.webp', 'image/webp'],
    ])('serves %s as %s', async (file, type) => {
      const response = await server.inject(`/blog/images/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-security-policy']).toBeUndefined();
    });

    it.each([
      '/blog/images/../../package.json',
      '/blog/images/..%2F..%2Fpackage.json',
      '/blog/images/%2e%2e%2f%2e%2e%2fpackage.json',
      '/blog/images/..%5C..%5Cpackage.json',
      '/blog/images/.hidden.svg',
      '/blog/images/notes.txt',
      '/blog/images/missing.svg',
      '/blog/images/',
    ])('refuses %s, even to a browser', async (url) => {
      const response = await server.inject({ url, headers: { accept: 'text/html' } });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('"workspaces"');
      expect(response.body).not.toContain('<div id="root">');
    });
  });

  describe('GET /sitemap.xml', () => {
    it('lists the public pages and every article with its date', async () => {
      const response = await server.inject({ url: '/sitemap.xml', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const sitemap = parseXml(response.body);
      expect(sitemap.documentElement.tagName).toBe('urlset');
      expect(sitemap.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const urls = Array.from(sitemap.getElementsByTagName('url')).map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent,
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      }));
      expect(urls).toEqual([
        { loc: `${SITE}/`, lastmod: null },
        { loc: `${SITE}/blog/`, lastmod: '2026-11-11' },
        { loc: `${SITE}/terms`, lastmod: null },
        { loc: `${SITE}/privacy`, lastmod: null },
        ...ARTICLES.map(({ slug, date }) => ({ loc: `${SITE}/blog/${slug}`, lastmod: date })),
      ]);
    });
  });

  describe('GET /rss.xml', () => {
    it('is an RSS 2.0 feed of every article, newest first, with absolute links', async () => {
      const response = await server.inject({ url: '/rss.xml', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const rss = parseXml(response.body);
      expect(rss.documentElement.tagName).toBe('rss');
      expect(rss.documentElement.getAttribute('version')).toBe('2.0');
      const channel = rss.documentElement.getElementsByTagName('channel')[0]!;
      const text = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? null;
      expect(text(channel, 'title')).toBe('Verity blog');
      expect(text(channel, 'link')).toBe(`${SITE}/blog/`);
      expect(text(channel, 'lastBuildDate')).toBe('Wed, 11 Nov 2026 00:00:00 GMT');
      expect(channel.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(`${SITE}/rss.xml`);

      const items = Array.from(channel.getElementsByTagName('item'));
      expect(items.map((item) => text(item, 'link'))).toEqual(ARTICLES.map(({ slug }) => `${SITE}/blog/${slug}`));
      expect(items.map((item) => text(item, 'guid'))).toEqual(ARTICLES.map(({ slug }) => `${SITE}/blog/${slug}`));
      expect(items.map((item) => new Date(text(item, 'pubDate')!).toISOString().slice(0, 10))).toEqual(ARTICLES.map(({ date }) => date));
      const first = items[0]!;
      expect(text(first, 'title')).toBe('Self-hosting Verity in one command');
      expect(text(first, 'description')).toMatch(/^npm ci, npm start, and the whole product runs on one port/);
      expect(text(first, 'dc:creator')).toBe('The Verity team');
    });
  });

  describe('GET /robots.txt', () => {
    it('points crawlers at the sitemap and away from the signed-in app', async () => {
      const response = await server.inject('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toContain('Disallow: /app/');
      expect(response.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    });
  });

  it('keeps SITE_URL’s links whatever address the request names', async () => {
    const response = await server.inject({ url: '/terms', headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example' } });
    expect(readHead(response.body).canonical).toEqual([`${SITE}/terms`]);
    // On the session cookie (server rendering), never on the address.
    expect(response.headers.vary).toBe('cookie');
  });

  describe('without SITE_URL: links on the address the request came in on', () => {
    let local: Awaited<ReturnType<typeof startServer>>;
    beforeAll(async () => {
      local = await startServer({ distDir: join(workDir, 'dist'), blog: await loadBlogLibrary(blogContent), blogImagesDir: imagesDir, env: { SITE_URL: undefined } });
    });
    afterAll(() => local.close());

    it.each(['127.0.0.1:3000', 'localhost:3000', '192.168.1.20:3000', 'verity.example'])('at %s, the head tags name it, and vary on it', async (host) => {
      const response = await local.inject({ url: '/blog/', headers: { host } });
      expect(response.statusCode).toBe(200);
      const head = readHead(response.body);
      expect(head.canonical).toEqual([`http://${host}/blog/`]);
      expect(head.og('url')).toBe(`http://${host}/blog/`);
      expect(head.document.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe(`http://${host}/rss.xml`);
      expect(response.headers.vary).toBe('host, x-forwarded-host, x-forwarded-proto, cookie');
    });

    it('takes the address from a trusted proxy’s X-Forwarded-Host and -Proto, and from nobody else', async () => {
      const headers = { host: '10.0.0.5:3000', 'x-forwarded-host': 'verity.example', 'x-forwarded-proto': 'https' };
      const proxied = await local.inject({ url: '/terms', headers, remoteAddress: '127.0.0.1' });
      expect(readHead(proxied.body).canonical).toEqual(['https://verity.example/terms']);
      const direct = await local.inject({ url: '/terms', headers, remoteAddress: '203.0.113.9' });
      expect(readHead(direct.body).canonical).toEqual(['http://10.0.0.5:3000/terms']);
    });

    it('builds the sitemap, the feed and robots.txt on that address', async () => {
      const headers = { host: '127.0.0.1:4000' };
      const sitemap = parseXml((await local.inject({ url: '/sitemap.xml', headers })).body);
      const locs = Array.from(sitemap.getElementsByTagName('loc')).map((loc) => loc.textContent);
      expect(locs.slice(0, 2)).toEqual(['http://127.0.0.1:4000/', 'http://127.0.0.1:4000/blog/']);
      expect(locs.every((loc) => loc?.startsWith('http://127.0.0.1:4000/'))).toBe(true);
      const rss = await local.inject({ url: '/rss.xml', headers });
      expect(rss.headers.vary).toBe('host, x-forwarded-host, x-forwarded-proto');
      expect(parseXml(rss.body).getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe('http://127.0.0.1:4000/rss.xml');
      expect((await local.inject({ url: '/robots.txt', headers })).body).toContain('Sitemap: http://127.0.0.1:4000/sitemap.xml');
    });

    it.each(['evil.example/"><script>alert(1)</script>', 'user@evil.example', 'a b'])('answers 400, not a page, to the Host %j', async (host) => {
      for (const url of ['/', '/rss.xml']) {
        const response = await local.inject({ url, headers: { host } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ ok: false, data: null, error: 'The Host header is not a valid host name.', error_code: 'bad_request' });
      }
    });
  });
});
