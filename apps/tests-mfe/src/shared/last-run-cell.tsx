import { type TestRun } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo } from '@verity/mfe';
import { RelativeTime, RunStatusBadge } from './run-status-badge';
import { runTime } from './run-summary';

type LastRunCellProps = {
  run: TestRun | undefined;
  /** The runs are still loading, or failed to: no claim that the test never ran. */
  isUnknown?: boolean;
};

/** A test's newest run: its status and when, linking to the run; "Not run yet" without one. */
export function LastRunCell({ run, isUnknown = false }: LastRunCellProps) {
  if (!run) {
    return isUnknown ? (
      <span className="ui-muted">—</span>
    ) : (
      <span className="tm-status tm-status-none">Not run yet</span>
    );
  }
  return (
    <InternalLink to={routeTo(ROUTES.run, { runId: run.id })} className="tm-last-run">
      <RunStatusBadge status={run.status} />
      <span className="tm-when">
        <RelativeTime iso={runTime(run)} />
      </span>
    </InternalLink>
  );
}
