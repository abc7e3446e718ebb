import { act, cleanup, render, waitFor } from '@testing-library/react/pure';
import { type Analytics, createAnalytics } from '@verity/analytics';
import { type ApiClient, createApiClient } from '@verity/api-client';
import { type RemoteName } from '@verity/config';
import { reportMutationErrors, signOutOnCredentialsError } from '@verity/query';
import { createTestQueryClient } from '@verity/query/testing';
import { AppToaster, failureMessage, notify } from '@verity/ui';
import { ROUTES } from '../app-routes';
import { type Navigate, type RemoteAccount, type RemoteLifecycles, type RemoteSession, type RemoteViewName } from '../remote-contract';
import { RemoteHostProvider } from '../remote-host';
import { RemoteView } from '../remote-view';
import { localRuntimeConfig } from '../standalone/local-runtime-config';

function unreachableApi(): ApiClient {
  return createApiClient({
    baseUrl: 'http://localhost:3000/api',
    getAccessToken: () => null,
    fetch: () => Promise.reject(new Error('This test gave renderRemoteView no api')),
  });
}

function unreachableAccount(): RemoteAccount {
  const refuse = () => Promise.reject(new Error('This test gave renderRemoteView no account'));
  return { details: refuse, rename: refuse, changePassword: refuse };
}

const stopWatchingQueryClient: Array<() => void> = [];

export type RenderRemoteViewOptions<R extends RemoteName> = {
  remote: R;
  view: RemoteViewName<R>;
  params?: Record<string, string | undefined>;
  search?: string;
  /** The API the screen talks to; by default one whose every call fails, so a test states what it needs. */
  api?: ApiClient;
  /** Where the screen's analytics calls go: e.g. `createAnalytics([createMemoryAdapter()])`; nowhere by default. */
  analytics?: Analytics;
  session?: RemoteSession | null;
  /** The signed-in account the screen reads and changes; by default one whose every call fails. */
  account?: RemoteAccount;
  /** Renders the app's toaster beside the screen, as the shell does, so the screen's toasts can be read. */
  withToaster?: boolean;
};

// jsdom lacks pointer capture, which sonner's toasts use when pressed.
function allowPointerCapture() {
  const element: Partial<Pick<HTMLElement, 'setPointerCapture' | 'releasePointerCapture' | 'hasPointerCapture'>> = HTMLElement.prototype;
  if (element.setPointerCapture) return;
  element.setPointerCapture = () => undefined;
  element.releasePointerCapture = () => undefined;
  element.hasPointerCapture = () => false;
}

/**
 * Mounts one screen of a remote through its real lifecycles, as the shell would, and waits until it is on
 * the page. Pair with `cleanupRemoteViews()` in afterEach (parcels unmount asynchronously).
 */
export async function renderRemoteView<R extends RemoteName>(
  lifecycles: RemoteLifecycles,
  { remote, view, params, search, api, analytics, session = null, account, withToaster = false }: RenderRemoteViewOptions<R>,
) {
  if (withToaster) {
    allowPointerCapture();
    render(<AppToaster />);
  }
  const navigate = jest.fn<ReturnType<Navigate>, Parameters<Navigate>>();
  const host = {
    queryClient: createTestQueryClient(),
    config: localRuntimeConfig('http://localhost:3000'),
    api: api ?? unreachableApi(),
    session,
    analytics: analytics ?? createAnalytics([]),
    account: account ?? unreachableAccount(),
    loadRemoteModule: async () => lifecycles,
  };
  // As the shell does: invalid credentials anywhere send the user to /logout.
  stopWatchingQueryClient.push(signOutOnCredentialsError(host.queryClient, () => navigate(ROUTES.logout, { replace: true })));
  // As the shell does: a failed change the screen does not show itself gets an error toast.
  stopWatchingQueryClient.push(reportMutationErrors(host.queryClient, (error) => notify.error(failureMessage(error))));
  const result = render(
    <RemoteHostProvider value={host}>
      <RemoteView remote={remote} view={view} params={params} search={search} navigate={navigate} />
    </RemoteHostProvider>,
  );
  await waitFor(() => {
    if (!result.container.querySelector(`[data-remote="${remote}"][data-view="${view}"]`)) {
      throw new Error(`${remote}/${view} is not mounted`);
    }
    // A screen loaded on first use (lazyView) shows the remote's loading status until its code is in.
    if (result.container.querySelector('.remote-loading')) throw new Error(`${remote}/${view} is still loading`);
  });
  return { ...result, navigate, queryClient: host.queryClient };
}

/** Unmounts what renderRemoteView mounted and lets the parcels' asynchronous unmount finish. */
export async function cleanupRemoteViews() {
  for (const stop of stopWatchingQueryClient.splice(0)) stop();
  act(() => {
    notify.dismiss();
  });
  await act(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
