import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Folder } from '@verity/contracts';
import { isInsufficientCreditsError, messageOf } from '@verity/api-client';
import { invalidateCreditBalance, runKeys, suiteKeys } from '@verity/query';
import { failureMessage, notify } from '@verity/ui';
import { ROUTES, routeTo } from './app-routes';
import { NavigateLink } from './navigate-link';
import { useRemoteProps } from './remote-props-context';

/**
 * POST /folders/{id}/run: every test of the folder becomes a run of one suite, paid for up front (402 says how
 * many credits are missing, and nothing starts). The suite is cached for its page; run and suite lists and the
 * balance are refetched. The one way any screen runs a folder.
 */
export function useRunFolder() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (folderId: string) => api.runFolder(folderId),
    onSuccess: async (suite) => {
      queryClient.setQueryData(suiteKeys.detail(suite.id), suite);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: suiteKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: runKeys.lists() }),
        invalidateCreditBalance(queryClient),
      ]);
    },
  });
}

/**
 * "Run folder": starts the suite with a toast that follows it, then opens the suite's page. Not enough credits:
 * the API's sentence (how many are missing) with the way to Billing.
 */
export function useStartSuite() {
  const { navigate } = useRemoteProps();
  const runFolder = useRunFolder();
  const startSuite = async (folder: Pick<Folder, 'id' | 'name'>) => {
    try {
      const suite = await notify.promise(runFolder.mutateAsync(folder.id), {
        loading: `Starting the tests of “${folder.name}”…`,
        success: (started) => `“${folder.name}”: ${started.counts.total === 1 ? '1 run' : `${started.counts.total} runs`} queued.`,
        error: (error) =>
          isInsufficientCreditsError(error) ? (
            <span>
              {messageOf(error)}{' '}
              <NavigateLink to={ROUTES.billing} navigate={navigate}>
                Go to Billing
              </NavigateLink>
            </span>
          ) : (
            `Could not run “${folder.name}”: ${failureMessage(error)}`
          ),
      });
      navigate(routeTo(ROUTES.suite, { suiteId: suite.id }));
    } catch {
      // The toast said why.
    }
  };
  return { startSuite, isStarting: runFolder.isPending };
}
