import { useQueryClient } from '@tanstack/react-query';
import { folderKeys } from '@verity/query';

/** After any folder change: every folder list (with and without the deleted ones) is refetched. */
export function useInvalidateFolders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: folderKeys.all() });
}
