import path from 'node:path';
import { type Page } from '@playwright/test';
import { loadBlogLibrary } from '@verity/blog';
import { parseSteps } from '@verity/steps';
import { expect, test } from './support/fixtures';

// The articles as the repository holds them: what every page, feed and tag below must agree with.
const blog = await loadBlogLibrary(path.resolve(import.meta.dirname, '../../../content/blog'));
const articles = blog.list();
const featured = blog.list({ featured: true, limit: 3 });
const article = featured[0]!;

const PUBLIC_PAGES = ['/', '/blog/', `/blog/${article.slug}`, '/terms', '/privacy'];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_match, name: string) => ENTITIES[name] ?? '');

/** What a crawler reads in the HTML as served: no JavaScript runs. */
function rawHead(html: string) {
  const head = html.slice(0, html.search(/<\/head>/i));
  const attributesOf = (tag: string) =>
    Object.fromEntries(Array.from(tag.matchAll(/([\w:-]+)="([^"]*)"/g), ([, name, value]) => [name!, decode(value!)]));
  const metas = Array.from(head.matchAll(/<meta\b[^>]*>/gi), ([tag]) => attributesOf(tag));
  const meta = (key: string) => metas.filter((attributes) => attributes.name === key || attributes.property === key).map((attributes) => attributes.content);
  return {
    titles: Array.from(head.matchAll(/<title>([^<]*)<\/title>/gi), ([, title]) => decode(title!)),
    meta,
    canonical: Array.from(head.matchAll(/<link\b[^>]*rel="canonical"[^>]*>/gi), ([tag]) => attributesOf(tag).href),
  };
}

async function fetchPage(baseURL: string, pathname: string) {
  // Node's fetch, like curl, asks for */*: a crawler, not a browser.
  const response = await fetch(`${baseURL}${pathname}`);
  return { status: response.status, contentType: response.headers.get('content-type'), html: await response.text() };
}

const descriptionOf = (page: Page) => page.locator('head meta[name="description"]');

/** A history navigation the shell's router picks up, as a link click would, without reloading the document. */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((pathname) => {
    history.pushState({}, '', pathname);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test.describe('the public site', () => {
  test('the landing page sells the product and shows the 3 featured articles', async ({ page, pageErrors }) => {
    await page.goto('/');
    const landing = page.locator('main [data-remote="marketing"][data-view="landing"]');
    await expect(landing.getByRole('heading', { level: 1, name: 'Test your website in plain English' })).toBeVisible();
    await expect(landing.getByRole('link', { name: 'Sign up free' }).first()).toHaveAttribute('href', '/signup');

    const featuredSection = landing.getByRole('region', { name: 'Featured articles' });
    await expect(featuredSection.getByRole('heading', { level: 3 })).toHaveText(featured.map(({ title }) => title));
    for (const { slug, title } of featured) {
      await expect(featuredSection.getByRole('link', { name: title })).toHaveAttribute('href', `/blog/${slug}`);
    }

    // The sample test is written in the real step language: the engine's parser reads every line.
    const sample = await landing.getByRole('list', { name: 'Steps' }).getByRole('listitem').allTextContents();
    expect(sample).toHaveLength(6);
    expect(parseSteps(sample)).toMatchObject({ ok: true });

    // A cover image actually loads from /blog/images.
    const cover = featuredSection.locator('img').first();
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('the blog index lists every article once, featured first, and opens one', async ({ page, pageErrors }) => {
    await page.goto('/blog/');
    const index = page.locator('main [data-remote="marketing"][data-view="blog-index"]');
    await expect(index.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const featuredTitles = index.getByRole('region', { name: 'Featured' }).getByRole('heading', { level: 3 });
    await expect(featuredTitles).toHaveText(featured.map(({ title }) => title));
    const recentTitles = index.getByRole('region', { name: 'Recent articles' }).getByRole('heading', { level: 3 });
    await expect(recentTitles).toHaveText(blog.list({ featured: false, limit: 3 }).map(({ title }) => title));
    expect([...(await featuredTitles.allTextContents()), ...(await recentTitles.allTextContents())].sort()).toEqual(
      articles.map(({ title }) => title).sort(),
    );

    await index.getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(`/blog/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page).toHaveTitle(`${article.title} · Verity`);
    expect(pageErrors).toEqual([]);
  });

  test('signed in, the public pages are part of the app: an article opens without a page load', async ({ page, pageErrors, account: _signedIn }) => {
    await page.goto('/blog/');
    const index = page.locator('main [data-remote="marketing"][data-view="blog-index"]');
    await expect(index.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tests' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await index.getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(`/blog/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page).toHaveTitle(`${article.title} · Verity`);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('a visitor who is not signed in gets each public page rendered by the server, with no script, as the app draws it', async ({ page, browser, baseURL }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    /** What a reader gets from the page: the header's links, the content's text and links, the DEBUG badge. */
    const readPage = (target: Page) =>
      target.evaluate(() => {
        const links = (root: Element | null) => Array.from(root?.querySelectorAll('a') ?? [], (link) => `${link.textContent} → ${link.getAttribute('href')} ${link.getAttribute('aria-current') ?? ''}`);
        const content = document.querySelector('main [data-remote="marketing"]');
        return {
          header: links(document.querySelector('header.shell-header')),
          text: (content as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ?? null,
          links: links(content),
          debugBadge: document.querySelectorAll('[role="note"]').length,
        };
      });

    const app = await browser.newPage({ baseURL });
    await app.goto('/login');
    await expect(app.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    for (const pathname of PUBLIC_PAGES) {
      await page.goto(pathname);
      const served = await readPage(page);
      expect(served.text, pathname).toBeTruthy();
      await navigateInApp(app, pathname);
      await expect.poll(() => readPage(app), { message: pathname }).toEqual(served);
    }
    expect(scripts).toEqual([]);
    await app.close();

    // Its links open the app's pages, which load the app.
    await page.goto('/');
    await page.locator('main').getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('an article page takes its title, description and image from the article, once each', async ({ page, pageErrors }) => {
    await page.goto(`/blog/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page).toHaveTitle(`${article.title} · Verity`);
    await expect(descriptionOf(page)).toHaveCount(1);
    await expect(descriptionOf(page)).toHaveAttribute('content', article.excerpt);
    // The app took over the tags the server wrote rather than adding a second set.
    for (const key of ['og:title', 'og:description', 'og:image', 'twitter:card']) {
      await expect(page.locator(`head meta[property="${key}"], head meta[name="${key}"]`), key).toHaveCount(1);
    }
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', new URL(article.coverImageUrl!, page.url()).href);
    await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect(pageErrors).toEqual([]);
  });

  test('the HTML of an article, fetched without JavaScript, carries its title, description and image', async ({ baseURL }) => {
    const { status, contentType, html } = await fetchPage(baseURL!, `/blog/${article.slug}`);
    expect(status).toBe(200);
    expect(contentType).toBe('text/html; charset=utf-8');
    const head = rawHead(html);
    const imageUrl = `${baseURL}${article.coverImageUrl}`;
    expect(head.titles).toEqual([`${article.title} · Verity`]);
    expect(head.meta('description')).toEqual([article.excerpt]);
    expect(head.meta('og:title')).toEqual([article.title]);
    expect(head.meta('og:description')).toEqual([article.excerpt]);
    expect(head.meta('og:site_name')).toEqual(['Verity']);
    expect(head.meta('og:image')).toEqual([imageUrl]);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(head.canonical).toEqual([`${baseURL}/blog/${article.slug}`]);

    const image = await fetch(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  test('the server and the app give every public page the same title and description', async ({ page, baseURL }) => {
    // Start on a page of the shell and move client-side, so each title below is one the app has set.
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Verity');
    for (const pathname of PUBLIC_PAGES) {
      const served = rawHead((await fetchPage(baseURL!, pathname)).html);
      expect(served.titles, pathname).toHaveLength(1);
      await navigateInApp(page, pathname);
      await expect(page.locator(`main [data-remote="marketing"] h1`), pathname).toBeVisible();
      await expect(page, pathname).toHaveTitle(served.titles[0]!);
      await expect(descriptionOf(page), pathname).toHaveAttribute('content', served.meta('description')[0]!);
    }
  });

  test('an unknown article is an HTTP 404 that shows the not-found screen', async ({ page, baseURL }) => {
    const raw = await fetchPage(baseURL!, '/blog/no-such-article');
    expect(raw.status).toBe(404);
    expect(rawHead(raw.html).meta('robots')).toEqual(['noindex']);

    const response = await page.goto('/blog/no-such-article');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await expect(page.getByText('There is no article at this address.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Over' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Article not found · Verity');

    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await expect(page).toHaveURL('/blog/');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('every public page fits a phone’s width: nothing but code blocks scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const pathname of PUBLIC_PAGES) {
      await page.goto(pathname);
      await expect(page.locator('main h1').first(), pathname).toBeVisible();
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, pathname).toBeLessThanOrEqual(390);
    }
  });

  test('the terms and the privacy policy render as dated documents', async ({ page, pageErrors }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
    await expect(page.getByText('Last updated November 21, 2026')).toBeVisible();
    await expect(page.getByRole('heading', { name: '4. Test only sites you are allowed to test' })).toBeVisible();

    await page.getByRole('link', { name: 'Privacy policy', exact: true }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('region', { name: '4. Cookies' })).toContainText('sb-verity-auth-token');
    await expect(page).toHaveTitle('Privacy policy · Verity');
    expect(pageErrors).toEqual([]);
  });

  test('sitemap.xml and rss.xml list every article', async ({ baseURL }) => {
    const sitemap = await fetch(`${baseURL}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const locs = Array.from((await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g), ([, loc]) => loc);
    expect(locs).toEqual([
      `${baseURL}/`,
      `${baseURL}/blog/`,
      `${baseURL}/terms`,
      `${baseURL}/privacy`,
      ...articles.map(({ slug }) => `${baseURL}/blog/${slug}`),
    ]);

    const rss = await fetch(`${baseURL}/rss.xml`);
    expect(rss.status).toBe(200);
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const feed = await rss.text();
    expect(feed).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const items = Array.from(feed.matchAll(/<item><title>([^<]*)<\/title><link>([^<]*)<\/link>/g), ([, title, link]) => ({ title: decode(title!), link }));
    expect(items).toEqual(articles.map(({ title, slug }) => ({ title, link: `${baseURL}/blog/${slug}` })));
  });
});
