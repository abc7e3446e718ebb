import { type QueryClient } from '@tanstack/react-query';
import { type TestRun } from '@verity/contracts';
import { runKeys } from '../query-keys';

type RunListFilter = { test_id?: string; limit?: number };

/** An answer that left the server before the one we hold must not undo it (a poll racing a push). */
function isNewer(run: TestRun, cached: TestRun | undefined): boolean {
  return !cached || Date.parse(run.updated_at) >= Date.parse(cached.updated_at);
}

/**
 * Puts a run pushed by the API (`run.updated`) into the cache: its own entry, and every cached list it is
 * in. A run a matching list does not hold yet (just started) makes that list refetch, so it appears in place.
 */
export function applyRunUpdate(queryClient: QueryClient, run: TestRun): void {
  const detailKey = runKeys.detail(run.id);
  if (isNewer(run, queryClient.getQueryData<TestRun>(detailKey))) queryClient.setQueryData(detailKey, run);

  const listsMissingIt: (readonly unknown[])[] = [];
  for (const [queryKey, runs] of queryClient.getQueriesData<TestRun[]>({ queryKey: runKeys.lists() })) {
    if (!runs) continue;
    const position = runs.findIndex((candidate) => candidate.id === run.id);
    if (position === -1) {
      const filter = queryKey[2] as RunListFilter | undefined;
      if (!filter?.test_id || filter.test_id === run.test_id) listsMissingIt.push(queryKey);
      continue;
    }
    if (!isNewer(run, runs[position])) continue;
    queryClient.setQueryData<TestRun[]>(queryKey, runs.map((candidate, index) => (index === position ? run : candidate)));
  }
  for (const queryKey of listsMissingIt) void queryClient.invalidateQueries({ queryKey, exact: true });
}

/** `resync`: pushes may have been missed, so every cached run and run list is refetched (active ones at once). */
export function resyncRuns(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: runKeys.all() });
}
