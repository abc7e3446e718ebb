import { type FormEvent, useState } from 'react';
import { type Folder, type Test } from '@verity/contracts';
import { Dialog, failureMessage, notify, useDomId } from '@verity/ui';
import { useUpdateTest } from '../data/update-test';

type MoveTestDialogProps = {
  test: Test;
  /** The folders a test can go to (not deleted), by name. */
  folders: Folder[];
  onClose: () => void;
};

const NO_FOLDER = '';

/** Puts a test in another folder, or in none (PUT /tests/{id} with configuration.folder_id). */
export function MoveTestDialog({ test, folders, onClose }: MoveTestDialogProps) {
  const selectId = useDomId();
  const updateTest = useUpdateTest();
  const current = test.configuration.folder_id ?? NO_FOLDER;
  const [folderId, setFolderId] = useState(folders.some((folder) => folder.id === current) ? current : NO_FOLDER);
  const name = test.configuration.name;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (folderId === current) {
      onClose();
      return;
    }
    const target = folders.find((folder) => folder.id === folderId);
    try {
      await notify.promise(updateTest.mutateAsync({ testId: test.id, input: { configuration: { folder_id: target?.id ?? null } } }), {
        loading: `Moving “${name}”…`,
        success: target ? `Moved “${name}” to ${target.name}.` : `Moved “${name}” out of its folder.`,
        error: (error) => `Could not move “${name}”: ${failureMessage(error)}`,
      });
      onClose();
    } catch {
      // The toast said why; the dialog stays open.
    }
  };

  const handleClose = () => {
    if (!updateTest.isPending) onClose();
  };

  return (
    <Dialog title={`Move “${name}”`} onClose={handleClose}>
      <form onSubmit={(event) => void handleSubmit(event)}>
        <div className="tm-field">
          <label htmlFor={selectId}>Folder</label>
          <select id={selectId} value={folderId} onChange={(event) => setFolderId(event.target.value)}>
            <option value={NO_FOLDER}>No folder</option>
            {folders.map((folder) => (
              <option key={folder.id} value={folder.id}>
                {folder.name}
              </option>
            ))}
          </select>
          {folders.length === 0 && <p className="ui-hint">You have no folders yet: create one in the Folders list first.</p>}
        </div>
        <div className="tm-form-actions">
          <button type="button" className="ui-button ui-button-secondary" onClick={handleClose} disabled={updateTest.isPending}>
            Cancel
          </button>
          <button type="submit" className="ui-button" disabled={updateTest.isPending}>
            {updateTest.isPending ? 'Moving…' : 'Move test'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
