import { type Test, type TestRun } from '@verity/contracts';
import { activeFolderOf } from '../shared/folders';
import { runTime } from '../shared/run-summary';

export const SORT_ORDERS = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'newest', label: 'Newest first' },
  { value: 'last-run', label: 'Last run' },
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number]['value'];

export function isSortOrder(value: string): value is SortOrder {
  return SORT_ORDERS.some((order) => order.value === value);
}

/** Which tests the list shows: all, those in no folder, or one folder's (deleted folders included). */
export type FolderSelection = { kind: 'all' } | { kind: 'unfiled' } | { kind: 'folder'; folderId: string };

/** A case-insensitive match on the name or the base URL; an empty query matches every test. */
export function matchesSearch(test: Test, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return test.configuration.name.toLowerCase().includes(needle) || test.configuration.base_url.toLowerCase().includes(needle);
}

export function isInSelection(test: Test, selection: FolderSelection, activeFolderIds: ReadonlySet<string>): boolean {
  if (selection.kind === 'all') return true;
  if (selection.kind === 'unfiled') return activeFolderOf(test, activeFolderIds) === null;
  return test.configuration.folder_id === selection.folderId;
}

const byName = (a: Test, b: Test) =>
  a.configuration.name.localeCompare(b.configuration.name, undefined, { sensitivity: 'base', numeric: true });

/**
 * Name: A to Z. Newest: created last first. Last run: the most recently run first, tests never run at the
 * end (by name).
 */
export function sortTests(tests: readonly Test[], order: SortOrder, latestRuns: ReadonlyMap<string, TestRun>): Test[] {
  const sorted = [...tests];
  if (order === 'name') return sorted.sort(byName);
  if (order === 'newest') return sorted.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || byName(a, b));
  const lastRunAt = (test: Test) => {
    const run = latestRuns.get(test.id);
    return run ? Date.parse(runTime(run)) : Number.NEGATIVE_INFINITY;
  };
  return sorted.sort((a, b) => {
    const difference = lastRunAt(b) - lastRunAt(a);
    return Number.isNaN(difference) || difference === 0 ? byName(a, b) : difference;
  });
}
