import { type QueryClient } from '@tanstack/react-query';
import { type Test } from '@verity/contracts';
import { testKeys } from '@verity/query';

/** After a test is created or changed: its detail is cached as the API answered, every test list refetched. */
export function storeTest(queryClient: QueryClient, test: Test): Promise<void> {
  queryClient.setQueryData(testKeys.detail(test.id), test);
  return queryClient.invalidateQueries({ queryKey: testKeys.list() });
}
