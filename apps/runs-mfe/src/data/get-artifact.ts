import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient } from '@verity/api-client';
import { useRemoteProps } from '@verity/mfe';
import { QUERY_RETRY_COUNT } from '@verity/query';
import { artifactKeys } from './keys';

/**
 * A file of a run (a step's screenshot), fetched with the bearer token: the API serves artifacts only to the
 * run's owner, so an <img src> pointing at it could not load. A recorded file never changes: fetched once.
 */
export function artifactQueryOptions(api: Pick<ApiClient, 'fetchArtifact'>, runId: string, name: string) {
  return queryOptions({
    queryKey: artifactKeys.file(runId, name),
    queryFn: ({ signal }) => api.fetchArtifact(runId, name, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: QUERY_RETRY_COUNT,
  });
}

export function useArtifact(runId: string, name: string) {
  const { api } = useRemoteProps();
  return useQuery(artifactQueryOptions(api, runId, name));
}
