import { type Folder, type Test, type TestRun } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo } from '@verity/mfe';
import { DataTable, type DataTableColumn } from '@verity/ui';
import { LastRunCell } from '../shared/last-run-cell';
import { RunButton } from '../shared/run-button';

type TestsTableProps = {
  captionId: string;
  tests: Test[];
  foldersById: ReadonlyMap<string, Folder>;
  showFolderColumn: boolean;
  latestRuns: ReadonlyMap<string, TestRun>;
  isRunsKnown: boolean;
  startingTestId: string | undefined;
  onRun: (test: Test) => void;
  onMove: (test: Test) => void;
  onDelete: (test: Test) => void;
};

function folderLabel(test: Test, foldersById: ReadonlyMap<string, Folder>) {
  const folderId = test.configuration.folder_id;
  const folder = folderId ? foldersById.get(folderId) : undefined;
  if (!folder) return <span className="ui-muted">—</span>;
  return folder.deleted_at ? (
    <span className="ui-muted">
      {folder.name} <span className="tm-badge">Deleted</span>
    </span>
  ) : (
    folder.name
  );
}

const COLUMNS: DataTableColumn[] = [
  { label: 'Test' },
  { label: 'Folder' },
  { label: 'Last run' },
  { label: 'Actions', className: 'tm-col-actions', isLabelHidden: true },
];
const COLUMNS_WITHOUT_FOLDER = COLUMNS.filter((column) => column.label !== 'Folder');

/** The tests with their folder, last run and actions; every action names its test for screen readers. */
export function TestsTable(props: TestsTableProps) {
  const { captionId, tests, foldersById, showFolderColumn, latestRuns, isRunsKnown, startingTestId, onRun, onMove, onDelete } = props;
  return (
    <DataTable columns={showFolderColumn ? COLUMNS : COLUMNS_WITHOUT_FOLDER} labelledBy={captionId}>
      {tests.map((test) => {
        const name = test.configuration.name;
        return (
          <tr key={test.id}>
            <td>
              <InternalLink to={routeTo(ROUTES.test, { testId: test.id })} className="tm-test-name">
                {name}
              </InternalLink>
              <span className="tm-url" title={test.configuration.base_url}>
                {test.configuration.base_url}
              </span>
            </td>
            {showFolderColumn && <td>{folderLabel(test, foldersById)}</td>}
            <td>
              <LastRunCell run={latestRuns.get(test.id)} isUnknown={!isRunsKnown} />
            </td>
            <td className="tm-col-actions">
              <RunButton
                test={test}
                isStarting={startingTestId === test.id}
                onRun={onRun}
                className="ui-button ui-button-quiet ui-button-small"
              />
              <InternalLink to={routeTo(ROUTES.editTest, { testId: test.id })} className="ui-button ui-button-quiet ui-button-small">
                Edit<span className="ui-sr-only"> {name}</span>
              </InternalLink>
              <button type="button" className="ui-button ui-button-quiet ui-button-small" onClick={() => onMove(test)}>
                Move<span className="ui-sr-only"> {name}</span>
              </button>
              <button type="button" className="ui-button ui-button-quiet ui-button-small ui-danger-text" onClick={() => onDelete(test)}>
                Delete<span className="ui-sr-only"> {name}</span>
              </button>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
