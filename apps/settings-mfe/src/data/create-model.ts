import { useMutation } from '@tanstack/react-query';
import { type CreateModelProviderInput } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { useRefreshModels } from './get-models';

/** POST /models: the key is stored encrypted and never comes back. The form shows a failure. */
export function useCreateModel() {
  const { api } = useRemoteProps();
  const refresh = useRefreshModels();
  return useMutation({ meta: { showsOwnError: true }, mutationFn: (input: CreateModelProviderInput) => api.createModel(input), onSuccess: refresh });
}
