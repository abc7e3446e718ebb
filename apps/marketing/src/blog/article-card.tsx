import { type BlogArticleSummary } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo } from '@verity/mfe';
import { formatArticleDate, formatReadingTime } from '../shared/format';

/** An article in a list: cover, title (the link, stretched over the card), excerpt, date and reading time. */
export function ArticleCard({ article, headingLevel = 3 }: { article: BlogArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="mk-card">
      {article.coverImageUrl ? (
        // The title says what the cover shows; a screen reader would only hear it twice.
        <img className="mk-card-cover" src={article.coverImageUrl} alt="" width={1200} height={630} loading="lazy" decoding="async" />
      ) : null}
      <div className="mk-card-body">
        <Heading>
          <InternalLink to={routeTo(ROUTES.blogArticle, { slug: article.slug })}>{article.title}</InternalLink>
        </Heading>
        <p className="mk-card-excerpt">{article.excerpt}</p>
        <p className="mk-byline">
          <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
          <span>{formatReadingTime(article.readingMinutes)}</span>
        </p>
      </div>
    </article>
  );
}
