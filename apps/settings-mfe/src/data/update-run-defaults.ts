import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RunDefaults } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { profileKeys } from '@verity/query';

/** PUT /profile/run-defaults; the profile it answers goes into the cache. The form shows a failure. */
export function useUpdateRunDefaults() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (defaults: RunDefaults) => api.updateRunDefaults(defaults),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.all(), saved),
  });
}
