import { useState } from 'react';
import { isActiveRun, RUN_STATUS_LABELS, RUN_STATUSES, type RunStatus, type TestRun } from '@verity/contracts';
import { InternalLink, type RemoteProps, ROUTES, routeTo } from '@verity/mfe';
import { useTest } from '../data/get-test';
import { useTestRuns } from '../data/get-test-runs';
import { useLiveRunUpdates } from '../data/use-live-run-updates';
import { FilterNotice } from '../shared/filter-notice';
import { LiveIndicator } from '../shared/live-indicator';
import { Screen } from '../shared/screen';
import { RunsTable } from './runs-table';
import { ErrorState, LoadingState, useDomId } from '@verity/ui';

const DESCRIPTION = 'Every run of your tests, newest first: its status, timing, credits and verdict.';

/** How many runs one page lists: the API's maximum. */
export const RUN_LIST_LIMIT = 100;

type StatusFilter = RunStatus | 'all';

/** /app/runs (optionally ?test_id=…): the runs, newest first, live while any of them is queued or running. */
export function RunListPage({ search }: RemoteProps) {
  const testId = new URLSearchParams(search).get('test_id') || null;
  const runs = useTestRuns(testId ? { test_id: testId, limit: RUN_LIST_LIMIT } : { limit: RUN_LIST_LIMIT });
  const test = useTest(testId);
  const hasActiveRun = runs.data?.some(isActiveRun) ?? false;
  const liveState = useLiveRunUpdates(null, true);
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const headingId = useDomId();
  const statusFieldId = useDomId();

  // The test's current name; a deleted test's runs still carry the name it had when they ran.
  const testName = test.data?.configuration.name ?? runs.data?.[0]?.configuration.name ?? null;
  const title = testId ? (testName ? `Runs of ${testName}` : 'Runs of a test') : 'Runs';
  const shown = statusFilter === 'all' ? runs.data : runs.data?.filter((run) => run.status === statusFilter);

  return (
    <Screen title={title} description={DESCRIPTION}>
      <header className="rm-page-header">
        <div>
          <h1 id={headingId}>Runs</h1>
          <p className="ui-lead">
            {testId ? 'The runs of one test, newest first.' : 'All your runs, newest first.'} Open one to see every step with its
            screenshot, the verdict and the trace.
          </p>
        </div>
        <div className="rm-actions">
          <LiveIndicator state={liveState} isActive={hasActiveRun} />
          <InternalLink to={ROUTES.suites} className="ui-button ui-button-secondary ui-button-small">
            Suite runs
          </InternalLink>
        </div>
      </header>

      {testId && (
        <FilterNotice clearTo={ROUTES.runs}>
          Showing the runs of{' '}
          {testName ? (
            <InternalLink to={routeTo(ROUTES.test, { testId: testId })}>
              <strong>{testName}</strong>
            </InternalLink>
          ) : (
            'one test'
          )}
          .
        </FilterNotice>
      )}

      {runs.isPending ? (
        <LoadingState label="Loading the runs…" lines={5} />
      ) : runs.isError ? (
        <ErrorState title="The runs could not be loaded." error={runs.error} onRetry={() => void runs.refetch()} />
      ) : runs.data.length === 0 ? (
        <EmptyRuns testId={testId} />
      ) : (
        <>
          <div className="rm-toolbar">
            <p className="rm-count" aria-live="polite">
              <RunCount runs={runs.data} shown={shown?.length ?? 0} statusFilter={statusFilter} />
            </p>
            <div>
              <label htmlFor={statusFieldId}>Status</label>
              <select id={statusFieldId} value={statusFilter} onChange={(event) => setStatusFilter(event.target.value as StatusFilter)}>
                <option value="all">All statuses</option>
                {RUN_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {RUN_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {shown && shown.length > 0 ? (
            <RunsTable runs={shown} labelledBy={headingId} />
          ) : (
            <div className="ui-empty">
              <p>No {RUN_STATUS_LABELS[statusFilter as RunStatus].toLowerCase()} runs here.</p>
              <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={() => setStatusFilter('all')}>
                Show all statuses
              </button>
            </div>
          )}
        </>
      )}
    </Screen>
  );
}

function RunCount({ runs, shown, statusFilter }: { runs: TestRun[]; shown: number; statusFilter: StatusFilter }) {
  const total = runs.length === RUN_LIST_LIMIT ? `the latest ${RUN_LIST_LIMIT} runs` : runs.length === 1 ? '1 run' : `${runs.length} runs`;
  if (statusFilter === 'all') return <>Showing {total}.</>;
  return (
    <>
      {shown} {RUN_STATUS_LABELS[statusFilter].toLowerCase()} of {total}.
    </>
  );
}

function EmptyRuns({ testId }: { testId: string | null }) {
  if (testId) {
    return (
      <div className="ui-empty">
        <h2>This test has not run yet</h2>
        <p>Run it from the test’s page: you can watch every step live, then read the verdict here.</p>
        <div className="rm-actions">
          <InternalLink to={routeTo(ROUTES.test, { testId: testId })} className="ui-button">
            Open the test
          </InternalLink>
        </div>
      </div>
    );
  }
  return (
    <div className="ui-empty">
      <h2>No runs yet</h2>
      <p>Run a test and it shows up here, with each step’s status and screenshot, the verdict, and a trace to replay.</p>
      <div className="rm-actions">
        <InternalLink to={ROUTES.tests} className="ui-button">
          Go to your tests
        </InternalLink>
      </div>
    </div>
  );
}
