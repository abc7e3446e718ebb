import { type MarketingServerRenderer, type ServerRenderBlog } from '@verity/contracts';
import { type RemoteViewName } from '@verity/mfe';
import { renderRemoteViewToString, type ServerViewData } from '@verity/mfe/server';
import { FEATURED_ARTICLES, RECENT_ARTICLES } from '../blog/data/article-lists';
import { blogKeys } from '../blog/data/keys';
import { MARKETING_VIEWS } from '../views';

type MarketingView = RemoteViewName<'marketing'>;

/** What each page reads, from the articles the BFF keeps; null when the page has nothing to show. */
const VIEW_DATA: Record<MarketingView, (params: Record<string, string>, blog: ServerRenderBlog) => ServerViewData | null> = {
  landing: (_params, blog) => [[blogKeys.articles(FEATURED_ARTICLES), blog.list(FEATURED_ARTICLES)]],
  'blog-index': (_params, blog) => [
    [blogKeys.articles(FEATURED_ARTICLES), blog.list(FEATURED_ARTICLES)],
    [blogKeys.articles(RECENT_ARTICLES), blog.list(RECENT_ARTICLES)],
  ],
  'blog-article': ({ slug = '' }, blog) => {
    const article = blog.get(slug);
    // The app's not-found screen has a "Go back" button, which needs the app.
    return article ? [[blogKeys.article(slug), article]] : null;
  },
  terms: () => [],
  privacy: () => [],
};

const isMarketingView = (view: string): view is MarketingView => Object.hasOwn(MARKETING_VIEWS, view);

/**
 * The marketing remote's server renderer (built to .server/render.mjs beside its bundles): one public page's
 * content as an anonymous visitor sees it.
 */
export const renderPublicPage: MarketingServerRenderer['renderPublicPage'] = ({ view, params, config, blog }) => {
  if (!isMarketingView(view)) throw new Error(`The public site has no view "${view}".`);
  const data = VIEW_DATA[view](params, blog);
  if (!data) return null;
  return renderRemoteViewToString({ remote: 'marketing', view, View: MARKETING_VIEWS[view], params, config, data });
};
