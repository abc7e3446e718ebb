import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@verity/api-client';
import { type DraftProgress, type DraftReport, type Test } from '@verity/contracts';
import { InternalLink, type RemoteProps, ROUTES, routeTo } from '@verity/mfe';
import { testKeys } from '@verity/query';
import { failureMessage, LoadingState, notify, useDomId } from '@verity/ui';
import { useCancelDraft, useCreateTestFromDescription, useDraftProgress } from '../data/create-test-from-description';
import { useFolders } from '../data/get-folders';
import { useTestLoader } from '../data/get-test';
import { useUpdateTest } from '../data/update-test';
import { activeFolders } from '../shared/folders';
import { plural } from '@verity/ui';
import { Screen } from '../shared/screen';
import { useUnsavedChangesGuard } from '../shared/unsaved-changes-guard';
import { stepErrors, unreadableStepsMessage, useStepErrors } from '../test-form/check-steps';
import { StepsField } from '../test-form/steps-field';
import { stepsFromText } from '../test-form/test-form-values';
import { EMPTY_GOAL_FORM, GoalForm, type GoalFormValues, toDescriptionInput } from './goal-form';

const TITLE = 'Create a test from a description';
const DESCRIPTION = 'Describe the goal of a test and Verity drafts its steps for you to review.';

/** The drafted test under review is in the address (`?test=<id>`), so a reload keeps the review open. */
const reviewedTestId = (search: string) => new URLSearchParams(search).get('test');

/** The full editor, pre-filled with what the user typed here. */
function fullEditorPath(values: GoalFormValues): string {
  const params = new URLSearchParams({ name: values.name.trim(), base_url: values.baseUrl.trim() });
  if (values.folderId) params.set('folder', values.folderId);
  return `${ROUTES.newTest}?${params}`;
}

/** Why the steps could not be drafted, when the API says so on purpose (no planner, or it failed). */
type DraftProblem = { message: string; isPlannerUnavailable: boolean };

export function TestCreateSimplePage({ search, navigate }: RemoteProps) {
  const testId = reviewedTestId(search);
  return (
    <Screen title={TITLE} description={DESCRIPTION}>
      <header className="tm-page-header">
        <div>
          <p className="ui-breadcrumb">
            <InternalLink to={ROUTES.tests}>Tests</InternalLink> / New test from a goal
          </p>
          <h1>{TITLE}</h1>
          <p className="ui-lead">
            Describe what the test should check; Verity drafts the steps and you review them before running.
          </p>
        </div>
      </header>
      {testId ? <DraftReview testId={testId} navigate={navigate} /> : <DraftRequest navigate={navigate} />}
    </Screen>
  );
}

/** A fresh id for a draft, by which its progress is followed and it can be cancelled. */
function newDraftId(): string {
  return globalThis.crypto.randomUUID();
}

function DraftRequest({ navigate }: Pick<RemoteProps, 'navigate'>) {
  const [values, setValues] = useState(EMPTY_GOAL_FORM);
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [draftId, setDraftId] = useState<string | null>(null);
  const folders = useFolders();
  const createFromDescription = useCreateTestFromDescription();
  const progress = useDraftProgress(draftId, createFromDescription.isPending);
  const cancelDraft = useCancelDraft();

  const handleSubmit = async (submitted: GoalFormValues) => {
    setProblem(null);
    const id = newDraftId();
    setDraftId(id);
    try {
      const test = await notify.promise(createFromDescription.mutateAsync({ input: toDescriptionInput(submitted), draftId: id }), {
        loading: 'Drafting the steps…',
        success: (created) => `Drafted ${plural(created.configuration.instructions.length, 'step')} for “${created.configuration.name}”.`,
        error: (error) =>
          isApiError(error, 'planner_unavailable')
            ? 'Drafting steps from a goal is not available on this server.'
            : isApiError(error, 'draft_cancelled')
              ? 'Drafting cancelled: no test was created.'
              : `Could not draft the steps: ${failureMessage(error)}`,
      });
      navigate(`${ROUTES.newSimpleTest}?test=${encodeURIComponent(test.id)}`, { replace: true });
    } catch (error) {
      // A cancel is the user's own choice: the form stays as it was, with no error to read.
      if (!isApiError(error, 'draft_cancelled')) setProblem({ message: failureMessage(error), isPlannerUnavailable: isApiError(error, 'planner_unavailable') });
    }
  };

  return (
    <>
      {problem && (
        <div className="ui-alert" role="alert">
          <p className="ui-alert-title">
            {problem.isPlannerUnavailable ? 'Drafting steps from a goal is not available here yet.' : 'The steps could not be drafted.'}
          </p>
          <p>
            {problem.isPlannerUnavailable
              ? 'This Verity server has no planner configured to turn a goal into steps. Write the steps yourself in the full editor: your name, base URL and folder come with you.'
              : problem.message}
          </p>
          <p>
            <InternalLink to={fullEditorPath(values)}>Write the steps in the full editor</InternalLink>
          </p>
        </div>
      )}
      {createFromDescription.isPending && (
        <DraftProgressPanel
          progress={progress.data}
          isCancelling={cancelDraft.isPending}
          onCancel={() => draftId && cancelDraft.mutate(draftId)}
        />
      )}
      <GoalForm
        values={values}
        onChange={setValues}
        folders={activeFolders(folders.data ?? [])}
        isSubmitting={createFromDescription.isPending}
        onSubmit={(submitted) => void handleSubmit(submitted)}
      />
      <p className="ui-muted ui-small">
        Prefer to write every step? <InternalLink to={ROUTES.newTest}>Write the steps yourself</InternalLink>.
      </p>
    </>
  );
}

function DraftReview({ testId, navigate }: { testId: string; navigate: RemoteProps['navigate'] }) {
  const { test, isNotFound } = useTestLoader(testId);
  if (isNotFound) {
    return (
      <div className="ui-alert" role="alert">
        <p className="ui-alert-title">This drafted test no longer exists.</p>
        <p>
          <InternalLink to={ROUTES.newSimpleTest}>Describe a new goal</InternalLink> or go back to{' '}
          <InternalLink to={ROUTES.tests}>your tests</InternalLink>.
        </p>
      </div>
    );
  }
  if (!test) return <LoadingState label="Loading the drafted steps…" />;
  return <DraftEditor key={test.id} test={test} navigate={navigate} />;
}

function DraftEditor({ test, navigate }: { test: Test; navigate: RemoteProps['navigate'] }) {
  const headingId = useDomId();
  const initialSteps = test.configuration.instructions.join('\n');
  const [steps, setSteps] = useState(initialSteps);
  const [error, setError] = useState<string | null>(null);
  const [isStepCheckShown, setIsStepCheckShown] = useState(false);
  const lineErrors = useStepErrors(steps);
  const updateTest = useUpdateTest();
  const isDirty = stepsFromText(steps).join('\n') !== stepsFromText(initialSteps).join('\n');
  const { guardedNavigate, leave } = useUnsavedChangesGuard(isDirty, navigate);
  const name = test.configuration.name;

  const handleSave = async ({ isStepCheckSkipped }: { isStepCheckSkipped: boolean }) => {
    setError(null);
    if (!isStepCheckSkipped && stepErrors(steps).length > 0) {
      setIsStepCheckShown(true);
      return;
    }
    if (!isDirty) {
      leave(routeTo(ROUTES.test, { testId: test.id }));
      return;
    }
    try {
      await notify.promise(updateTest.mutateAsync({ testId: test.id, input: { configuration: { instructions: stepsFromText(steps) } } }), {
        loading: 'Saving the steps…',
        success: `Steps of “${name}” saved.`,
        error: (reason) => `Could not save the steps: ${failureMessage(reason)}`,
      });
      leave(routeTo(ROUTES.test, { testId: test.id }));
    } catch (reason) {
      setError(failureMessage(reason));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Review the drafted steps</h2>
      <div className="ui-notice" role="status">
        <p>
          “{name}” is saved with {plural(stepsFromText(initialSteps).length, 'drafted step')}. Read them through and change
          anything that is not what a visitor would do, then save.
        </p>
      </div>
      <DraftReportNotice testId={test.id} />
      <DraftModelNotice testId={test.id} />
      <dl className="tm-details">
        <dt>Base URL</dt>
        <dd>{test.configuration.base_url}</dd>
        {test.configuration.goal_description && (
          <>
            <dt>Goal</dt>
            <dd>{test.configuration.goal_description}</dd>
          </>
        )}
      </dl>
      <div className="tm-form ui-section">
        {error && (
          <div className="ui-alert" role="alert">
            <p>{error}</p>
          </div>
        )}
        {isStepCheckShown && lineErrors.length > 0 && (
          <div className="ui-alert" role="alert">
            <p>{unreadableStepsMessage(lineErrors.length)}</p>
            <button
              type="button"
              className="ui-button ui-button-secondary ui-button-small"
              onClick={() => void handleSave({ isStepCheckSkipped: true })}
              disabled={updateTest.isPending}
            >
              Save anyway
            </button>
          </div>
        )}
        <StepsField label="Drafted steps" value={steps} onChange={setSteps} lineErrors={lineErrors} showLineErrors={isStepCheckShown} />
        <div className="tm-form-actions">
          <button type="button" className="ui-button" onClick={() => void handleSave({ isStepCheckSkipped: false })} disabled={updateTest.isPending}>
            {updateTest.isPending ? 'Saving…' : isDirty ? 'Save steps' : 'Keep these steps'}
          </button>
          <button type="button" className="ui-button ui-button-secondary" onClick={() => guardedNavigate(routeTo(ROUTES.editTest, { testId: test.id }))}>
            Open in the full editor
          </button>
        </div>
      </div>
    </section>
  );
}

/** What the planner said when it drafted this test: a check that fails on the site now, and what it left out. */
function DraftReportNotice({ testId }: { testId: string }) {
  // Only what the draft answered: never fetched (a reload of the review has no report to show).
  const report = useQuery<DraftReport | null>({ queryKey: testKeys.draftReport(testId), queryFn: () => null, enabled: false, staleTime: Infinity }).data;
  if (!report || (!report.failure && report.unmapped.length === 0)) return null;
  return (
    <div className="ui-alert" role="alert">
      {report.failure && (
        <p>
          Drafted; on the site as it is now this test fails at step {report.failure.step}: {report.failure.reason}
        </p>
      )}
      {report.unmapped.length > 0 && (
        <>
          <p className="ui-alert-title">Not in the draft: add steps for these parts of the goal yourself</p>
          <ul>
            {report.unmapped.map(({ clause, reason }) => (
              <li key={clause}>
                “{clause}”: {reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** When a model drafted the parts the planner could not: which parts, so the reader checks those closely. */
function DraftModelNotice({ testId }: { testId: string }) {
  const model = useQuery<DraftReport | null>({ queryKey: testKeys.draftReport(testId), queryFn: () => null, enabled: false, staleTime: Infinity }).data?.model;
  if (!model || model.clauses.length === 0) return null;
  return (
    <div className="ui-notice">
      <p className="ui-alert-title">Drafted with the model {model.name}</p>
      <p>These parts of the goal were read by the model on the page; their steps ran while drafting. Check them closely:</p>
      <ul>
        {model.clauses.map((clause) => (
          <li key={clause}>“{clause}”</li>
        ))}
      </ul>
    </div>
  );
}

/** While the goal is being done on the site: which part of it, and the steps so far; and a way to stop. */
function DraftProgressPanel({ progress, isCancelling, onCancel }: { progress: DraftProgress | undefined; isCancelling: boolean; onCancel: () => void }) {
  return (
    <div className="ui-notice" role="status" aria-live="polite">
      <p className="ui-alert-title">Drafting by doing the goal on the site…</p>
      {progress?.clause ? (
        <p>
          Working on “{progress.clause}” (part {progress.clause_number} of {progress.clauses_total}).
        </p>
      ) : (
        <p>Opening the site…</p>
      )}
      {progress && progress.steps.length > 0 && (
        <ol className="ui-small" aria-label="Steps so far">
          {progress.steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      )}
      <p className="ui-small ui-muted">It stops after 60 seconds with what it has done by then.</p>
      <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={onCancel} disabled={isCancelling}>
        {isCancelling ? 'Cancelling…' : 'Cancel drafting'}
      </button>
    </div>
  );
}
