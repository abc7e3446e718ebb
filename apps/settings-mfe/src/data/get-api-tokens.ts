import { useQuery } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { apiTokenKeys } from './keys';

/** GET /api-tokens: the user's tokens that are not revoked, newest first, never their secrets. */
export function useApiTokens() {
  const { api } = useRemoteProps();
  return useQuery({ queryKey: apiTokenKeys.list(), queryFn: ({ signal }) => api.listApiTokens({ signal }) });
}
