import { useState } from 'react';
import { type SuiteRunDetail } from '@verity/contracts';
import { InternalLink, type RemoteProps, ROUTES, routeTo, useRemoteProps, useStartSuite } from '@verity/mfe';
import { useRunnerStatus } from '@verity/query';
import { ConfirmDialog, failureMessage, formatDuration, LoadingState, notify, plural, RunnerNotice, useDomId } from '@verity/ui';
import { useCancelSuiteRun } from '../data/cancel-suite-run';
import { useSuiteRun } from '../data/get-suite-run';
import { RunsTable } from '../run-list/runs-table';
import { Screen } from '../shared/screen';
import { RelativeTime, SuiteStatusBadge } from '../shared/status-badges';
import { useNow } from '../shared/use-now';
import { SuiteNotFound } from './suite-not-found';
import { suiteCountsText, suiteElapsedMs } from './suite-summary';

const DESCRIPTION = 'A suite run: every test of a folder run together, with their progress, verdicts and timing.';

/** /app/suites/{suiteId}: a folder's runs together, followed until the last one ends. */
export function SuiteDetailPage({ params }: RemoteProps) {
  const { suite, isNotFound } = useSuiteRun(params.suiteId ?? '');
  if (isNotFound) return <SuiteNotFound />;
  if (!suite) {
    return (
      <Screen title="Suite run" description={DESCRIPTION}>
        <LoadingState label="Loading the suite run…" lines={6} />
      </Screen>
    );
  }
  return <SuiteDetail suite={suite} />;
}

function SuiteDetail({ suite }: { suite: SuiteRunDetail }) {
  const { api } = useRemoteProps();
  const runner = useRunnerStatus(api);
  const isRunning = suite.status === 'running';
  const now = useNow(isRunning);
  const headingId = useDomId();
  const runsHeadingId = useDomId();
  const finished = suite.counts.total - suite.counts.in_progress;

  return (
    <Screen title={`Suite run of ${suite.name}`} description={DESCRIPTION}>
      <p className="ui-breadcrumb">
        <InternalLink to={ROUTES.runs}>Runs</InternalLink>
        {' / '}
        <InternalLink to={ROUTES.suites}>Suite runs</InternalLink>
      </p>
      <header className="rm-page-header">
        <div>
          <h1 id={headingId}>{suite.name}</h1>
          <p className="rm-badges">
            <SuiteStatusBadge status={suite.status} />
            <span className="ui-muted">
              Started <RelativeTime iso={suite.created_at} /> · {isRunning ? 'running for' : 'took'} {formatDuration(suiteElapsedMs(suite, now))} ·{' '}
              {plural(suite.credits_used, 'credit')}
            </span>
          </p>
        </div>
        <SuiteActions suite={suite} />
      </header>

      {isRunning && <RunnerNotice runner={runner} />}

      <section aria-labelledby={runsHeadingId}>
        <div className="rm-toolbar">
          <h2 id={runsHeadingId}>{plural(suite.counts.total, 'run')}</h2>
          <p className="rm-count" role="status">
            {suiteCountsText(suite)}
          </p>
        </div>
        <div className="rm-suite-progress">
          <label htmlFor={`${headingId}-progress`}>
            {finished} of {suite.counts.total} finished
          </label>
          <progress id={`${headingId}-progress`} max={suite.counts.total} value={finished} />
        </div>
        <RunsTable runs={suite.runs} labelledBy={runsHeadingId} />
      </section>
    </Screen>
  );
}

/** Cancel while it runs; run the folder again once it has ended (when the folder is still there). */
function SuiteActions({ suite }: { suite: SuiteRunDetail }) {
  const [isConfirming, setConfirming] = useState(false);
  const cancelSuite = useCancelSuiteRun();
  const { startSuite, isStarting } = useStartSuite();

  const handleCancel = async () => {
    try {
      await notify.promise(cancelSuite.mutateAsync(suite.id), {
        loading: 'Cancelling the suite…',
        success: 'Suite cancelled: its queued runs were withdrawn and their credits refunded.',
        error: (error) => `Could not cancel the suite: ${failureMessage(error)}`,
      });
      setConfirming(false);
    } catch {
      // The toast said why; the dialog stays open.
    }
  };

  if (suite.status === 'running') {
    return (
      <div className="rm-actions">
        <button type="button" className="ui-button ui-button-secondary" onClick={() => setConfirming(true)}>
          Cancel suite
        </button>
        {isConfirming && (
          <ConfirmDialog
            title={`Cancel the suite run of “${suite.name}”?`}
            confirmLabel="Cancel suite"
            cancelLabel="Keep running"
            pendingLabel="Cancelling…"
            isPending={cancelSuite.isPending}
            onConfirm={() => void handleCancel()}
            onCancel={() => setConfirming(false)}
          >
            <p>
              {plural(suite.counts.in_progress, 'run')} still queued or running will stop. Queued runs give their credits back; finished runs keep
              their verdicts.
            </p>
          </ConfirmDialog>
        )}
      </div>
    );
  }
  if (!suite.folder_id) return null;
  const folder = { id: suite.folder_id, name: suite.name };
  return (
    <div className="rm-actions">
      <InternalLink to={routeTo(ROUTES.tests, {}, { folder: folder.id })} className="ui-button ui-button-secondary">
        Open the folder
      </InternalLink>
      <button type="button" className="ui-button" onClick={() => void startSuite(folder)} disabled={isStarting}>
        {isStarting ? 'Starting…' : 'Run folder again'}
      </button>
    </div>
  );
}
