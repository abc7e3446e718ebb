import { isActiveRun, type TestRun } from '@verity/contracts';
import { InternalLink, type RemoteProps, ROUTES, routeTo } from '@verity/mfe';
import { useRunLoader } from '../data/get-test-run';
import { useLiveRunUpdates } from '../data/use-live-run-updates';
import { LiveIndicator } from '../shared/live-indicator';
import { isInfrastructureFailure, isReviewableRun, isUnfinishedRun } from '../shared/run-status';
import { RunNotFound } from '../shared/run-not-found';
import { stepRows } from '../shared/run-steps';
import { Screen } from '../shared/screen';
import { RunStatusBadge, VerdictBadge } from '../shared/status-badges';
import { FailureSection, PassSection } from './outcome-sections';
import { ReviewSection } from './review-section';
import { LoadingState } from '@verity/ui';
import { RunBreadcrumb } from '../shared/run-breadcrumb';

const UNFINISHED_NOTICES: Partial<Record<TestRun['status'], string>> = {
  created: 'This run has not been queued yet.',
  pending: 'This run is queued.',
  running: 'This run is still running.',
};

const DESCRIPTION = 'The review of a run: why it passed or failed, the failing step with its screenshots, and your decision.';

/** /app/editor/review/{runId}: what happened, why, and the reviewer's decision. */
export function RunReviewPage({ params }: RemoteProps) {
  const runId = params.runId ?? '';
  const { run, isNotFound } = useRunLoader(runId);
  if (isNotFound) return <RunNotFound />;
  if (!run) {
    return (
      <Screen title="Run review" description={DESCRIPTION}>
        <LoadingState label="Loading the run…" lines={6} />
      </Screen>
    );
  }
  return <RunReview run={run} />;
}

function RunReview({ run }: { run: TestRun }) {
  const liveState = useLiveRunUpdates(run.id, isUnfinishedRun(run));
  const rows = stepRows(run);
  const { name } = run.configuration;

  return (
    <Screen title={`Review of ${name}`} description={DESCRIPTION}>
      <header className="rm-page-header">
        <div>
          <RunBreadcrumb run={run} />
          <h1>Review: {name}</h1>
          <div className="rm-badges">
            <RunStatusBadge status={run.status} />
            <VerdictBadge run={run} />
            <LiveIndicator state={liveState} isActive={isActiveRun(run)} />
          </div>
        </div>
        <div className="rm-actions">
          <InternalLink to={routeTo(ROUTES.run, { runId: run.id })} className="ui-button ui-button-secondary">
            Back to the run
          </InternalLink>
          {run.test_id && (
            <InternalLink to={routeTo(ROUTES.test, { testId: run.test_id })} className="ui-button ui-button-secondary">
              Open the test
            </InternalLink>
          )}
        </div>
      </header>

      {run.status === 'unknown' ? (
        <div className="ui-notice">
          <p>Verity does not know how this run ended, so there is no verdict to review. Run the test again to get one.</p>
        </div>
      ) : isUnfinishedRun(run) ? (
        <div className="ui-notice" role="status">
          <p>
            {UNFINISHED_NOTICES[run.status] ?? 'This run has not finished.'} Its review opens here as soon as it finishes.{' '}
            <InternalLink to={routeTo(ROUTES.run, { runId: run.id })}>Watch it live</InternalLink>
          </p>
        </div>
      ) : run.status === 'cancelled' ? (
        <div className="ui-notice">
          <p>This run was cancelled before it finished, so there is no verdict to review. Run the test again to get one.</p>
        </div>
      ) : run.status === 'completed' ? (
        <PassSection run={run} rows={rows} />
      ) : isInfrastructureFailure(run) ? (
        <div className="ui-alert">
          <p className="ui-alert-title">The run could not finish</p>
          <p>{run.summary ?? run.error ?? 'The browser or the worker stopped before the run ended.'}</p>
          <p className="ui-small">This is no verdict on your site: run the test again.</p>
        </div>
      ) : (
        <FailureSection run={run} rows={rows} />
      )}

      {isReviewableRun(run) && <ReviewSection run={run} />}
    </Screen>
  );
}
