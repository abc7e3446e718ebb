import { createContext, type ReactNode, useContext } from 'react';
import { type QueryClient } from '@tanstack/react-query';
import { type ApiClient } from '@verity/api-client';
import { type Analytics } from '@verity/analytics';
import { type RuntimeConfig } from '@verity/config';
import { type RemoteAccount, type RemoteSession } from './remote-contract';
import { type LoadRemoteModule } from './load-remote-module';

/** What the host (the shell, or a remote's standalone page) gives every remote it mounts. */
export type RemoteHost = {
  queryClient: QueryClient;
  config: RuntimeConfig;
  api: ApiClient;
  session: RemoteSession | null;
  analytics: Analytics;
  account: RemoteAccount;
  /** Defaults to the Module Federation runtime; tests and standalone pages pass their own. */
  loadRemoteModule?: LoadRemoteModule;
};

const RemoteHostContext = createContext<RemoteHost | null>(null);

export function RemoteHostProvider({ value, children }: { value: RemoteHost; children: ReactNode }) {
  return <RemoteHostContext.Provider value={value}>{children}</RemoteHostContext.Provider>;
}

export function useRemoteHost(): RemoteHost {
  const host = useContext(RemoteHostContext);
  if (!host) throw new Error('<RemoteView> must be rendered inside a <RemoteHostProvider>.');
  return host;
}
