import { useMemo, useState } from 'react';
import { type Folder, type Test } from '@verity/contracts';
import { InternalLink, type RemoteProps, ROUTES, routeTo } from '@verity/mfe';
import { failureMessage, LoadingState, notify } from '@verity/ui';
import { useFolders } from '../data/get-folders';
import { useTestLoader } from '../data/get-test';
import { useTests } from '../data/get-tests';
import { useUpdateTest } from '../data/update-test';
import { sortFoldersByName } from '../shared/folders';
import { Screen } from '../shared/screen';
import { TestNotFound } from '../shared/test-not-found';
import { useUnsavedChangesGuard } from '../shared/unsaved-changes-guard';
import { TestForm } from '../test-form/test-form';
import { isSameTest, type TestFormValues, toUpdateInput, valuesFromTest } from '../test-form/test-form-values';

/** /app/test/{testId}/edit: every field of the test; leaving with unsaved changes asks first. */
export function TestEditPage({ params, navigate }: RemoteProps) {
  const testId = params.testId ?? '';
  const { test, isNotFound } = useTestLoader(testId);
  if (isNotFound) return <TestNotFound />;
  if (!test) {
    return (
      <Screen title="Edit test" description="Change a test's name, base URL, steps, folder and variables.">
        <LoadingState label="Loading the test…" />
      </Screen>
    );
  }
  // The form starts from the test as loaded; a background refresh must not overwrite what the user typed.
  return <TestEditor key={test.id} test={test} navigate={navigate} />;
}

/** The folders to offer: the live ones, and the test's own folder even when it was deleted. */
function folderChoices(folders: Folder[], test: Test): Folder[] {
  const current = test.configuration.folder_id;
  return sortFoldersByName(folders.filter((folder) => folder.deleted_at === null || folder.id === current));
}

function TestEditor({ test, navigate }: { test: Test; navigate: RemoteProps['navigate'] }) {
  const [initial] = useState(() => valuesFromTest(test));
  const [values, setValues] = useState(initial);
  const folders = useFolders({ include_deleted: true });
  const tests = useTests();
  const updateTest = useUpdateTest();
  const isDirty = !isSameTest(values, initial);
  const { leave } = useUnsavedChangesGuard(isDirty, navigate);
  const choices = useMemo(() => folderChoices(folders.data ?? [], test), [folders.data, test]);
  const name = test.configuration.name;

  const handleSubmit = async (submitted: TestFormValues) => {
    await notify.promise(updateTest.mutateAsync({ testId: test.id, input: toUpdateInput(submitted) }), {
      loading: 'Saving your changes…',
      success: 'Changes saved.',
      error: (error) => `Could not save the test: ${failureMessage(error)}`,
    });
    leave(routeTo(ROUTES.test, { testId: test.id }));
  };

  return (
    <Screen title={`Edit ${name}`} description="Change a test's name, base URL, steps, folder and variables.">
      <header className="tm-page-header">
        <div>
          <p className="ui-breadcrumb">
            <InternalLink to={ROUTES.tests}>Tests</InternalLink> / <InternalLink to={routeTo(ROUTES.test, { testId: test.id })}>{name}</InternalLink> /
            Edit
          </p>
          <h1>Edit test</h1>
          <p className="ui-lead" aria-live="polite">
            {isDirty ? 'You have unsaved changes.' : 'Change anything, then save. Runs already made keep the steps they ran.'}
          </p>
        </div>
      </header>
      <TestForm
        values={values}
        onChange={setValues}
        folders={choices}
        tests={tests}
        testId={test.id}
        submitLabel="Save changes"
        pendingLabel="Saving…"
        onSubmit={handleSubmit}
        secondaryAction={
          <InternalLink to={routeTo(ROUTES.test, { testId: test.id })} className="ui-button ui-button-secondary">
            Back to the test
          </InternalLink>
        }
      />
    </Screen>
  );
}
