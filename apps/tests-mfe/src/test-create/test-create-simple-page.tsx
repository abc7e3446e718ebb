import { useState } from 'react';
import { isApiError } from '@verity/api-client';
import { type Test } from '@verity/contracts';
import { InternalLink, type RemoteProps } from '@verity/mfe';
import { notify } from '@verity/ui';
import { useCreateTestFromDescription } from '../data/create-test-from-description';
import { useFolders } from '../data/get-folders';
import { useTestLoader } from '../data/get-test';
import { useUpdateTest } from '../data/update-test';
import { errorMessage } from '../shared/errors';
import { activeFolders } from '../shared/folders';
import { plural } from '@verity/ui';
import { LoadingState } from '../shared/query-states';
import { Screen } from '../shared/screen';
import { NEW_SIMPLE_TEST_PATH, NEW_TEST_PATH, TESTS_PATH, testEditPath, testViewPath } from '../shared/test-paths';
import { useUnsavedChangesGuard } from '../shared/unsaved-changes-guard';
import { stepErrors, unreadableStepsMessage, useStepErrors } from '../test-form/check-steps';
import { StepsField } from '../test-form/steps-field';
import { stepsFromText } from '../test-form/test-form-values';
import { EMPTY_GOAL_FORM, GoalForm, type GoalFormValues, toDescriptionInput } from './goal-form';
import { useDomId } from '../shared/use-dom-id';

const TITLE = 'Create a test from a description';
const DESCRIPTION = 'Describe the goal of a test and Verity drafts its steps for you to review.';

/** The drafted test under review is in the address (`?test=<id>`), so a reload keeps the review open. */
const reviewedTestId = (search: string) => new URLSearchParams(search).get('test');

/** The full editor, pre-filled with what the user typed here. */
function fullEditorPath(values: GoalFormValues): string {
  const params = new URLSearchParams({ name: values.name.trim(), base_url: values.baseUrl.trim() });
  if (values.folderId) params.set('folder', values.folderId);
  return `${NEW_TEST_PATH}?${params}`;
}

/** Why the steps could not be drafted, when the API says so on purpose (no planner, or it failed). */
type DraftProblem = { message: string; isPlannerUnavailable: boolean };

export function TestCreateSimplePage({ search, navigate }: RemoteProps) {
  const testId = reviewedTestId(search);
  return (
    <Screen title={TITLE} description={DESCRIPTION}>
      <header className="tm-page-header">
        <div>
          <p className="tm-breadcrumb">
            <InternalLink to={TESTS_PATH}>Tests</InternalLink> / New test from a goal
          </p>
          <h1>{TITLE}</h1>
          <p className="tm-lead">
            Describe what the test should check; Verity drafts the steps and you review them before running.
          </p>
        </div>
      </header>
      {testId ? <DraftReview testId={testId} navigate={navigate} /> : <DraftRequest navigate={navigate} />}
    </Screen>
  );
}

function DraftRequest({ navigate }: Pick<RemoteProps, 'navigate'>) {
  const [values, setValues] = useState(EMPTY_GOAL_FORM);
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const folders = useFolders();
  const createFromDescription = useCreateTestFromDescription();

  const handleSubmit = async (submitted: GoalFormValues) => {
    setProblem(null);
    try {
      const test = await notify.promise(createFromDescription.mutateAsync(toDescriptionInput(submitted)), {
        loading: 'Drafting the steps…',
        success: (created) => `Drafted ${plural(created.configuration.instructions.length, 'step')} for “${created.configuration.name}”.`,
        error: (error) =>
          isApiError(error, 'planner_unavailable')
            ? 'Drafting steps from a goal is not available on this server.'
            : `Could not draft the steps: ${errorMessage(error)}`,
      });
      navigate(`${NEW_SIMPLE_TEST_PATH}?test=${encodeURIComponent(test.id)}`, { replace: true });
    } catch (error) {
      setProblem({ message: errorMessage(error), isPlannerUnavailable: isApiError(error, 'planner_unavailable') });
    }
  };

  return (
    <>
      {problem && (
        <div className="tm-alert" role="alert">
          <p className="tm-alert-title">
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
      <GoalForm
        values={values}
        onChange={setValues}
        folders={activeFolders(folders.data ?? [])}
        isSubmitting={createFromDescription.isPending}
        onSubmit={(submitted) => void handleSubmit(submitted)}
      />
      <p className="tm-muted tm-small">
        Prefer to write every step? <InternalLink to={NEW_TEST_PATH}>Write the steps yourself</InternalLink>.
      </p>
    </>
  );
}

function DraftReview({ testId, navigate }: { testId: string; navigate: RemoteProps['navigate'] }) {
  const { test, isNotFound } = useTestLoader(testId);
  if (isNotFound) {
    return (
      <div className="tm-alert" role="alert">
        <p className="tm-alert-title">This drafted test no longer exists.</p>
        <p>
          <InternalLink to={NEW_SIMPLE_TEST_PATH}>Describe a new goal</InternalLink> or go back to{' '}
          <InternalLink to={TESTS_PATH}>your tests</InternalLink>.
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
      leave(testViewPath(test.id));
      return;
    }
    try {
      await notify.promise(updateTest.mutateAsync({ testId: test.id, input: { configuration: { instructions: stepsFromText(steps) } } }), {
        loading: 'Saving the steps…',
        success: `Steps of “${name}” saved.`,
        error: (reason) => `Could not save the steps: ${errorMessage(reason)}`,
      });
      leave(testViewPath(test.id));
    } catch (reason) {
      setError(errorMessage(reason));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Review the drafted steps</h2>
      <div className="tm-notice" role="status">
        <p>
          “{name}” is saved with {plural(stepsFromText(initialSteps).length, 'drafted step')}. Read them through and change
          anything that is not what a visitor would do, then save.
        </p>
      </div>
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
      <div className="tm-form tm-section">
        {error && (
          <div className="tm-alert" role="alert">
            <p>{error}</p>
          </div>
        )}
        {isStepCheckShown && lineErrors.length > 0 && (
          <div className="tm-alert" role="alert">
            <p>{unreadableStepsMessage(lineErrors.length)}</p>
            <button
              type="button"
              className="tm-button tm-button-secondary tm-button-small"
              onClick={() => void handleSave({ isStepCheckSkipped: true })}
              disabled={updateTest.isPending}
            >
              Save anyway
            </button>
          </div>
        )}
        <StepsField label="Drafted steps" value={steps} onChange={setSteps} lineErrors={lineErrors} showLineErrors={isStepCheckShown} />
        <div className="tm-form-actions">
          <button type="button" className="tm-button" onClick={() => void handleSave({ isStepCheckSkipped: false })} disabled={updateTest.isPending}>
            {updateTest.isPending ? 'Saving…' : isDirty ? 'Save steps' : 'Keep these steps'}
          </button>
          <button type="button" className="tm-button tm-button-secondary" onClick={() => guardedNavigate(testEditPath(test.id))}>
            Open in the full editor
          </button>
        </div>
      </div>
    </section>
  );
}
