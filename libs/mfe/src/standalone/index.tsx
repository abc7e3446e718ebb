import { createRoot } from 'react-dom/client';
import { type RemoteName } from '@verity/config';
import { createAppAnalytics } from '@verity/analytics';
import { createApiClient } from '@verity/api-client';
import { createQueryClient } from '@verity/query';
import { type RemoteAccount, REMOTE_VIEWS, type RemoteLifecycles, type RemoteViewName } from '../remote-contract';
import { RemoteHostProvider, type RemoteHost } from '../remote-host';
import { localRuntimeConfig } from './local-runtime-config';
import { StandalonePage, type StandaloneSamples } from './standalone-page';

export { localRuntimeConfig } from './local-runtime-config';

/** A standalone page has no sign-in: the account screens say so instead of failing silently. */
function signedOutAccount(): RemoteAccount {
  const refuse = () => Promise.reject(new Error('There is no signed-in account on a standalone page: open the screen in the app.'));
  return { details: refuse, rename: refuse, changePassword: refuse };
}

type StandaloneOptions<R extends RemoteName> = {
  remote: R;
  /** The same lifecycles the remote exposes to the shell. */
  lifecycles: RemoteLifecycles;
  /** Example params and search per view. */
  samples?: StandaloneSamples<R>;
};

/**
 * Renders a remote's standalone dev page: its screens mounted through the real lifecycles, with a local
 * QueryClient, a config of local defaults and no session. `?view=<name>` picks the first screen shown.
 */
export function renderStandalone<R extends RemoteName>(element: HTMLElement, options: StandaloneOptions<R>) {
  const { remote, lifecycles, samples = {} } = options;
  const config = localRuntimeConfig(window.location.origin);
  const host: RemoteHost = {
    queryClient: createQueryClient(),
    config,
    // No session on a standalone page: calls reach the API unauthenticated and show its 401 in the screen.
    api: createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken: () => null }),
    session: null,
    // Debug mode locally: events are printed to the console.
    analytics: createAppAnalytics({ debug: config.debug }),
    account: signedOutAccount(),
    loadRemoteModule: async () => lifecycles,
  };
  const views: readonly string[] = REMOTE_VIEWS[remote];
  const requested = new URLSearchParams(window.location.search).get('view');
  const initialView = (requested && views.includes(requested) ? requested : views[0]) as RemoteViewName<R>;
  createRoot(element).render(
    <RemoteHostProvider value={host}>
      <StandalonePage remote={remote} samples={samples} initialView={initialView} />
    </RemoteHostProvider>,
  );
}
