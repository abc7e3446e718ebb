import { type TestRun } from '@verity/contracts';
import { formatClockTime, formatDuration, useDomId } from '@verity/ui';
import { type StepProgress, type StepRow, type StepRowOfKind } from '../shared/run-steps';
import { Candidates } from '../shared/candidates';
import { ExpandedSteps } from '../shared/expanded-steps';
import { ProposedFix } from '../shared/proposed-fix';
import { NoScreenshot, Screenshot } from '../shared/screenshot';
import { StepStatusBadge } from '../shared/status-badges';
import { VisualComparison } from '../shared/visual-comparison';
import { isInfrastructureFailure } from '../shared/run-status';

type StepListProps = { run: TestRun; rows: StepRow[]; progress: StepProgress };

/** Every step of the run in order, with what happened to it. */
export function StepList({ run, rows, progress }: StepListProps) {
  const headingId = useDomId();
  const progressId = useDomId();
  return (
    <section className="ui-section" aria-labelledby={headingId}>
      <div className="ui-section-header">
        <h2 id={headingId}>Steps</h2>
      </div>
      {progress.total === 0 ? (
        <div className="ui-empty">
          <p>This run has no steps: its test had no instructions when it ran.</p>
        </div>
      ) : (
        <>
          <div className="rm-progress">
            <progress id={progressId} max={progress.total} value={progress.done} />
            <label htmlFor={progressId}>
              {progress.done} of {progress.total} steps run
            </label>
          </div>
          <ol className="rm-steps" aria-labelledby={headingId}>
            {rows.map((row) =>
              row.kind === 'note' ? (
                <li key={row.key} className="rm-note">
                  <span className="ui-sr-only">Note: </span>
                  {row.text}
                </li>
              ) : (
                <StepItem key={row.key} run={run} row={row} />
              ),
            )}
          </ol>
        </>
      )}
    </section>
  );
}

/** Why a step has no outcome of its own once the run ended. */
function notRunReason(run: TestRun, result: StepRowOfKind['result']): string | null {
  if (result.error || (result.status !== 'cancelled' && result.status !== 'not_started')) return null;
  if (run.status === 'failed') return isInfrastructureFailure(run) ? 'Not run: the run could not finish (see above).' : 'Not run: an earlier step failed.';
  if (run.status === 'cancelled') return 'Not run: the run was cancelled.';
  return null;
}

function StepItem({ run, row }: { run: TestRun; row: StepRowOfKind }) {
  const { number, result } = row;
  const runId = run.id;
  const notRun = notRunReason(run, result);
  const headingId = useDomId();
  const hasEnded = result.status === 'completed' || result.status === 'failed';
  return (
    <li className={`rm-step rm-step-${result.status}`} aria-labelledby={headingId}>
      <span className="rm-step-number" aria-hidden="true">
        {number}
      </span>
      <div className="rm-step-body">
        <div className="rm-step-head">
          <h3 id={headingId} className="rm-step-instruction">
            <span className="ui-sr-only">Step {number}: </span>
            {result.instruction}
          </h3>
          <StepStatusBadge status={result.status} />
        </div>
        {result.expanded && result.expanded.length > 0 ? <ExpandedSteps steps={result.expanded} resolvedBy={result.resolved_by} /> : result.action && <p className="rm-step-action">{result.action}</p>}
        {result.locator && (
          <p className="rm-locator">
            <span className="ui-sr-only">Locator: </span>
            {result.locator}
          </p>
        )}
        {(result.started_at || typeof result.duration_ms === 'number') && (
          <p className="rm-step-meta">
            {result.started_at && (
              <span>
                Started <time dateTime={result.started_at}>{formatClockTime(result.started_at)}</time>
              </span>
            )}
            {typeof result.duration_ms === 'number' && <span>Took {formatDuration(result.duration_ms)}</span>}
            {typeof result.timeout_ms === 'number' && <span>Time limit {formatDuration(result.timeout_ms)}</span>}
          </p>
        )}
        {notRun && <p className="rm-step-meta">{notRun}</p>}
        {result.error && <p className="rm-step-error">{result.error}</p>}
        {result.candidates && result.candidates.length > 0 && <Candidates candidates={result.candidates} />}
        <ProposedFix run={run} result={result} heading="h4" />
        <VisualComparison run={run} result={result} number={number} heading="h4" />
      </div>
      <div className="rm-step-shot">
        {result.screenshot ? (
          <Screenshot
            runId={runId}
            name={result.screenshot}
            alt={`Screenshot after step ${number}`}
            title={`Step ${number}: ${result.instruction}`}
          />
        ) : (
          hasEnded && <NoScreenshot>No screenshot</NoScreenshot>
        )}
      </div>
    </li>
  );
}
