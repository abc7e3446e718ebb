import { useState } from 'react';
import { SECRET_MASK, type Test } from '@verity/contracts';
import { InternalLink, type RemoteProps, ROUTES, routeTo, RunStartFailure, runStartErrorMessage, useRunTest } from '@verity/mfe';
import { DetailPageHeader, formatDateTime, LoadingState, notify, plural, RunnerNotice, useDomId } from '@verity/ui';
import { useFolders } from '../data/get-folders';
import { useTestLoader } from '../data/get-test';
import { useTests } from '../data/get-tests';
import { DeleteTestDialog } from '../shared/delete-test-dialog';
import { Screen } from '../shared/screen';
import { TestNotFound } from '../shared/test-not-found';
import { useExportPlaywrightTest } from './export-playwright-test';
import { exportStepsText } from '@verity/steps';
import { downloadText } from './export-steps';
import { RunHistory } from './run-history';
import { ScheduleSection } from '../schedules/schedule-section';
import { useRunnerNotice } from '../shared/runner-notice';

const DESCRIPTION = 'A test: its steps, its configuration and its runs.';

/** /app/editor/test/{testId}: what the test does, how it is set up, how its runs went, and "Run now". */
export function TestViewPage({ params, navigate }: RemoteProps) {
  const testId = params.testId ?? '';
  const { test, isNotFound } = useTestLoader(testId);
  if (isNotFound) return <TestNotFound />;
  if (!test) {
    return (
      <Screen title="Test" description={DESCRIPTION}>
        <LoadingState label="Loading the test…" />
      </Screen>
    );
  }
  return <TestView test={test} navigate={navigate} />;
}

function TestView({ test, navigate }: { test: Test; navigate: RemoteProps['navigate'] }) {
  const { name, base_url: baseUrl } = test.configuration;
  const [runError, setRunError] = useState<unknown>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const runTest = useRunTest();
  const { runner, noticeId, describedBy } = useRunnerNotice();

  const handleRun = async () => {
    setRunError(null);
    try {
      const run = await notify.promise(runTest.mutateAsync(test.id), {
        loading: `Starting “${name}”…`,
        success: 'Run queued: opening it.',
        error: runStartErrorMessage,
      });
      navigate(routeTo(ROUTES.run, { runId: run.id }));
    } catch (error) {
      setRunError(error);
    }
  };

  return (
    <Screen title={name} description={DESCRIPTION}>
      <DetailPageHeader
        className="tm-page-header"
        breadcrumb={<Breadcrumb test={test} />}
        title={name}
        url={baseUrl}
        actions={
          <div className="tm-actions">
            <button type="button" className="ui-button" onClick={() => void handleRun()} disabled={runTest.isPending} aria-describedby={describedBy}>
              {runTest.isPending ? 'Starting…' : 'Run now'}
            </button>
            <InternalLink to={routeTo(ROUTES.editTest, { testId: test.id })} className="ui-button ui-button-secondary">
              Edit
            </InternalLink>
            <button type="button" className="ui-button ui-button-secondary" onClick={() => setIsDeleting(true)}>
              Delete
            </button>
          </div>
        }
      />

      <RunnerNotice runner={runner} id={noticeId} />
      {runError !== null && <RunStartFailure error={runError} testName={name} />}

      <div className="tm-view-grid">
        <StepsSection test={test} />
        <ConfigurationSection test={test} />
      </div>
      <ScheduleSection target={{ test_id: test.id }} what="test" />
      <RunHistory testId={test.id} />

      {isDeleting && (
        <DeleteTestDialog test={test} onCancel={() => setIsDeleting(false)} onDeleted={() => navigate(ROUTES.tests)} />
      )}
    </Screen>
  );
}

function Breadcrumb({ test }: { test: Test }) {
  const folders = useFolders({ include_deleted: true });
  const folderId = test.configuration.folder_id;
  const folder = folderId ? folders.data?.find((candidate) => candidate.id === folderId) : undefined;
  return (
    <p className="ui-breadcrumb">
      <InternalLink to={ROUTES.tests}>Tests</InternalLink>
      {folder && !folder.deleted_at && (
        <>
          {' / '}
          <InternalLink to={`${ROUTES.tests}?folder=${encodeURIComponent(folder.id)}`}>{folder.name}</InternalLink>
        </>
      )}
    </p>
  );
}

function StepsSection({ test }: { test: Test }) {
  const headingId = useDomId();
  const { instructions } = test.configuration;
  const exportPlaywright = useExportPlaywrightTest();

  const handleCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(exportStepsText(test.configuration).content);
      notify.success('Steps copied to the clipboard.');
    } catch {
      notify.error('Could not copy the steps: the browser did not allow it. Download them instead.');
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <div className="ui-section-header">
        <h2 id={headingId}>
          Steps <span className="tm-optional ui-small">({plural(instructions.length, 'step')})</span>
        </h2>
        {instructions.length > 0 && (
          <div className="tm-actions">
            <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={() => void handleCopy()}>
              Copy steps
            </button>
            <button
              type="button"
              className="ui-button ui-button-secondary ui-button-small"
              onClick={() => {
                const text = exportStepsText(test.configuration);
                downloadText(text.content, text.fileName);
              }}
            >
              Download .txt
            </button>
            <button
              type="button"
              className="ui-button ui-button-secondary ui-button-small"
              onClick={() => exportPlaywright.mutate(test.id)}
              disabled={exportPlaywright.isPending}
            >
              {exportPlaywright.isPending ? 'Exporting…' : 'Export as Playwright test'}
            </button>
          </div>
        )}
      </div>
      {instructions.length === 0 ? (
        <div className="ui-empty">
          <p>This test has no steps yet.</p>
          <InternalLink to={routeTo(ROUTES.editTest, { testId: test.id })}>Add steps</InternalLink>
        </div>
      ) : (
        <ol className="tm-step-list" aria-labelledby={headingId}>
          {instructions.map((step, index) => (
            <li key={index}>
              <span className="tm-step-text">{step}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ConfigurationSection({ test }: { test: Test }) {
  const headingId = useDomId();
  const folders = useFolders({ include_deleted: true });
  const { base_url: baseUrl, folder_id: folderId, viewport, variables, secret_variables: secrets, goal_description: goal, step_timeout_ms: stepTimeoutMs } = test.configuration;
  const folder = folderId ? folders.data?.find((candidate) => candidate.id === folderId) : undefined;
  const variableEntries = Object.entries(variables ?? {});
  const secretNames = Object.keys(secrets ?? {});
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Configuration</h2>
      <dl className="tm-details">
        <dt>Base URL</dt>
        <dd>{baseUrl}</dd>
        <dt>Folder</dt>
        <dd>{folder ? `${folder.name}${folder.deleted_at ? ' (deleted)' : ''}` : folderId ? '—' : 'No folder'}</dd>
        <dt>Browser window</dt>
        <dd>{viewport ? `${viewport.width} × ${viewport.height}` : '1280 × 800 (default)'}</dd>
        <dt>Step timeout</dt>
        <dd>{stepTimeoutMs ? `${stepTimeoutMs / 1_000} s` : 'Your default (Settings → Run defaults)'}</dd>
        <dt>Variables</dt>
        <dd>
          {variableEntries.length + secretNames.length === 0 ? (
            'None'
          ) : (
            <ul className="tm-plain-list">
              {variableEntries.map(([key, value]) => (
                <li key={key}>
                  <code>{`{{${key}}}`}</code> = {value}
                </li>
              ))}
              {secretNames.map((name) => (
                <li key={name}>
                  <code>{`{{${name}}}`}</code> = <span aria-label="hidden value">{SECRET_MASK}</span> <span className="ui-muted">(secret)</span>
                </li>
              ))}
            </ul>
          )}
        </dd>
        {test.configuration.provides_session && (
          <>
            <dt>Sign-in test</dt>
            <dd>Yes — other tests can start signed in with the session it leaves</dd>
          </>
        )}
        {test.configuration.session_from && (
          <>
            <dt>Starts signed in with</dt>
            <dd>
              <SessionTestLink testId={test.configuration.session_from} />
            </dd>
          </>
        )}
        {goal && (
          <>
            <dt>Goal</dt>
            <dd>{goal}</dd>
          </>
        )}
        <dt>Created</dt>
        <dd>{formatDateTime(test.created_at)}</dd>
        <dt>Last changed</dt>
        <dd>{formatDateTime(test.updated_at)}</dd>
      </dl>
    </section>
  );
}

/** The sign-in test whose session this test starts with, by name from the tests list. */
function SessionTestLink({ testId }: { testId: string }) {
  const tests = useTests();
  const link = (name: string) => <InternalLink to={routeTo(ROUTES.test, { testId })}>{name}</InternalLink>;
  if (!tests.data) {
    return tests.isError ? (
      <>
        {link('The sign-in test')} <span className="ui-muted">(its name could not be loaded)</span>
      </>
    ) : (
      <span className="ui-muted">Loading…</span>
    );
  }
  const signInTest = tests.data.find((candidate) => candidate.id === testId);
  if (!signInTest) return <>A deleted test</>;
  return (
    <>
      {link(signInTest.configuration.name)}
      {!signInTest.configuration.provides_session && <span className="ui-muted"> (no longer a sign-in test)</span>}
    </>
  );
}
