import { type UseQueryResult } from '@tanstack/react-query';
import { type BlogArticleSummary } from '@verity/contracts';
import { ArticleCard } from './article-card';

type ArticleListProps = {
  query: UseQueryResult<BlogArticleSummary[]>;
  /** How many placeholders to show while loading: the list's limit. */
  expectedCount: number;
  /** What to say when the list is empty. */
  emptyText: string;
  /** Names the list in messages ("Featured articles could not be loaded."). */
  label: string;
};

/** A list of article cards with its loading, empty and error states. */
export function ArticleList({ query, expectedCount, emptyText, label }: ArticleListProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="ui-sr-only">Loading {label.toLowerCase()}…</span>
        <div className="mk-card-grid" aria-hidden="true">
          {Array.from({ length: expectedCount }, (_, index) => (
            <div key={index} className="mk-skeleton" />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="ui-alert">
        <p>{label} could not be loaded. Check your connection and try again.</p>
        <button type="button" className="mk-button mk-button-secondary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className="mk-state">{emptyText}</p>;
  return (
    // Safari drops list semantics from a list without bullets unless the role is explicit.
    <ul className="mk-card-grid" role="list">
      {query.data.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
