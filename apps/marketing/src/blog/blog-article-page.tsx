import { type MouseEvent, useLayoutEffect } from 'react';
import { type BlogArticle } from '@verity/contracts';
import { InternalLink, type Navigate, type RemoteProps, useRemoteProps } from '@verity/mfe';
import { NotFoundScreen, usePageMeta } from '@verity/ui';
import { formatArticleDate, formatReadingTime } from '../shared/format';
import { PUBLIC_PAGE_META } from '../shared/page-meta';
import { RUN_CREDIT_COST, SIGNUP_CREDITS } from '../shared/pricing';
import { Screen } from '../shared/screen';
import { SiteFooter } from '../shared/site-footer';
import { useBlogArticle } from './data/get-blog-article';

export function BlogArticlePage({ params, navigate }: RemoteProps) {
  const slug = params.slug ?? '';
  const article = useBlogArticle({ slug });

  // The shell keeps the scroll position across routes; an article opened from a list starts at its top.
  useLayoutEffect(() => window.scrollTo?.(0, 0), [slug]);

  // Until the article is in, the page is the blog's.
  if (article.isPending) {
    return (
      <Screen {...PUBLIC_PAGE_META.blogIndex}>
        <p role="status" className="mk-article ui-muted">
          Loading the article…
        </p>
      </Screen>
    );
  }
  if (article.isError) {
    return (
      <Screen {...PUBLIC_PAGE_META.blogIndex}>
        <div className="mk-article">
          <div role="alert" className="ui-alert">
            <p>The article could not be loaded. Check your connection and try again.</p>
            <button type="button" className="mk-button mk-button-secondary" onClick={() => void article.refetch()}>
              Try again
            </button>
          </div>
        </div>
      </Screen>
    );
  }
  if (article.data === null) return <ArticleNotFound />;
  return <ArticleView article={article.data} navigate={navigate} />;
}

/** The app's not-found screen, in the app's look rather than the public site's. */
function ArticleNotFound() {
  const { config } = useRemoteProps();
  usePageMeta({ ...PUBLIC_PAGE_META.articleNotFound, socialHandle: config.socialHandle });
  return (
    <NotFoundScreen
      heading="Article not found"
      onGoBack={() => window.history.back()}
      renderLink={({ href, className, children }) => (
        <InternalLink to={href} className={className}>
          {children}
        </InternalLink>
      )}
    >
      <p className="ui-lead">
        There is no article at this address. It may have been renamed or removed.{' '}
        <InternalLink to="/blog/">Back to the blog</InternalLink>
      </p>
    </NotFoundScreen>
  );
}

/** A path of the app (`/blog/other-article`), as opposed to a file the server sends (`/rss.xml`). */
function isAppPath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = href.split(/[?#]/)[0] ?? '';
  return !/\.[a-z0-9]+$/i.test(path);
}

function ArticleView({ article, navigate }: { article: BlogArticle; navigate: Navigate }) {

  // Links inside the body are plain <a> in the rendered HTML: send the ones to other pages of the app
  // through the shell's router, as <InternalLink> would, instead of reloading the whole app.
  const handleBodyClick = (event: MouseEvent<HTMLDivElement>) => {
    const isModified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || isModified) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || (anchor.target && anchor.target !== '_self') || !isAppPath(href)) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <Screen title={article.title} description={article.excerpt} image={article.coverImageUrl}>
      <article className="mk-article" aria-labelledby="mk-article-title">
        <InternalLink to="/blog/" className="mk-back">
          ← All articles
        </InternalLink>
        <h1 id="mk-article-title">{article.title}</h1>
        <p className="mk-byline">
          {article.author ? <span>By {article.author}</span> : null}
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          <span>{formatReadingTime(article.readingMinutes)}</span>
        </p>
        {article.coverImageUrl ? (
          // Decorative: the cover repeats the title, which is right above it.
          <img className="mk-article-cover" src={article.coverImageUrl} alt="" width={1200} height={630} />
        ) : null}
        <div
          className="mk-prose"
          onClick={handleBodyClick}
          // Safe to inject: libs/blog renders the Markdown with markdown-it's `html: false`, so raw HTML in an
          // article is escaped rather than passed through, and javascript:/data: links are refused. Nothing a
          // visitor sends ends up here; the body comes from the repository's content/blog.
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
        <footer className="mk-article-footer">
          <div className="mk-cta">
            <h2>Try it on your own site</h2>
            <p className="ui-muted">
              Sign up and get {SIGNUP_CREDITS} free credits, enough for {Math.floor(SIGNUP_CREDITS / RUN_CREDIT_COST)} runs.
            </p>
            <div className="mk-actions">
              <InternalLink to="/signup" className="mk-button">
                Sign up free
              </InternalLink>
              <InternalLink to="/blog/">More articles</InternalLink>
            </div>
          </div>
        </footer>
      </article>
      <SiteFooter />
    </Screen>
  );
}
