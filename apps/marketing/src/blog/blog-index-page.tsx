import { BLOG_FEATURED_LIMIT, BLOG_RECENT_LIMIT } from '@verity/contracts';
import { type RemoteProps } from '@verity/mfe';
import { PUBLIC_PAGE_META } from '../shared/page-meta';
import { Screen } from '../shared/screen';
import { SiteFooter } from '../shared/site-footer';
import { ArticleList } from './article-list';
import { FEATURED_ARTICLES, RECENT_ARTICLES } from './data/article-lists';
import { useBlogArticles } from './data/get-blog-articles';

export function BlogIndexPage(_props: RemoteProps) {
  const featured = useBlogArticles(FEATURED_ARTICLES);
  const recent = useBlogArticles(RECENT_ARTICLES);

  return (
    <Screen {...PUBLIC_PAGE_META.blogIndex}>
      <header className="mk-section-intro">
        <p className="mk-eyebrow">The Verity blog</p>
        <h1>Blog</h1>
        <p className="mk-lead">
          Practical notes on testing websites with plain-English steps: writing tests worth keeping, reading failures fast, and
          running Verity yourself.
        </p>
        <p className="ui-small">
          <a href="/rss.xml">Subscribe with RSS</a>
        </p>
      </header>

      <section aria-labelledby="mk-featured-heading" className="mk-section mk-section-first">
        <h2 id="mk-featured-heading">Featured</h2>
        <ArticleList query={featured} expectedCount={BLOG_FEATURED_LIMIT} label="Featured articles" emptyText="No featured articles yet." />
      </section>

      <section aria-labelledby="mk-recent-heading" className="mk-section">
        <h2 id="mk-recent-heading">Recent articles</h2>
        <ArticleList query={recent} expectedCount={BLOG_RECENT_LIMIT} label="Recent articles" emptyText="No other articles yet." />
      </section>

      <SiteFooter />
    </Screen>
  );
}
