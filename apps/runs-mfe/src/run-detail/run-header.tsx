import { useState } from 'react';
import { isActiveRun, runDurationMs, type TestRun } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo, RunStartFailure, runStartErrorMessage, useRemoteProps, useRunTest } from '@verity/mfe';
import { type RunUpdatesState } from '@verity/query';
import { ConfirmDialog, DetailPageHeader, failureMessage, notify, plural, TextWithCommands } from '@verity/ui';
import { useCancelTestRun } from '../data/cancel-test-run';
import { useScheduleTestRun } from '../data/schedule-test-run';
import { formatClockTime, formatDate, formatDateTime, formatDuration } from '@verity/ui';
import { LiveIndicator } from '../shared/live-indicator';
import { isCancellableRun, isInfrastructureFailure, isReviewableRun } from '../shared/run-status';
import { type StepProgress } from '../shared/run-steps';
import { RunStatusBadge, VerdictBadge } from '../shared/status-badges';
import { useNow } from '../shared/use-now';
import { RunSessionLine } from './run-session';
import { RunBreadcrumb } from '../shared/run-breadcrumb';

type RunHeaderProps = { run: TestRun; liveState: RunUpdatesState; progress: StepProgress };

/** The run at a glance: which test, status and verdict, the summary, its timings and credits, and what to do next. */
export function RunHeader({ run, liveState, progress }: RunHeaderProps) {
  const isActive = isActiveRun(run);
  const { name, base_url: baseUrl } = run.configuration;
  return (
    <header>
      <DetailPageHeader as="div" className="rm-page-header" breadcrumb={<RunBreadcrumb run={run} />} title={name} url={baseUrl} actions={<RunActions run={run} />}>
        <div className="rm-badges">
          <RunStatusBadge status={run.status} />
          <VerdictBadge run={run} />
          <LiveIndicator state={liveState} isActive={isActive} />
        </div>
        {run.session && <RunSessionLine session={run.session} />}
      </DetailPageHeader>
      <RunSummary run={run} />
      <RunFacts run={run} progress={progress} />
    </header>
  );
}

function RunSummary({ run }: { run: TestRun }) {
  if (run.status === 'created') return <p className="rm-summary">This run is created but not queued yet.</p>;
  if (run.status === 'pending') return <p className="rm-summary">Queued: it starts as soon as a browser is free. This page updates by itself.</p>;
  if (run.status === 'running' && !run.summary) return <p className="rm-summary">Running in a real browser. Each step turns green as it passes.</p>;
  if (!run.summary && !run.error) return null;
  const tone = run.status === 'completed' ? 'rm-summary-completed' : run.status === 'failed' ? 'rm-summary-failed' : '';
  return (
    <div className={`rm-summary ${tone}`}>
      {run.summary && (
        <p>
          <TextWithCommands text={run.summary} />
        </p>
      )}
      {run.error && run.error !== run.summary && (
        <p>
          <strong>Error:</strong> <TextWithCommands text={run.error} />
        </p>
      )}
      {isInfrastructureFailure(run) && (
        <p className="ui-small ui-muted">This is not a verdict on your site: the run could not finish. Run it again.</p>
      )}
    </div>
  );
}

function RunFacts({ run, progress }: { run: TestRun; progress: StepProgress }) {
  const isRunning = run.status === 'running';
  const now = useNow(isRunning);
  const duration = runDurationMs(run, isRunning ? now : undefined);
  // The time to the second on its own line, the date under it: each fits a narrow card.
  const exact = (iso: string | null) =>
    iso ? (
      <time dateTime={iso} title={formatDateTime(iso)}>
        {formatClockTime(iso)}
        <span className="rm-fact-date">{formatDate(iso)}</span>
      </time>
    ) : (
      <span className="ui-muted">—</span>
    );
  return (
    <dl className="rm-facts">
      <div className="rm-fact">
        <dt>Queued</dt>
        <dd>{exact(run.queued_at ?? run.created_at)}</dd>
      </div>
      <div className="rm-fact">
        <dt>Started</dt>
        <dd>{exact(run.started_at)}</dd>
      </div>
      <div className="rm-fact">
        <dt>Finished</dt>
        <dd>{exact(run.finished_at)}</dd>
      </div>
      <div className="rm-fact">
        <dt>Duration</dt>
        <dd>{duration === null ? <span className="ui-muted">—</span> : `${formatDuration(duration)}${run.finished_at ? '' : ' so far'}`}</dd>
      </div>
      <div className="rm-fact">
        <dt>Credits used</dt>
        <dd>{run.credits_used}</dd>
      </div>
      <div className="rm-fact">
        <dt>Steps passed</dt>
        <dd>
          {progress.passed} of {progress.total}
        </dd>
      </div>
      {run.model_usage && (
        <div className="rm-fact">
          <dt>Model</dt>
          <dd>{modelUsageText(run.model_usage)}</dd>
        </div>
      )}
    </dl>
  );
}

/** "gpt-4o-mini: 2 calls, 1,840 tokens (≈ $0.0004); 1 line replayed" */
export function modelUsageText(usage: NonNullable<TestRun['model_usage']>): string {
  const parts: string[] = [];
  if (usage.calls > 0) {
    const tokens = (usage.input_tokens + usage.output_tokens).toLocaleString('en-US');
    const cost = usage.estimated_cost_usd === null ? '' : ` (≈ $${usage.estimated_cost_usd < 0.01 ? usage.estimated_cost_usd.toFixed(4) : usage.estimated_cost_usd.toFixed(2)})`;
    parts.push(`${plural(usage.calls, 'call')}, ${tokens} tokens${cost}`);
  } else {
    parts.push('no calls');
  }
  if (usage.replayed > 0) parts.push(`${plural(usage.replayed, 'line')} replayed from stored answers`);
  return `${usage.model ?? 'none'}: ${parts.join('; ')}`;
}

/** Cancel (while queued or running), run again, review, open the test. */
function RunActions({ run }: { run: TestRun }) {
  const { navigate } = useRemoteProps();
  const cancel = useCancelTestRun();
  const runTest = useRunTest();
  const schedule = useScheduleTestRun();
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const [runError, setRunError] = useState<unknown>(null);
  const name = run.configuration.name;

  const handleCancel = async () => {
    try {
      await cancel.mutateAsync(run.id);
      notify.success('Run cancelled.');
    } catch (error) {
      notify.error(`Could not cancel the run: ${failureMessage(error)}`);
    } finally {
      setIsConfirmingCancel(false);
    }
  };

  const handleStart = async () => {
    setRunError(null);
    try {
      await schedule.mutateAsync(run.id);
      notify.success('Run queued.');
    } catch (error) {
      setRunError(error);
      notify.error(runStartErrorMessage(error));
    }
  };

  const handleRunAgain = async () => {
    if (!run.test_id) return;
    setRunError(null);
    try {
      const next = await runTest.mutateAsync(run.test_id);
      notify.success(`“${name}” is queued again.`);
      navigate(routeTo(ROUTES.run, { runId: next.id }));
    } catch (error) {
      setRunError(error);
      notify.error(runStartErrorMessage(error));
    }
  };

  return (
    <div>
      <div className="rm-actions">
        {run.status === 'created' && (
          <button type="button" className="ui-button" onClick={() => void handleStart()} disabled={schedule.isPending}>
            {schedule.isPending ? 'Starting…' : 'Start run'}
          </button>
        )}
        {isCancellableRun(run) && (
          <button type="button" className="ui-button ui-button-danger-outline" onClick={() => setIsConfirmingCancel(true)}>
            Cancel run
          </button>
        )}
        {run.test_id && run.status !== 'created' && (
          <button type="button" className="ui-button" onClick={() => void handleRunAgain()} disabled={runTest.isPending}>
            {runTest.isPending ? 'Starting…' : 'Run again'}
          </button>
        )}
        {isReviewableRun(run) && (
          <InternalLink to={routeTo(ROUTES.review, { runId: run.id })} className="ui-button ui-button-secondary">
            {run.review ? 'See the review' : 'Review this run'}
          </InternalLink>
        )}
        {run.test_id ? (
          <InternalLink to={routeTo(ROUTES.test, { testId: run.test_id })} className="ui-button ui-button-secondary">
            Open the test
          </InternalLink>
        ) : (
          <span className="ui-small ui-muted">Its test was deleted.</span>
        )}
      </div>

      {runError !== null && <RunStartFailure error={runError} testName={name} />}

      {isConfirmingCancel && (
        <ConfirmDialog
          title="Cancel this run?"
          confirmLabel="Cancel run"
          pendingLabel="Cancelling…"
          cancelLabel="Keep running"
          isPending={cancel.isPending}
          onConfirm={() => void handleCancel()}
          onCancel={() => setIsConfirmingCancel(false)}
        >
          <p>
            The run of “{name}” stops before its next step. A run still waiting in the queue gets its credits back.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
