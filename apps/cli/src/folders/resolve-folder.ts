import { type Folder } from '@verity/contracts';
import { UsageError } from '../cli-error';

function listing(folders: readonly Folder[]): string {
  if (folders.length === 0) return 'You have no folders yet.';
  return `Your folders:\n${folders.map((folder) => `  ${folder.name}  (${folder.id})`).join('\n')}`;
}

/**
 * The folder `--folder` names: by id, else by name (case-insensitive, exact) among the folders not deleted. An
 * unknown or ambiguous name is a usage error that lists the folders, so the user can pick one.
 */
export function resolveFolder(nameOrId: string, folders: readonly Folder[]): Folder {
  const live = folders.filter((folder) => folder.deleted_at === null);
  const byId = live.find((folder) => folder.id === nameOrId);
  if (byId) return byId;

  const wanted = nameOrId.trim().toLowerCase();
  const byName = live.filter((folder) => folder.name.trim().toLowerCase() === wanted);
  if (byName.length === 1) return byName[0];
  if (byName.length > 1) {
    throw new UsageError(`${byName.length} folders are called "${nameOrId}": pass the id of the one you mean.\n${listing(byName)}`);
  }
  throw new UsageError(`No folder is called "${nameOrId}" or has that id.\n${listing(live)}`);
}
