import { useEffect, useRef, useState } from 'react';
import { type Folder, type Test } from '@verity/contracts';
import { failureMessage, notify, useDomId } from '@verity/ui';
import { useCreateFolder } from '../data/create-folder';
import { activeFolderOf } from '../shared/folders';
import { FolderNameForm } from './folder-name-form';
import { type FolderSelection } from './test-list-model';

type FolderSidebarProps = {
  tests: Test[];
  activeFolders: Folder[];
  deletedFolders: Folder[];
  isLoading: boolean;
  selection: FolderSelection;
  onSelect: (selection: FolderSelection) => void;
  showDeleted: boolean;
  onShowDeletedChange: (showDeleted: boolean) => void;
};

/** The folders as filters of the list, a new-folder form and the "Show deleted folders" switch. */
export function FolderSidebar(props: FolderSidebarProps) {
  const { tests, activeFolders, deletedFolders, isLoading, selection, onSelect, showDeleted, onShowDeletedChange } = props;
  const headingId = useDomId();
  const deletedHeadingId = useDomId();
  const activeIds = new Set(activeFolders.map((folder) => folder.id));
  const countIn = (folderId: string) => tests.filter((test) => test.configuration.folder_id === folderId).length;
  const unfiledCount = tests.filter((test) => activeFolderOf(test, activeIds) === null).length;
  const isSelected = (candidate: FolderSelection) =>
    candidate.kind === selection.kind && (candidate.kind !== 'folder' || (selection.kind === 'folder' && selection.folderId === candidate.folderId));

  const entry = (key: string, label: string, count: number, candidate: FolderSelection, isDeleted = false) => (
    <li key={key} className={isDeleted ? 'tm-folder-deleted' : undefined}>
      <button
        type="button"
        className="tm-folder-button"
        aria-current={isSelected(candidate) ? 'true' : undefined}
        onClick={() => onSelect(candidate)}
      >
        <span className="tm-folder-name">
          {label}
          {isDeleted && <span className="ui-sr-only"> (deleted)</span>}
        </span>
        <span className="tm-count">
          {count}
          <span className="ui-sr-only"> {count === 1 ? 'test' : 'tests'}</span>
        </span>
      </button>
    </li>
  );

  return (
    <section className="tm-sidebar" aria-labelledby={headingId}>
      <h2 id={headingId}>Folders</h2>
      <ul className="tm-folder-list">
        {entry('all', 'All tests', tests.length, { kind: 'all' })}
        {entry('unfiled', 'No folder', unfiledCount, { kind: 'unfiled' })}
        {activeFolders.map((folder) => entry(folder.id, folder.name, countIn(folder.id), { kind: 'folder', folderId: folder.id }))}
      </ul>
      {isLoading && (
        <p role="status" className="ui-muted ui-small">
          Loading folders…
        </p>
      )}
      {showDeleted && !isLoading && (
        <>
          <h2 id={deletedHeadingId}>Deleted folders</h2>
          {deletedFolders.length === 0 ? (
            <p className="ui-muted ui-small">No deleted folders.</p>
          ) : (
            <ul className="tm-folder-list" aria-labelledby={deletedHeadingId}>
              {deletedFolders.map((folder) =>
                entry(folder.id, folder.name, countIn(folder.id), { kind: 'folder', folderId: folder.id }, true),
              )}
            </ul>
          )}
        </>
      )}
      <NewFolder onCreated={(folder) => onSelect({ kind: 'folder', folderId: folder.id })} />
      <label className="tm-toggle">
        <input type="checkbox" checked={showDeleted} onChange={(event) => onShowDeletedChange(event.target.checked)} />
        Show deleted folders
      </label>
    </section>
  );
}

function NewFolder({ onCreated }: { onCreated: (folder: Folder) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const createFolder = useCreateFolder();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Closing the form gives focus back to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !isOpen) buttonRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  if (!isOpen) {
    return (
      <button ref={buttonRef} type="button" className="ui-button ui-button-secondary ui-button-small" onClick={() => setIsOpen(true)}>
        New folder
      </button>
    );
  }
  const handleSubmit = async (name: string) => {
    try {
      const folder = await createFolder.mutateAsync(name);
      notify.success(`Folder “${folder.name}” created.`);
      setIsOpen(false);
      onCreated(folder);
    } catch (error) {
      notify.error(`Could not create the folder: ${failureMessage(error)}`);
      throw error;
    }
  };
  return (
    <FolderNameForm
      submitLabel="Create folder"
      pendingLabel="Creating…"
      isPending={createFolder.isPending}
      onSubmit={handleSubmit}
      onCancel={() => setIsOpen(false)}
    />
  );
}
