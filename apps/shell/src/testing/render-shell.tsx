import { render } from '@testing-library/react/pure';
import { type Analytics, createAnalytics } from '@verity/analytics';
import { type ApiClient } from '@verity/api-client';
import { createStubApiClient, makeProfile } from '@verity/api-client/testing';
import { REMOTE_NAMES, type RemoteName } from '@verity/config';
import { defineRemote, type LoadRemoteModule, REMOTE_VIEWS, type RemoteProps } from '@verity/mfe';
import { localRuntimeConfig } from '@verity/mfe/standalone';
import { createTestQueryClient } from '@verity/query/testing';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { createFakeAuth, type FakeAuth } from './fake-auth';

/** Every view of every remote renders what it received, so a test can read it back. */
function Probe({ view, params, search, session }: RemoteProps) {
  return <p data-testid="probe">{JSON.stringify({ view, params, search, signedIn: session !== null })}</p>;
}

const fakeRemotes = Object.fromEntries(
  REMOTE_NAMES.map((remote) => [remote, defineRemote(remote, Object.fromEntries(REMOTE_VIEWS[remote].map((view) => [view, Probe])) as never)]),
) as Record<RemoteName, ReturnType<typeof defineRemote>>;

export const loadFakeRemote: LoadRemoteModule = async (id) => {
  const remote = id.replace(/\/lifecycles$/, '') as RemoteName;
  if (!(remote in fakeRemotes)) throw new Error(`unexpected remote request ${id}`);
  return fakeRemotes[remote];
};

export interface RenderShellOptions {
  signedIn?: boolean;
  onboardingCompleted?: boolean;
  googleEnabled?: boolean;
  loadRemoteModule?: LoadRemoteModule;
  api?: ApiClient;
  auth?: FakeAuth;
  configOrigin?: string;
  analytics?: Analytics;
}

/** The whole shell (providers, routes, loaders) in memory, at `entries`, with remotes that echo their props. */
export function renderShell(entries: string[], options: RenderShellOptions = {}) {
  const { signedIn = true, onboardingCompleted = true, googleEnabled = false, loadRemoteModule = loadFakeRemote, configOrigin = 'http://localhost:3000' } = options;
  const auth = options.auth ?? createFakeAuth({ signedIn, googleEnabled });
  const api = options.api ?? createStubApiClient({ getProfile: async () => makeProfile({ onboarding_completed: onboardingCompleted }) });
  const queryClient = createTestQueryClient();
  const config = localRuntimeConfig(configOrigin);
  const analytics = options.analytics ?? createAnalytics([]);
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const result = render(
    <App
      services={{ config, queryClient, auth, api, analytics }}
      loadRemoteModule={loadRemoteModule}
      createRouter={(routes) => (router = createMemoryRouter(routes, { initialEntries: entries, initialIndex: entries.length - 1 }))}
    />,
  );
  return { ...result, router: router!, auth, queryClient, api };
}

export async function findMountedView(remote: RemoteName, view: string): Promise<HTMLElement> {
  const { waitFor } = await import('@testing-library/react/pure');
  let element: Element | null = null;
  await waitFor(() => {
    element = document.querySelector(`main [data-remote="${remote}"][data-view="${view}"]`);
    if (!element) throw new Error(`${remote}/${view} is not mounted`);
  });
  return element as unknown as HTMLElement;
}
