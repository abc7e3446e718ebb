import { useInfiniteQuery } from '@tanstack/react-query';
import { type CreditLedgerEntry } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo, useRemoteProps } from '@verity/mfe';
import { creditsHistoryInfiniteQueryOptions } from '@verity/query';
import { errorText, LoadingState } from '@verity/ui';
import { describeLedgerEntry, formatDateTime, formatDelta } from '../shared/format';
import { QueryError } from '../shared/query-error';

/** Entries per page of the history. */
export const HISTORY_PAGE_SIZE = 20;

export function CreditsHistorySection() {
  const { api } = useRemoteProps();
  const history = useInfiniteQuery(creditsHistoryInfiniteQueryOptions(api, { limit: HISTORY_PAGE_SIZE }));
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="billing-section" aria-labelledby="billing-history-title">
      <h2 id="billing-history-title">Credits history</h2>
      {history.isPending ? (
        <LoadingState label="Loading your credits history…" />
      ) : history.isError && entries.length === 0 ? (
        <QueryError what="Your credits history" error={history.error} onRetry={() => void history.refetch()} />
      ) : entries.length === 0 ? (
        <p className="ui-empty">No changes to your credits yet. Purchases, promo codes and test runs will show here.</p>
      ) : (
        <>
          {/* Focusable so a keyboard can scroll the table sideways on a narrow screen. */}
          <div className="ui-table-wrap billing-history-wrap" role="region" aria-labelledby="billing-history-title" tabIndex={0}>
            <table className="ui-table billing-history">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Description</th>
                  <th scope="col" className="billing-number">
                    Change
                  </th>
                  <th scope="col" className="billing-number">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <HistoryRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          {history.isFetchNextPageError ? (
            <p role="alert" className="ui-alert">
              More history could not be loaded: {errorText(history.error)}
            </p>
          ) : null}
          {history.hasNextPage ? (
            <p className="billing-more">
              <button
                type="button"
                className="ui-button ui-button-secondary"
                disabled={history.isFetchingNextPage}
                aria-busy={history.isFetchingNextPage || undefined}
                onClick={() => void history.fetchNextPage()}
              >
                {history.isFetchingNextPage ? 'Loading more…' : 'Load more'}
              </button>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function HistoryRow({ entry }: { entry: CreditLedgerEntry }) {
  const { text, runId } = describeLedgerEntry(entry);
  return (
    <tr>
      <td>
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </td>
      <td className="billing-reason">
        {text}
        {runId ? (
          <>
            {' · '}
            <InternalLink to={routeTo(ROUTES.run, { runId })}>View run</InternalLink>
          </>
        ) : null}
      </td>
      <td className={`billing-number ${entry.delta < 0 ? 'billing-debit' : 'billing-credit'}`}>{formatDelta(entry.delta)}</td>
      <td className="billing-number">{entry.balance_after.toLocaleString()}</td>
    </tr>
  );
}
