import { useMemo } from 'react';
import { type Test, type TestRun } from '@verity/contracts';
import { InternalLink, type RemoteProps, ROUTES, routeTo } from '@verity/mfe';
import { useFolders } from '../data/get-folders';
import { useTestRuns } from '../data/get-test-runs';
import { useTests } from '../data/get-tests';
import { groupTestsByFolder, type TestGroup } from '../shared/folders';
import { ErrorState, LoadingState, plural, RunnerNotice, useDomId } from '@verity/ui';
import { LastRunCell } from '../shared/last-run-cell';
import { RunButton } from '../shared/run-button';
import { formatPassRate, latestRunByTest, passRate } from '../shared/run-summary';
import { Screen } from '../shared/screen';
import { useStartRunFromList } from '../shared/start-run';
import { FirstTestGuide } from './first-test-guide';
import { useRunnerNotice } from '../shared/runner-notice';

/** The home after onboarding: every test by folder with its last run, the pass rate, and quick actions. */
export function CasesPage(_props: RemoteProps) {
  const tests = useTests();
  const { runner, noticeId } = useRunnerNotice();
  const folders = useFolders();
  const runs = useTestRuns();
  const latestRuns = useMemo(() => latestRunByTest(runs.data ?? []), [runs.data]);

  return (
    <Screen title="Cases" description="Your tests at a glance: what passed, what failed and what has not run yet.">
      <header className="tm-page-header">
        <div>
          <h1>Cases</h1>
          <p className="ui-lead">Your tests at a glance: what passed, what failed and what has not run yet.</p>
        </div>
        <div className="tm-actions">
          <InternalLink to={ROUTES.newTest} className="ui-button">
            New test
          </InternalLink>
          <InternalLink to={ROUTES.newSimpleTest} className="ui-button ui-button-secondary">
            New test from a goal
          </InternalLink>
        </div>
      </header>
      <RunnerNotice runner={runner} id={noticeId} />

      {tests.isPending ? (
        <LoadingState label="Loading your tests…" />
      ) : tests.isError ? (
        <ErrorState title="Your tests could not be loaded." error={tests.error} onRetry={() => void tests.refetch()} />
      ) : tests.data.length === 0 ? (
        <FirstTestGuide />
      ) : (
        <>
          {runs.isError && (
            <ErrorState title="The last runs could not be loaded." error={runs.error} onRetry={() => void runs.refetch()} />
          )}
          {folders.isError && (
            <ErrorState title="Your folders could not be loaded." error={folders.error} onRetry={() => void folders.refetch()} />
          )}
          <CasesOverview tests={tests.data} latestRuns={latestRuns} isRunsKnown={runs.isSuccess} />
          <div className="tm-groups">
            {groupTestsByFolder(tests.data, folders.data ?? []).map((group) => (
              <CaseGroup key={group.folder?.id ?? 'unfiled'} group={group} latestRuns={latestRuns} isRunsKnown={runs.isSuccess} />
            ))}
          </div>
        </>
      )}
    </Screen>
  );
}

type RunsProps = { latestRuns: ReadonlyMap<string, TestRun>; isRunsKnown: boolean };

function CasesOverview({ tests, latestRuns, isRunsKnown }: { tests: Test[] } & RunsProps) {
  const rate = passRate(tests.map((test) => latestRuns.get(test.id)));
  const neverRun = tests.filter((test) => !latestRuns.has(test.id)).length;
  const unknown = isRunsKnown ? null : '—';
  return (
    <dl className="tm-stats" aria-label="Overview">
      <div className="tm-stat">
        <dt>Tests</dt>
        <dd>{tests.length}</dd>
      </div>
      <div className="tm-stat">
        <dt>Passed on last run</dt>
        <dd>{unknown ?? rate.passed}</dd>
      </div>
      <div className="tm-stat">
        <dt>Failed on last run</dt>
        <dd>{unknown ?? rate.failed}</dd>
      </div>
      <div className="tm-stat">
        <dt>Pass rate</dt>
        <dd>{unknown ?? formatPassRate(rate)}</dd>
      </div>
      <div className="tm-stat">
        <dt>Not run yet</dt>
        <dd>{unknown ?? neverRun}</dd>
      </div>
    </dl>
  );
}

function CaseGroup({ group, latestRuns, isRunsKnown }: { group: TestGroup } & RunsProps) {
  const headingId = useDomId();
  const { startRun, startingTestId } = useStartRunFromList();
  const name = group.folder?.name ?? 'No folder';
  const rate = passRate(group.tests.map((test) => latestRuns.get(test.id)));
  const folderLink = group.folder ? `${ROUTES.tests}?folder=${encodeURIComponent(group.folder.id)}` : `${ROUTES.tests}?folder=none`;
  return (
    <section aria-labelledby={headingId}>
      <div className="tm-group-header">
        <h2 id={headingId}>{name}</h2>
        <span className="ui-muted ui-small">
          {plural(group.tests.length, 'test')}
          {isRunsKnown && rate.finished > 0 && ` · ${formatPassRate(rate)} passed on their last run`}
        </span>
        <InternalLink to={folderLink} className="ui-small">
          Open in Tests
        </InternalLink>
      </div>
      <ul className="tm-case-list">
        {group.tests.map((test) => (
          <li key={test.id} className="tm-case">
            <div>
              <InternalLink to={routeTo(ROUTES.test, { testId: test.id })} className="tm-test-name">
                {test.configuration.name}
              </InternalLink>
              <span className="tm-url">{test.configuration.base_url}</span>
            </div>
            <div className="tm-case-run">
              <LastRunCell run={latestRuns.get(test.id)} isUnknown={!isRunsKnown} />
            </div>
            <RunButton test={test} isStarting={startingTestId === test.id} onRun={startRun} />
          </li>
        ))}
      </ul>
    </section>
  );
}
