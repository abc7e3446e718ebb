import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BlogLibrary } from '@verity/blog';
import { type RuntimeConfigDocument, resolveRuntimeConfig } from '@verity/config';
import { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { sendWebAppNotBuilt } from '../plugins/web-assets';
import { injectHeadTags, type PageHead, renderHeadTags } from '../seo/page-head';
import { absoluteUrl, articleHead, articleNotFoundHead, PUBLIC_PAGES, type PublicPagePath, publicPageHead } from '../seo/public-pages';
import { type LoadServerRenderers, serverRenderedPage } from '../seo/server-rendered-page';
import { hasSessionCookie } from '../session/request-cookies';
import { type SiteOrigin } from '../site-origin';
import { RSS_PATH } from './feeds';

export interface PublicPagesOptions {
  /** Where the shell's index.html is. */
  shellDir: string;
  blog: BlogLibrary;
  /** Canonical and share URLs are absolute against it. */
  siteOrigin: SiteOrigin;
  socialHandle: string | null;
  /** Preload tags for the remote that shows the public pages (see remotePreloadTags). */
  remotePreloads: () => Promise<string>;
  /** The config the app reads from /config.json: the server-rendered pages are drawn with it. */
  runtimeConfig: RuntimeConfigDocument;
  serverRenderers: LoadServerRenderers;
}

/** The marketing remote's view of each public page. */
const PAGE_VIEWS: Record<PublicPagePath, string> = { '/': 'landing', '/blog/': 'blog-index', '/terms': 'terms', '/privacy': 'privacy' };

type PageView = { view: string; params: Record<string, string> };

/**
 * The public pages (/, /blog/, /blog/{slug}, /terms, /privacy) with their own title, description and share tags, so
 * crawlers and link previews read them without running JavaScript. They answer whatever the Accept header says:
 * crawlers and preview bots often send none that names text/html.
 *
 * A visitor without a session cookie gets the page rendered on the server, with no script: the shell's frame
 * around the marketing remote's content, on screen at the first paint. A visitor who may be signed in gets the
 * shell's index.html, and the app mounts as on any other route, with the public site's remote preloaded. So does
 * everyone while the renderers are not built or when rendering fails.
 */
export const publicPages: FastifyPluginAsync<PublicPagesOptions> = async (
  app,
  { shellDir, blog, siteOrigin, socialHandle, remotePreloads, runtimeConfig, serverRenderers },
) => {
  async function renderOnServer(request: FastifyRequest, indexHtml: string, headTags: string, siteUrl: string, { view, params }: PageView) {
    try {
      const renderers = await serverRenderers();
      if (!renderers) return null;
      const config = resolveRuntimeConfig(runtimeConfig, siteUrl);
      const pathname = request.url.split('?')[0] ?? '/';
      const content = renderers.marketing.renderPublicPage({ view, params, pathname, config, blog });
      if (!content) return null;
      return serverRenderedPage(indexHtml, headTags, renderers.shell.renderPublicFrame({ pathname, config }), content);
    } catch (error) {
      request.log.error({ err: error }, 'Server rendering of a public page failed: it is sent as the app instead.');
      return null;
    }
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, headFor: (siteUrl: string) => PageHead, { status = 200, view }: { status?: number; view?: PageView } = {}) {
    const siteUrl = siteOrigin(request, reply);
    const context = { socialHandle, feedUrl: absoluteUrl(siteUrl, RSS_PATH) };
    let indexHtml: string;
    try {
      indexHtml = await readFile(join(shellDir, 'index.html'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return sendWebAppNotBuilt(reply);
      throw error;
    }
    const headTags = renderHeadTags(headFor(siteUrl), context);
    const rendered = view && !hasSessionCookie(request.headers.cookie) ? await renderOnServer(request, indexHtml, headTags, siteUrl, view) : null;
    // Whether the page comes rendered depends on the session cookie.
    const vary = reply.getHeader('vary');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', vary ? `${String(vary)}, cookie` : 'cookie')
      .send(rendered ?? injectHeadTags(indexHtml, headTags + (await remotePreloads())));
  }

  for (const path of Object.keys(PUBLIC_PAGES) as PublicPagePath[]) {
    const view = { view: PAGE_VIEWS[path], params: {} };
    app.get(path, (request, reply) => sendPage(request, reply, (siteUrl) => publicPageHead(path, siteUrl), { view }));
  }
  // The shell's router answers /blog as well; its canonical address is /blog/.
  app.get('/blog', (request, reply) => sendPage(request, reply, (siteUrl) => publicPageHead('/blog/', siteUrl), { view: { view: PAGE_VIEWS['/blog/'], params: {} } }));

  app.get<{ Params: { slug: string } }>('/blog/:slug', (request, reply) => {
    const article = blog.get(request.params.slug);
    // Still the app, which shows its not-found screen, but crawlers see a 404 and forget the address.
    if (!article) return sendPage(request, reply, articleNotFoundHead, { status: 404 });
    return sendPage(request, reply, (siteUrl) => articleHead(article, siteUrl), { view: { view: 'blog-article', params: { slug: article.slug } } });
  });
};
