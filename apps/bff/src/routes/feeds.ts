import { type BlogLibrary } from '@verity/blog';
import { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { escapeXml } from '../seo/escape';
import { SITE_NAME } from '../seo/page-head';
import { absoluteUrl, articlePath, PUBLIC_PAGES } from '../seo/public-pages';
import { type SiteOrigin } from '../site-origin';

export const SITEMAP_PATH = '/sitemap.xml';
export const RSS_PATH = '/rss.xml';
export const ROBOTS_PATH = '/robots.txt';

const FEED_CACHE_CONTROL = 'public, max-age=3600';

export const BLOG_FEED = {
  title: `${SITE_NAME} blog`,
  description: 'Testing websites with plain-English steps: writing tests, reading failed runs, flaky tests and self-hosting Verity.',
} as const;

export interface FeedsOptions {
  blog: BlogLibrary;
  /** Every link in a feed is absolute against it. */
  siteOrigin: SiteOrigin;
}

/** RFC 822 date of a publication day, as RSS 2.0 wants it: `Wed, 28 Oct 2026 00:00:00 GMT`. */
function rssDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toUTCString();
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** GET /sitemap.xml, /rss.xml and /robots.txt: where crawlers and feed readers find the public pages and articles. */
export const feeds: FastifyPluginAsync<FeedsOptions> = async (app, { blog, siteOrigin }) => {
  function urlsFor(request: FastifyRequest, reply: FastifyReply) {
    const origin = siteOrigin(request, reply);
    return (path: string) => absoluteUrl(origin, path);
  }

  app.get(SITEMAP_PATH, async (request, reply) => {
    const url = urlsFor(request, reply);
    const articles = blog.list();
    const newest = articles[0]?.date;
    const entries = [
      ...Object.keys(PUBLIC_PAGES).map((path) => ({ loc: url(path), lastmod: path === '/blog/' ? newest : undefined })),
      ...articles.map((article) => ({ loc: url(articlePath(article.slug)), lastmod: article.date })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(({ loc, lastmod }) => `<url>${element('loc', loc)}${lastmod ? element('lastmod', lastmod) : ''}</url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', FEED_CACHE_CONTROL).send(body);
  });

  app.get(RSS_PATH, async (request, reply) => {
    const url = urlsFor(request, reply);
    const articles = blog.list();
    const items = articles.map((article) => {
      const link = url(articlePath(article.slug));
      return [
        '<item>',
        element('title', article.title),
        element('link', link),
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        element('pubDate', rssDate(article.date)),
        element('description', article.excerpt),
        article.author ? element('dc:creator', article.author) : '',
        '</item>',
      ].join('');
    });
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      '<channel>',
      element('title', BLOG_FEED.title),
      element('link', url('/blog/')),
      element('description', BLOG_FEED.description),
      element('language', 'en'),
      `<atom:link href="${escapeXml(url(RSS_PATH))}" rel="self" type="application/rss+xml"/>`,
      ...(articles[0] ? [element('lastBuildDate', rssDate(articles[0].date))] : []),
      ...items,
      '</channel>',
      '</rss>',
      '',
    ].join('\n');
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', FEED_CACHE_CONTROL).send(body);
  });

  app.get(ROBOTS_PATH, async (request, reply) => {
    const url = urlsFor(request, reply);
    // The signed-in app and the machine endpoints are nothing a search engine can show.
    const body = ['User-agent: *', 'Disallow: /app/', 'Disallow: /api/', 'Disallow: /_server/', 'Disallow: /auth/', '', `Sitemap: ${url(SITEMAP_PATH)}`, ''].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', FEED_CACHE_CONTROL).send(body);
  });
};
