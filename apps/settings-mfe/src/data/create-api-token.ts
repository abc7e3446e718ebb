import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateApiTokenInput } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { apiTokenKeys } from './keys';

/** POST /api-tokens: the answer holds the secret, shown once. The form shows a failure. */
export function useCreateApiToken() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (input: CreateApiTokenInput) => api.createApiToken(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiTokenKeys.all() }),
  });
}
