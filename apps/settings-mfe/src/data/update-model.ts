import { useMutation } from '@tanstack/react-query';
import { type UpdateModelProviderInput } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { useRefreshModels } from './get-models';

export type UpdateModelVariables = { id: string; input: UpdateModelProviderInput };

/** PUT /models/{id}: a change to a model, or `{in_use: true}` to run with it. Each screen says why one failed. */
export function useUpdateModel() {
  const { api } = useRemoteProps();
  const refresh = useRefreshModels();
  return useMutation({ meta: { showsOwnError: true }, mutationFn: ({ id, input }: UpdateModelVariables) => api.updateModel(id, input), onSuccess: refresh });
}
