import { useQuery } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { testsQueryOptions } from '@verity/query';

/** The user's tests, newest first (fresh for 5 minutes, spec section 9). */
export function useTests() {
  const { api } = useRemoteProps();
  return useQuery(testsQueryOptions(api));
}
