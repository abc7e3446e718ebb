import { type RemoteName, type RuntimeConfig } from '@verity/config';
import { type QueryClient } from '@tanstack/react-query';
import { type ApiClient } from '@verity/api-client';
import { type Analytics } from '@verity/analytics';

/**
 * The screens each remote renders, by view name. The shell's route table and each remote's
 * `defineRemote` are both typed against this list, so a route pointing at a view that no remote
 * renders, or a remote forgetting a screen, fails to compile.
 */
export const REMOTE_VIEWS = {
  marketing: ['landing', 'blog-index', 'blog-article', 'terms', 'privacy'],
  tests_mfe: ['cases', 'test-list', 'test-new', 'test-new-simple', 'test-edit', 'test-view'],
  runs_mfe: ['run-list', 'run-detail', 'run-review', 'suite-list', 'suite-detail'],
  billing_mfe: ['billing', 'billing-success', 'sandbox-checkout'],
  onboarding_mfe: ['onboarding'],
  settings_mfe: ['models', 'settings'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemoteViewName<R extends RemoteName> = (typeof REMOTE_VIEWS)[R][number];

/** How people call each remote in messages ("Billing could not be loaded."). */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  marketing: 'Public site',
  tests_mfe: 'Tests',
  runs_mfe: 'Runs',
  billing_mfe: 'Billing',
  onboarding_mfe: 'Onboarding',
  settings_mfe: 'Settings',
};

/** Where a remote's build lives under the web origin: `/remotes/<folder>/mf-manifest.json`. */
export function remoteFolder(remote: RemoteName): string {
  return remote.replaceAll('_', '-');
}

export type NavigateOptions = { replace?: boolean };
export type Navigate = (to: string, options?: NavigateOptions) => void;

export type RemoteSession = { access_token: string; expires_at: number };

/** The signed-in user as the auth service knows them. */
export type AccountDetails = { email: string | null; name: string | null; providers: string[] };

/**
 * The signed-in user's own account at the auth service. The shell owns the auth client, so a remote reaches the
 * account only through this. Each method throws an Error whose message is written for people.
 */
export interface RemoteAccount {
  details(): Promise<AccountDetails>;
  rename(name: string): Promise<void>;
  /** Changes the password when `currentPassword` is right. */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
}

/**
 * Everything a remote screen receives from the shell. It is an interface on purpose: later issues add
 * members (the API client) here, and the shell is the only place that fills them in.
 */
export interface RemoteProps {
  /** Which screen of the remote to render. */
  view: string;
  /** Route params of the shell's matched route (`testId`, `runId`, `slug`…). */
  params: Record<string, string | undefined>;
  /** `location.search` of the current URL, including the leading `?` when not empty. */
  search: string;
  /** Client-side navigation owned by the shell's router: never reloads the page. */
  navigate: Navigate;
  /** The shell's single QueryClient, so cached data is shared across remotes. */
  queryClient: QueryClient;
  /** The API client, carrying the current session's bearer token on every call. */
  api: ApiClient;
  session: RemoteSession | null;
  config: RuntimeConfig;
  /** The app's one analytics instance; screens reach it with `useAnalytics()` (defineRemote provides it). */
  analytics: Analytics;
  account: RemoteAccount;
}

/** The module a remote exposes as `./lifecycles`: single-spa parcel lifecycles over RemoteProps. */
export interface RemoteLifecycles {
  bootstrap: (props: RemoteProps) => Promise<unknown>;
  mount: (props: RemoteProps) => Promise<unknown>;
  unmount: (props: RemoteProps) => Promise<unknown>;
  update: (props: RemoteProps) => Promise<unknown>;
}

export function isRemoteLifecycles(value: unknown): value is RemoteLifecycles {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return ['bootstrap', 'mount', 'unmount', 'update'].every((key) => typeof candidate[key] === 'function');
}
