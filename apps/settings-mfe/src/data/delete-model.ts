import { useMutation } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { useRefreshModels } from './get-models';

/** DELETE /models/{id}: the model and its stored key. The card says why it failed. */
export function useDeleteModel() {
  const { api } = useRemoteProps();
  const refresh = useRefreshModels();
  return useMutation({ meta: { showsOwnError: true }, mutationFn: (id: string) => api.deleteModel(id), onSuccess: refresh });
}
