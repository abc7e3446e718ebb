import { type Folder, type Test } from '@verity/contracts';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true });

export function sortFoldersByName(folders: readonly Folder[]): Folder[] {
  return [...folders].sort(byName);
}

export function activeFolders(folders: readonly Folder[]): Folder[] {
  return sortFoldersByName(folders.filter((folder) => folder.deleted_at === null));
}

/**
 * The test's folder when it is one the user can see: a test whose folder was soft-deleted (or is unknown)
 * counts as having no folder until the folder is restored.
 */
export function activeFolderOf(test: Test, activeFolderIds: ReadonlySet<string>): string | null {
  const folderId = test.configuration.folder_id;
  return folderId && activeFolderIds.has(folderId) ? folderId : null;
}

export type TestGroup = { folder: Folder | null; tests: Test[] };

/** Tests by folder, folders by name, then the tests in no (visible) folder; folders without tests are left out. */
export function groupTestsByFolder(tests: readonly Test[], folders: readonly Folder[]): TestGroup[] {
  const visible = activeFolders(folders);
  const ids = new Set(visible.map((folder) => folder.id));
  const groups: TestGroup[] = visible.map((folder) => ({ folder, tests: [] }));
  const unfiled: TestGroup = { folder: null, tests: [] };
  const groupById = new Map(groups.map((group) => [group.folder?.id, group]));
  for (const test of tests) {
    const folderId = activeFolderOf(test, ids);
    (folderId ? (groupById.get(folderId) as TestGroup) : unfiled).tests.push(test);
  }
  return [...groups, unfiled].filter((group) => group.tests.length > 0);
}
