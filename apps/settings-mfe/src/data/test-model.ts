import { useMutation } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { useRefreshModels } from './get-models';

/** POST /models/{id}/test: the model's answers to a few built-in tasks; its last check is saved with it. The card shows the outcome. */
export function useTestModel() {
  const { api } = useRemoteProps();
  const refresh = useRefreshModels();
  return useMutation({ meta: { showsOwnError: true }, mutationFn: (id: string) => api.testModel(id), onSuccess: refresh });
}
