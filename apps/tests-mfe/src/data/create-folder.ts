import { useMutation } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { useInvalidateFolders } from './invalidate-folders';

export function useCreateFolder() {
  const { api } = useRemoteProps();
  const invalidateFolders = useInvalidateFolders();
  return useMutation({ mutationFn: (name: string) => api.createFolder({ name }), onSuccess: invalidateFolders, meta: { showsOwnError: true } });
}
