import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BlogLibrary } from '@verity/blog';
import { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { sendWebAppNotBuilt } from '../plugins/web-assets';
import { injectHeadTags, type PageHead, renderHeadTags } from '../seo/page-head';
import { absoluteUrl, articleHead, articleNotFoundHead, PUBLIC_PAGES, type PublicPagePath, publicPageHead } from '../seo/public-pages';
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
}

/**
 * The public pages (/, /blog/, /blog/{slug}, /terms, /privacy) as the shell's index.html with their own
 * title, description and share tags, so crawlers and link previews read them without running JavaScript.
 * The app then mounts as on any other route and takes the tags over; the remote that shows these pages is
 * preloaded with the shell. They answer whatever the Accept header says: crawlers and preview bots often send
 * none that names text/html.
 */
export const publicPages: FastifyPluginAsync<PublicPagesOptions> = async (app, { shellDir, blog, siteOrigin, socialHandle, remotePreloads }) => {
  async function sendPage(request: FastifyRequest, reply: FastifyReply, headFor: (siteUrl: string) => PageHead, status = 200) {
    const siteUrl = siteOrigin(request, reply);
    const context = { socialHandle, feedUrl: absoluteUrl(siteUrl, RSS_PATH) };
    let indexHtml: string;
    try {
      indexHtml = await readFile(join(shellDir, 'index.html'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return sendWebAppNotBuilt(reply);
      throw error;
    }
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(injectHeadTags(indexHtml, renderHeadTags(headFor(siteUrl), context) + (await remotePreloads())));
  }

  for (const path of Object.keys(PUBLIC_PAGES) as PublicPagePath[]) {
    app.get(path, (request, reply) => sendPage(request, reply, (siteUrl) => publicPageHead(path, siteUrl)));
  }
  // The shell's router answers /blog as well; its canonical address is /blog/.
  app.get('/blog', (request, reply) => sendPage(request, reply, (siteUrl) => publicPageHead('/blog/', siteUrl)));

  app.get<{ Params: { slug: string } }>('/blog/:slug', (request, reply) => {
    const article = blog.get(request.params.slug);
    // Still the app, which shows its not-found screen, but crawlers see a 404 and forget the address.
    if (!article) return sendPage(request, reply, articleNotFoundHead, 404);
    return sendPage(request, reply, (siteUrl) => articleHead(article, siteUrl));
  });
};
