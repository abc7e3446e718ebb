import { useMutation } from '@tanstack/react-query';
import { type Folder } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { useInvalidateFolders } from './invalidate-folders';

export type RenameFolderVariables = { folder: Folder; name: string };

export function useRenameFolder() {
  const { api } = useRemoteProps();
  const invalidateFolders = useInvalidateFolders();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: ({ folder, name }: RenameFolderVariables) => api.updateFolder(folder.id, { name }),
    onSuccess: invalidateFolders,
  });
}
