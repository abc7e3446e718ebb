import { type RuntimeConfig } from '@verity/config';
import { type BlogArticle, type BlogArticlesFilter, type BlogArticleSummary } from './blog';

/**
 * Server rendering of the public pages. An anonymous first visit to the landing page, the blog or a legal page
 * gets the page's HTML and CSS, with no script: the content is on screen at the first paint and nothing waits
 * for the app's JavaScript. The shell and the marketing remote each build a renderer next to their bundles;
 * the BFF loads both and puts the page together (the shell's frame around the remote's content).
 */

/** Where each web app's renderer is built, under its bundles. A dot folder: the BFF never serves it as a file. */
export const SERVER_RENDERER_FILE = '.server/render.mjs';

/** Where the page's content goes in the shell's frame. */
export const SERVER_RENDER_SLOT = '<!--verity:page-->';

export type ServerRenderContext = {
  /** The page's path, e.g. `/blog/`. */
  pathname: string;
  config: RuntimeConfig;
};

/** HTML for the body, and the <style> elements it needs in the head. */
export type ServerRendered = { html: string; styles: string };

/** What the shell's renderer module exports: the page as an anonymous visitor sees it, SERVER_RENDER_SLOT for its content. */
export interface ShellServerRenderer {
  renderPublicFrame(context: ServerRenderContext): ServerRendered;
}

/** The articles a public page shows, read where the BFF keeps them. */
export interface ServerRenderBlog {
  list(filter?: BlogArticlesFilter): BlogArticleSummary[];
  get(slug: string): BlogArticle | null;
}

/** What the marketing remote's renderer module exports. */
export interface MarketingServerRenderer {
  /** One public page's content; null when the page has nothing to show and the app should say so (an unknown article). */
  renderPublicPage(context: ServerRenderContext & { view: string; params: Record<string, string>; blog: ServerRenderBlog }): ServerRendered | null;
}
