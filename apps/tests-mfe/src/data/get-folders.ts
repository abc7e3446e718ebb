import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FoldersFilter } from '@verity/api-client';
import { useRemoteProps } from '@verity/mfe';
import { foldersQueryOptions } from '@verity/query';

/** The user's folders; soft-deleted ones too with `include_deleted`. The previous list stays while switching. */
export function useFolders(filter: FoldersFilter = {}) {
  const { api } = useRemoteProps();
  return useQuery({ ...foldersQueryOptions(api, filter), placeholderData: keepPreviousData });
}
