import { lazy, Suspense, useMemo, useState } from 'react';
import { type Folder, type Test } from '@verity/contracts';
import { InternalLink, type RemoteProps, ROUTES } from '@verity/mfe';
import { useFolders } from '../data/get-folders';
import { useTestRuns } from '../data/get-test-runs';
import { useTests } from '../data/get-tests';
import { sortFoldersByName } from '../shared/folders';
import { ErrorState, LoadingState, plural, RunnerNotice, useDomId } from '@verity/ui';
import { latestRunByTest } from '../shared/run-summary';
import { Screen } from '../shared/screen';
import { useStartRunFromList } from '../shared/start-run';
import { FolderHeader } from './folder-header';
import { FolderSidebar } from './folder-sidebar';
import { type FolderSelection, isInSelection, isSortOrder, matchesSearch, SORT_ORDERS, type SortOrder, sortTests } from './test-list-model';
import { TestsTable } from './tests-table';
import { useRunnerNotice } from '../shared/runner-notice';

// What only an action or a folder shows is downloaded when it is first needed: the list is what a visit needs.
const FolderSchedules = lazy(() => import('../schedules/schedule-section').then((module) => ({ default: module.ScheduleSection })));
const MoveTestDialog = lazy(() => import('./move-test-dialog').then((module) => ({ default: module.MoveTestDialog })));
const DeleteTestDialog = lazy(() => import('../shared/delete-test-dialog').then((module) => ({ default: module.DeleteTestDialog })));

/** `?folder=<id>` opens the list on a folder, `?folder=none` on the tests in no folder (the cases page links so). */
function selectionFromSearch(search: string): FolderSelection {
  const folder = new URLSearchParams(search).get('folder');
  if (!folder) return { kind: 'all' };
  return folder === 'none' ? { kind: 'unfiled' } : { kind: 'folder', folderId: folder };
}

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** The test list: folders, search, sort and every action on a test. */
export function TestListPage({ search }: RemoteProps) {
  const listHeadingId = useDomId();
  const searchId = useDomId();
  const sortId = useDomId();
  const [showDeleted, setShowDeleted] = useState(false);
  const [selection, setSelection] = useState<FolderSelection>(() => selectionFromSearch(search));
  const [query, setQuery] = useState('');
  const [sortOrder, setSortOrder] = useState<SortOrder>('name');
  const [movingTest, setMovingTest] = useState<Test | null>(null);
  const [deletingTest, setDeletingTest] = useState<Test | null>(null);

  const tests = useTests();
  const { runner, noticeId } = useRunnerNotice();
  const folders = useFolders({ include_deleted: showDeleted });
  const runs = useTestRuns();
  const { startRun, startingTestId } = useStartRunFromList();

  const latestRuns = useMemo(() => latestRunByTest(runs.data ?? []), [runs.data]);
  const allFolders = useMemo(() => sortFoldersByName(folders.data ?? []), [folders.data]);
  const foldersById = useMemo(() => new Map<string, Folder>(allFolders.map((folder) => [folder.id, folder])), [allFolders]);
  const activeFolders = allFolders.filter((folder) => folder.deleted_at === null);
  const deletedFolders = allFolders.filter((folder) => folder.deleted_at !== null);
  const activeIds = new Set(activeFolders.map((folder) => folder.id));

  // A folder that is not listed (deleted while "Show deleted" is off, or unknown) falls back to all tests.
  const selectedFolder = selection.kind === 'folder' ? foldersById.get(selection.folderId) : undefined;
  const effectiveSelection: FolderSelection = selection.kind === 'folder' && !selectedFolder && folders.isSuccess ? { kind: 'all' } : selection;

  const allTests = tests.data ?? [];
  const inSelection = allTests.filter((test) => isInSelection(test, effectiveSelection, activeIds));
  const shown = sortTests(
    inSelection.filter((test) => matchesSearch(test, query)),
    sortOrder,
    latestRuns,
  );

  const handleFolderDeleted = () => {
    if (!showDeleted) setSelection({ kind: 'all' });
    focusLater(listHeadingId);
  };

  return (
    <Screen title="Tests" description="Your tests, organised in folders, with their latest run.">
      <header className="tm-page-header">
        <div>
          <h1>Tests</h1>
          <p className="ui-lead">Your tests, organised in folders, with their latest run.</p>
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

      {folders.isError && (
        <ErrorState title="Your folders could not be loaded." error={folders.error} onRetry={() => void folders.refetch()} />
      )}
      {runs.isError && <ErrorState title="The last runs could not be loaded." error={runs.error} onRetry={() => void runs.refetch()} />}

      <div className="tm-layout">
        <FolderSidebar
          tests={allTests}
          activeFolders={activeFolders}
          deletedFolders={deletedFolders}
          isLoading={folders.isPending}
          selection={effectiveSelection}
          onSelect={setSelection}
          showDeleted={showDeleted}
          onShowDeletedChange={setShowDeleted}
        />

        <section aria-labelledby={listHeadingId}>
          <FolderHeader
            key={effectiveSelection.kind === 'folder' ? effectiveSelection.folderId : effectiveSelection.kind}
            headingId={listHeadingId}
            selection={effectiveSelection}
            folder={selectedFolder}
            testCount={inSelection.length}
            onFolderDeleted={handleFolderDeleted}
          />

          {tests.isPending ? (
            <LoadingState label="Loading your tests…" />
          ) : tests.isError ? (
            <ErrorState title="Your tests could not be loaded." error={tests.error} onRetry={() => void tests.refetch()} />
          ) : allTests.length === 0 ? (
            <div className="ui-empty">
              <h3>No tests yet</h3>
              <p className="ui-muted">Write your first test in plain English, or describe a goal and let Verity draft the steps.</p>
              <div className="tm-actions">
                <InternalLink to={ROUTES.newTest} className="ui-button">
                  Create a test
                </InternalLink>
                <InternalLink to={ROUTES.newSimpleTest} className="ui-button ui-button-secondary">
                  Describe a goal
                </InternalLink>
              </div>
            </div>
          ) : (
            <>
              <div className="tm-toolbar" role="search" aria-label="Tests">
                <div className="tm-field">
                  <label htmlFor={searchId}>Search tests</label>
                  <input
                    id={searchId}
                    type="search"
                    placeholder="Name or URL"
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                  />
                </div>
                <div className="tm-field tm-field-sort">
                  <label htmlFor={sortId}>Sort by</label>
                  <select
                    id={sortId}
                    value={sortOrder}
                    onChange={(event) => isSortOrder(event.target.value) && setSortOrder(event.target.value)}
                  >
                    {SORT_ORDERS.map((order) => (
                      <option key={order.value} value={order.value}>
                        {order.label}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <p className="tm-result-count" role="status">
                {query.trim()
                  ? `${shown.length} of ${plural(inSelection.length, 'test')} match “${query.trim()}”`
                  : plural(inSelection.length, 'test')}
              </p>
              {shown.length > 0 ? (
                <TestsTable
                  captionId={listHeadingId}
                  tests={shown}
                  foldersById={foldersById}
                  showFolderColumn={effectiveSelection.kind === 'all'}
                  latestRuns={latestRuns}
                  isRunsKnown={runs.isSuccess}
                  startingTestId={startingTestId}
                  onRun={startRun}
                  onMove={setMovingTest}
                  onDelete={setDeletingTest}
                />
              ) : query.trim() ? (
                <div className="ui-empty">
                  <p>No tests match “{query.trim()}”.</p>
                  <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={() => setQuery('')}>
                    Clear search
                  </button>
                </div>
              ) : (
                <div className="ui-empty">
                  <p>No tests here yet. Use “Move” on a test to put it in this folder, or create a new one.</p>
                </div>
              )}
            </>
          )}
          {selectedFolder && !selectedFolder.deleted_at && (
            <Suspense fallback={null}>
              <FolderSchedules key={selectedFolder.id} target={{ folder_id: selectedFolder.id }} what="folder" />
            </Suspense>
          )}
        </section>
      </div>

      <Suspense fallback={null}>
        {movingTest && <MoveTestDialog test={movingTest} folders={activeFolders} onClose={() => setMovingTest(null)} />}
        {deletingTest && (
          <DeleteTestDialog
            test={deletingTest}
            onCancel={() => setDeletingTest(null)}
            onDeleted={() => {
              setDeletingTest(null);
              focusLater(listHeadingId);
            }}
          />
        )}
      </Suspense>
    </Screen>
  );
}
