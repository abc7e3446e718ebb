import { useMutation } from '@tanstack/react-query';
import { type Folder } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { useInvalidateFolders } from './invalidate-folders';

/** Soft delete: the folder's tests keep their folder_id, so restoring the folder brings them back into it. */
export function useDeleteFolder() {
  const { api } = useRemoteProps();
  const invalidateFolders = useInvalidateFolders();
  return useMutation({ mutationFn: (folder: Folder) => api.deleteFolder(folder.id), onSuccess: invalidateFolders, meta: { showsOwnError: true } });
}
