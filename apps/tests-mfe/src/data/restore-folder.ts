import { useMutation } from '@tanstack/react-query';
import { type Folder } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { useInvalidateFolders } from './invalidate-folders';

/** PUT /folders/{id} with `{deleted_at: null}` undoes a soft delete. */
export function useRestoreFolder() {
  const { api } = useRemoteProps();
  const invalidateFolders = useInvalidateFolders();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (folder: Folder) => api.updateFolder(folder.id, { deleted_at: null }),
    onSuccess: invalidateFolders,
  });
}
