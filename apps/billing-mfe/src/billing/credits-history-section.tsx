import { useInfiniteQuery } from '@tanstack/react-query';
import { type CreditLedgerEntry } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo, useRemoteProps } from '@verity/mfe';
import { creditsHistoryInfiniteQueryOptions } from '@verity/query';
import { DataTable, type DataTableColumn, errorText, LoadingState } from '@verity/ui';
import { describeLedgerEntry, formatDateTime, formatDelta } from '../shared/format';
import { QueryError } from '../shared/query-error';

/** Entries per page of the history. */
export const HISTORY_PAGE_SIZE = 20;

const HISTORY_COLUMNS: DataTableColumn[] = [
  { label: 'Date' },
  { label: 'Description' },
  { label: 'Change', className: 'billing-number' },
  { label: 'Balance', className: 'billing-number' },
];

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
          <DataTable
            columns={HISTORY_COLUMNS}
            labelledBy="billing-history-title"
            isScrollRegion
            className="billing-history"
            wrapClassName="billing-history-wrap"
          >
            {entries.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </DataTable>
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
