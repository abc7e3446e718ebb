import { type SuiteRun } from '@verity/contracts';
import { InternalLink, NavigateLink, type RemoteProps, ROUTES, routeTo, useRemoteProps } from '@verity/mfe';
import { DataTable, type DataTableColumn, ErrorState, formatDateTime, formatDuration, LoadingState, useDomId } from '@verity/ui';
import { useSuiteRuns } from '../data/get-suite-runs';
import { FilterNotice } from '../shared/filter-notice';
import { Screen } from '../shared/screen';
import { RelativeTime, SuiteStatusBadge } from '../shared/status-badges';
import { useNow } from '../shared/use-now';
import { suiteCountsText, suiteElapsedMs } from './suite-summary';

const DESCRIPTION = 'Every run of a folder’s tests together, newest first: progress, verdicts and timing.';
const SUITE_LIST_LIMIT = 50;

/** /app/suites (optionally ?folder_id=…): the suite runs, newest first, polled while one runs. */
export function SuiteListPage({ search }: RemoteProps) {
  const folderId = new URLSearchParams(search).get('folder_id') || undefined;
  const suites = useSuiteRuns({ folder_id: folderId, limit: SUITE_LIST_LIMIT });
  const headingId = useDomId();
  const folderName = folderId ? suites.data?.[0]?.name : undefined;

  return (
    <Screen title="Suite runs" description={DESCRIPTION}>
      <p className="ui-breadcrumb">
        <InternalLink to={ROUTES.runs}>Runs</InternalLink>
      </p>
      <header className="rm-page-header">
        <div>
          <h1 id={headingId}>Suite runs</h1>
          <p className="ui-lead">A suite runs every test of a folder at once. Start one with “Run folder” on the tests page.</p>
        </div>
      </header>

      {folderId && (
        <FilterNotice clearTo={ROUTES.suites}>
          Showing the suite runs of {folderName ? <strong>{folderName}</strong> : 'one folder'}.
        </FilterNotice>
      )}

      {suites.isPending ? (
        <LoadingState label="Loading the suite runs…" lines={4} />
      ) : suites.isError ? (
        <ErrorState title="The suite runs could not be loaded." error={suites.error} onRetry={() => void suites.refetch()} />
      ) : suites.data.length === 0 ? (
        <div className="ui-empty">
          <h2>No suite runs yet</h2>
          <p>Open a folder on the tests page and press “Run folder”: every test in it runs, and the suite shows up here.</p>
          <div className="rm-actions">
            <InternalLink to={ROUTES.tests} className="ui-button">
              Go to your tests
            </InternalLink>
          </div>
        </div>
      ) : (
        <SuitesTable suites={suites.data} labelledBy={headingId} />
      )}
    </Screen>
  );
}

const SUITE_COLUMNS: DataTableColumn[] = [
  { label: 'Status' },
  { label: 'Folder' },
  { label: 'Started' },
  { label: 'Duration', className: 'rm-num' },
  { label: 'Runs' },
  { label: 'Credits', className: 'rm-num' },
];

function SuitesTable({ suites, labelledBy }: { suites: SuiteRun[]; labelledBy: string }) {
  const { navigate } = useRemoteProps();
  const now = useNow(suites.some((suite) => suite.status === 'running'));
  return (
    <DataTable columns={SUITE_COLUMNS} labelledBy={labelledBy}>
      {suites.map((suite) => (
        <tr key={suite.id}>
          <td data-label="Status">
            <SuiteStatusBadge status={suite.status} />
          </td>
          <td data-label="Folder">
            <NavigateLink
              to={routeTo(ROUTES.suite, { suiteId: suite.id })}
              navigate={navigate}
              className="rm-run-link"
              label={`${suite.name}, suite run of ${formatDateTime(suite.created_at)}`}
            >
              {suite.name}
            </NavigateLink>
          </td>
          <td data-label="Started" className="rm-when">
            <RelativeTime iso={suite.created_at} />
          </td>
          <td data-label="Duration" className="rm-num">
            {formatDuration(suiteElapsedMs(suite, now))}
          </td>
          <td data-label="Runs">{suiteCountsText(suite)}</td>
          <td data-label="Credits" className="rm-num">
            {suite.credits_used}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
