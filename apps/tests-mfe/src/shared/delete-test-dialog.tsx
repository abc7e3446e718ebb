import { type Test } from '@verity/contracts';
import { ConfirmDialog, failureMessage, notify } from '@verity/ui';
import { useDeleteTest } from '../data/delete-test';

type DeleteTestDialogProps = {
  test: Test;
  onCancel: () => void;
  /** After the API deleted the test. */
  onDeleted: () => void;
};

/** Asks before deleting a test, deletes it, and says how it went. */
export function DeleteTestDialog({ test, onCancel, onDeleted }: DeleteTestDialogProps) {
  const deleteTest = useDeleteTest();
  const name = test.configuration.name;
  const handleConfirm = async () => {
    try {
      await notify.promise(deleteTest.mutateAsync(test.id), {
        loading: `Deleting “${name}”…`,
        success: `“${name}” was deleted.`,
        error: (error) => `Could not delete “${name}”: ${failureMessage(error)}`,
      });
      onDeleted();
    } catch {
      // The toast said why; the dialog stays open to try again or cancel.
    }
  };
  return (
    <ConfirmDialog
      title={`Delete “${name}”?`}
      confirmLabel="Delete test"
      pendingLabel="Deleting…"
      isPending={deleteTest.isPending}
      onConfirm={() => void handleConfirm()}
      onCancel={onCancel}
    >
      <p>The test and its steps are deleted for good. Its past runs stay in Runs.</p>
    </ConfirmDialog>
  );
}
