import { useState } from 'react';
import { type Folder } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo, useStartSuite } from '@verity/mfe';
import { ConfirmDialog, failureMessage, notify } from '@verity/ui';
import { useDeleteFolder } from '../data/delete-folder';
import { useRenameFolder } from '../data/rename-folder';
import { useRestoreFolder } from '../data/restore-folder';
import { plural } from '@verity/ui';
import { FolderNameForm } from './folder-name-form';
import { type FolderSelection } from './test-list-model';

type FolderHeaderProps = {
  headingId: string;
  selection: FolderSelection;
  /** The selected folder, when the selection is one. */
  folder: Folder | undefined;
  testCount: number;
  onFolderDeleted: (folder: Folder) => void;
};

/** The list's heading for what is selected, with the folder's own actions: run it as a suite, rename, delete or restore. */
export function FolderHeader({ headingId, selection, folder, testCount, onFolderDeleted }: FolderHeaderProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm-delete'>('view');
  const renameFolder = useRenameFolder();
  const deleteFolder = useDeleteFolder();
  const restoreFolder = useRestoreFolder();
  const { startSuite, isStarting } = useStartSuite();

  if (selection.kind !== 'folder' || !folder) {
    return (
      <div className="ui-section-header">
        <div>
          <h2 id={headingId} tabIndex={-1}>{selection.kind === 'unfiled' ? 'No folder' : 'All tests'}</h2>
          {selection.kind === 'unfiled' && <p className="ui-hint">Tests in no folder, and those whose folder was deleted.</p>}
        </div>
      </div>
    );
  }

  const isDeleted = folder.deleted_at !== null;

  const handleRename = async (name: string) => {
    if (name === folder.name) {
      setMode('view');
      return;
    }
    await notify.promise(renameFolder.mutateAsync({ folder, name }), {
      loading: 'Renaming the folder…',
      success: `Folder renamed to “${name}”.`,
      error: (error) => `Could not rename the folder: ${failureMessage(error)}`,
    });
    setMode('view');
  };

  const handleDelete = async () => {
    try {
      await notify.promise(deleteFolder.mutateAsync(folder), {
        loading: `Deleting “${folder.name}”…`,
        success: `Folder “${folder.name}” deleted. Turn on “Show deleted folders” to restore it.`,
        error: (error) => `Could not delete the folder: ${failureMessage(error)}`,
      });
      setMode('view');
      onFolderDeleted(folder);
    } catch {
      // The toast said why; the dialog stays open.
    }
  };

  const handleRestore = () =>
    void notify
      .promise(restoreFolder.mutateAsync(folder), {
        loading: `Restoring “${folder.name}”…`,
        success: `Folder “${folder.name}” restored.`,
        error: (error) => `Could not restore the folder: ${failureMessage(error)}`,
      })
      .catch(() => undefined);

  if (mode === 'rename') {
    return (
      <div className="ui-section-header">
        <h2 id={headingId} tabIndex={-1} className="ui-sr-only">
          Rename “{folder.name}”
        </h2>
        <FolderNameForm
          initialName={folder.name}
          submitLabel="Save name"
          pendingLabel="Saving…"
          isPending={renameFolder.isPending}
          onSubmit={handleRename}
          onCancel={() => setMode('view')}
        />
      </div>
    );
  }

  return (
    <div className="ui-section-header">
      <div>
        <h2 id={headingId} tabIndex={-1}>
          {folder.name} {isDeleted && <span className="tm-badge">Deleted</span>}
        </h2>
        {isDeleted && (
          <p className="ui-hint">This folder is deleted: its tests show under No folder until you restore it.</p>
        )}
      </div>
      <div className="tm-actions">
        {isDeleted ? (
          <button type="button" className="ui-button ui-button-small" onClick={handleRestore} disabled={restoreFolder.isPending}>
            {restoreFolder.isPending ? 'Restoring…' : 'Restore folder'}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="ui-button ui-button-small"
              onClick={() => void startSuite(folder)}
              disabled={isStarting || testCount === 0}
              title={testCount === 0 ? 'Add tests to this folder to run it.' : `Run the ${testCount === 1 ? 'test' : `${testCount} tests`} of this folder as one suite.`}
            >
              {isStarting ? 'Starting…' : 'Run folder'}
            </button>
            <InternalLink to={routeTo(ROUTES.suites, {}, { folder_id: folder.id })} className="ui-button ui-button-secondary ui-button-small">
              Suite runs
            </InternalLink>
            <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={() => setMode('rename')}>
              Rename folder
            </button>
            <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={() => setMode('confirm-delete')}>
              Delete folder
            </button>
          </>
        )}
      </div>
      {mode === 'confirm-delete' && (
        <ConfirmDialog
          title={`Delete folder “${folder.name}”?`}
          confirmLabel="Delete folder"
          pendingLabel="Deleting…"
          isPending={deleteFolder.isPending}
          onConfirm={() => void handleDelete()}
          onCancel={() => setMode('view')}
        >
          <p>
            {testCount === 0
              ? 'The folder is empty.'
              : `Its ${plural(testCount, 'test')} ${testCount === 1 ? 'is' : 'are'} kept and show under No folder.`}{' '}
            You can restore the folder later with “Show deleted folders”.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
