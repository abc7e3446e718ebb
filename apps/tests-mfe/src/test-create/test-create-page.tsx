import { useState } from 'react';
import { InternalLink, type RemoteProps, ROUTES, routeTo } from '@verity/mfe';
import { failureMessage, notify } from '@verity/ui';
import { useCreateTest } from '../data/create-test';
import { useFolders } from '../data/get-folders';
import { useTests } from '../data/get-tests';
import { activeFolders } from '../shared/folders';
import { Screen } from '../shared/screen';
import { useUnsavedChangesGuard } from '../shared/unsaved-changes-guard';
import { TestForm } from '../test-form/test-form';
import { EMPTY_TEST_FORM, isSameTest, type TestFormValues, toCreateInput } from '../test-form/test-form-values';

/** `?name=…&base_url=…&folder=…` pre-fill the form (the goal screen sends its values here when it cannot draft). */
function initialValues(search: string): TestFormValues {
  const params = new URLSearchParams(search);
  return {
    ...EMPTY_TEST_FORM,
    name: params.get('name') ?? '',
    baseUrl: params.get('base_url') ?? '',
    folderId: params.get('folder') ?? '',
  };
}

export function TestCreatePage({ search, navigate }: RemoteProps) {
  const [initial] = useState(() => initialValues(search));
  const [values, setValues] = useState(initial);
  const folders = useFolders();
  const tests = useTests();
  const createTest = useCreateTest();
  const { leave } = useUnsavedChangesGuard(!isSameTest(values, initial), navigate);

  const handleSubmit = async (submitted: TestFormValues) => {
    const test = await notify.promise(createTest.mutateAsync(toCreateInput(submitted)), {
      loading: 'Creating the test…',
      success: (created) => `Test “${created.configuration.name}” created.`,
      error: (error) => `Could not create the test: ${failureMessage(error)}`,
    });
    leave(routeTo(ROUTES.test, { testId: test.id }));
  };

  return (
    <Screen title="Create a test" description="Write a test in plain English: a name, the base URL of your site and its steps.">
      <header className="tm-page-header">
        <div>
          <p className="ui-breadcrumb">
            <InternalLink to={ROUTES.tests}>Tests</InternalLink> / New test
          </p>
          <h1>Create a test</h1>
          <p className="ui-lead">
            Give the test a name, the base URL of your site and its steps in plain English, one per line. Rather describe
            the goal? <InternalLink to={ROUTES.newSimpleTest}>Let Verity draft the steps</InternalLink>.
          </p>
        </div>
      </header>
      <TestForm
        values={values}
        onChange={setValues}
        folders={activeFolders(folders.data ?? [])}
        tests={tests}
        submitLabel="Create test"
        pendingLabel="Creating…"
        onSubmit={handleSubmit}
        secondaryAction={
          <InternalLink to={ROUTES.tests} className="ui-button ui-button-secondary">
            Cancel
          </InternalLink>
        }
      />
    </Screen>
  );
}
