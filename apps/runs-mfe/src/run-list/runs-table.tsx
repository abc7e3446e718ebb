import { isActiveRun, runDurationMs, type TestRun } from '@verity/contracts';
import { NavigateLink, ROUTES, routeTo, useRemoteProps } from '@verity/mfe';
import { DataTable, type DataTableColumn, formatDateTime, formatDuration } from '@verity/ui';
import { isInfrastructureFailure } from '../shared/run-status';
import { failingStep, stepRows } from '../shared/run-steps';
import { RelativeTime, RunStatusBadge } from '../shared/status-badges';

/** The verdict column: which step a failed run stopped at, since the status already says it failed. */
function verdictCell(run: TestRun): { text: string; tone: 'passed' | 'failed' | 'none' } {
  if (run.verdict === 'passed') return { text: 'Passed', tone: 'passed' };
  if (run.verdict === 'failed') {
    const failing = failingStep(stepRows(run));
    return { text: failing ? `Failed at step ${failing.number}` : 'Failed', tone: 'failed' };
  }
  if (isInfrastructureFailure(run)) return { text: 'No verdict', tone: 'none' };
  return { text: '—', tone: 'none' };
}

function StartedCell({ run }: { run: TestRun }) {
  if (run.started_at) return <RelativeTime iso={run.started_at} />;
  if (run.status === 'pending' && run.queued_at) {
    return (
      <span className="ui-muted">
        Queued <RelativeTime iso={run.queued_at} />
      </span>
    );
  }
  return <span className="ui-muted">Not started</span>;
}

function FinishedCell({ run }: { run: TestRun }) {
  if (run.finished_at) return <RelativeTime iso={run.finished_at} />;
  return <span className="ui-muted">{isActiveRun(run) ? 'In progress' : '—'}</span>;
}

const RUN_COLUMNS: DataTableColumn[] = [
  { label: 'Status' },
  { label: 'Test' },
  { label: 'Started' },
  { label: 'Finished' },
  { label: 'Duration', className: 'rm-num' },
  { label: 'Credits', className: 'rm-num' },
  { label: 'Verdict' },
];

/** Runs as a table (stacked cards on narrow screens); each run's test name opens the run. */
export function RunsTable({ runs, labelledBy }: { runs: TestRun[]; labelledBy: string }) {
  const { navigate } = useRemoteProps();
  return (
    <DataTable columns={RUN_COLUMNS} labelledBy={labelledBy}>
      {runs.map((run) => {
        const duration = run.finished_at ? runDurationMs(run) : null;
        const verdict = verdictCell(run);
        const when = run.started_at ?? run.queued_at ?? run.created_at;
        return (
          <tr key={run.id}>
            <td data-label="Status">
              <RunStatusBadge status={run.status} />
            </td>
            <td data-label="Test">
              <span>
                <NavigateLink
                  to={routeTo(ROUTES.run, { runId: run.id })}
                  navigate={navigate}
                  className="rm-run-link"
                  label={`${run.configuration.name}, run of ${formatDateTime(when)}`}
                >
                  {run.configuration.name}
                </NavigateLink>
                <span className="rm-url">{run.configuration.base_url}</span>
              </span>
            </td>
            <td data-label="Started" className="rm-when">
              <StartedCell run={run} />
            </td>
            <td data-label="Finished" className="rm-when">
              <FinishedCell run={run} />
            </td>
            <td data-label="Duration" className="rm-num">
              {duration === null ? '—' : formatDuration(duration)}
            </td>
            <td data-label="Credits" className="rm-num">
              {run.credits_used}
            </td>
            <td data-label="Verdict">
              <span className={`rm-verdict rm-verdict-${verdict.tone}`}>{verdict.text}</span>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
