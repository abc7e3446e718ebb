import { RUN_STATUS_LABELS, type TestRun } from '@verity/contracts';
import { type RemoteProps, useRemoteProps } from '@verity/mfe';
import { useRunnerStatus } from '@verity/query';
import { LoadingState, RunnerNotice } from '@verity/ui';
import { useRunLoader } from '../data/get-test-run';
import { useLiveRunUpdates } from '../data/use-live-run-updates';
import { isUnfinishedRun } from '../shared/run-status';
import { RunNotFound } from '../shared/run-not-found';
import { stepProgress, stepRows } from '../shared/run-steps';
import { Screen } from '../shared/screen';
import { RunDiagnostics } from './run-diagnostics';
import { RunHeader } from './run-header';
import { StepList } from './step-list';

const DESCRIPTION = 'A run of a test: every step with its status, screenshot and timing, live while it runs, then the verdict.';

/** /app/editor/run/{runId}: the run, live while it is queued or running. */
export function RunDetailPage({ params }: RemoteProps) {
  const runId = params.runId ?? '';
  const { run, isNotFound } = useRunLoader(runId);
  if (isNotFound) return <RunNotFound />;
  if (!run) {
    return (
      <Screen title="Run" description={DESCRIPTION}>
        <LoadingState label="Loading the run…" lines={6} />
      </Screen>
    );
  }
  return <RunDetail run={run} />;
}

/** What a screen reader hears as the run moves: its status and how far it got. */
function progressAnnouncement(run: TestRun, done: number, total: number): string {
  const status = RUN_STATUS_LABELS[run.status];
  if (run.status === 'running') return `${status}: ${done} of ${total} steps run.`;
  if (run.status === 'completed') return `${status}: all ${total} steps passed.`;
  return `${status}.`;
}

function RunDetail({ run }: { run: TestRun }) {
  const liveState = useLiveRunUpdates(run.id, isUnfinishedRun(run));
  const { api } = useRemoteProps();
  const runner = useRunnerStatus(api);
  const rows = stepRows(run);
  const progress = stepProgress(rows);

  return (
    <Screen title={`Run of ${run.configuration.name}`} description={DESCRIPTION}>
      <RunHeader run={run} liveState={liveState} progress={progress} />
      {/* A queued run waits on a worker with a browser: say so while none has one. */}
      {isUnfinishedRun(run) && <RunnerNotice runner={runner} />}
      <p className="ui-sr-only" role="status">
        {progressAnnouncement(run, progress.done, progress.total)}
      </p>
      <StepList run={run} rows={rows} progress={progress} />
      <RunDiagnostics run={run} />
    </Screen>
  );
}
