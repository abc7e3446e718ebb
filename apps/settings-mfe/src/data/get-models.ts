import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { modelKeys } from '@verity/query';

/** GET /models: the user's models, the deployment's, and the usage. */
export function useModels() {
  const { api } = useRemoteProps();
  return useQuery({ queryKey: modelKeys.overview(), queryFn: ({ signal }) => api.getModels({ signal }) });
}

/** Reads the models again after one changed. Not awaited by a change, so its own callbacks run on the screen that made it. */
export function useRefreshModels() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: modelKeys.all() });
}
