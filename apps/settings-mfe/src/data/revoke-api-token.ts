import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { apiTokenKeys } from './keys';

/** DELETE /api-tokens/{id}: the API refuses the token from then on. The list says why one failed. */
export function useRevokeApiToken() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (id: string) => api.revokeApiToken(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiTokenKeys.all() }),
  });
}
