import { BLOG_FEATURED_LIMIT, BLOG_RECENT_LIMIT } from '@verity/contracts';
import { type RemoteProps } from '@verity/mfe';
import { useMarketingStyles } from '../shared/marketing-styles';
import { PUBLIC_PAGE_META, useMarketingPageMeta } from '../shared/page-meta';
import { SiteFooter } from '../shared/site-footer';
import { ArticleList } from './article-list';
import { FEATURED_ARTICLES, RECENT_ARTICLES } from './data/article-lists';
import { useBlogArticles } from './data/get-blog-articles';

export function BlogIndexPage(_props: RemoteProps) {
  useMarketingStyles();
  useMarketingPageMeta(PUBLIC_PAGE_META.blogIndex);
  const featured = useBlogArticles(FEATURED_ARTICLES);
  const recent = useBlogArticles(RECENT_ARTICLES);

  return (
    <div className="mk">
      <header className="mk-section-intro">
        <p className="mk-eyebrow">The Verity blog</p>
        <h1>Blog</h1>
        <p className="mk-lead">
          Practical notes on testing websites with plain-English steps: writing tests worth keeping, reading failures fast, and
          running Verity yourself.
        </p>
        <p className="mk-small">
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
    </div>
  );
}
