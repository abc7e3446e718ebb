import { runDurationMs, runInstructions, type TestRun } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo } from '@verity/mfe';
import { useTestRuns } from '../data/get-test-runs';
import { DataTable, type DataTableColumn, ErrorState, formatDuration, LoadingState, useDomId } from '@verity/ui';
import { RelativeTime, RunStatusBadge } from '../shared/run-status-badge';

/** How many of this test's runs the view lists; all of them are on the runs screen. */
export const RUN_HISTORY_LIMIT = 20;

const RUN_COLUMNS: DataTableColumn[] = [{ label: 'Result' }, { label: 'Started' }, { label: 'Duration' }, { label: 'Steps passed' }, { label: 'Credits' }];

function stepsPassed(run: TestRun): string {
  const total = runInstructions(run.configuration).length;
  if (total === 0) return '—';
  const passed = run.steps.filter((step) => step.status === 'completed').length;
  return `${passed} / ${total}`;
}

/** The test's newest runs with their status, when, how long, steps passed and credits. */
export function RunHistory({ testId }: { testId: string }) {
  const headingId = useDomId();
  const runs = useTestRuns({ test_id: testId, limit: RUN_HISTORY_LIMIT });
  return (
    <section className="ui-section" aria-labelledby={headingId}>
      <div className="ui-section-header">
        <h2 id={headingId}>Run history</h2>
        <InternalLink to={routeTo(ROUTES.runs, {}, { test_id: testId })}>All runs of this test</InternalLink>
      </div>
      {runs.isPending ? (
        <LoadingState label="Loading the runs…" />
      ) : runs.isError ? (
        <ErrorState title="The runs of this test could not be loaded." error={runs.error} onRetry={() => void runs.refetch()} />
      ) : runs.data.length === 0 ? (
        <div className="ui-empty">
          <p>No runs yet. Press “Run now” to run this test in a real browser and watch each step.</p>
        </div>
      ) : (
        <DataTable columns={RUN_COLUMNS} labelledBy={headingId}>
          {runs.data.map((run) => {
            const duration = runDurationMs(run);
            return (
              <tr key={run.id}>
                <td>
                  <InternalLink to={routeTo(ROUTES.run, { runId: run.id })} className="tm-last-run">
                    <RunStatusBadge status={run.status} />
                    <span className="ui-sr-only"> run details</span>
                  </InternalLink>
                </td>
                <td>
                  <RelativeTime iso={run.started_at ?? run.queued_at ?? run.created_at} />
                </td>
                <td>{duration === null ? '—' : formatDuration(duration)}</td>
                <td>{stepsPassed(run)}</td>
                <td>{run.credits_used}</td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </section>
  );
}
