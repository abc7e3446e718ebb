import { type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { createAnalytics } from '@verity/analytics';
import { createApiClient } from '@verity/api-client';
import { type RemoteName, type RuntimeConfig } from '@verity/config';
import { type ServerRendered } from '@verity/contracts';
import { StyleSheetCollector, StyleSheetCollectorContext } from '@verity/ui';
import { RemoteViewRoot } from '../define-remote';
import { type RemoteAccount, type RemoteProps } from '../remote-contract';

/** The data a view reads, by query key, given up front: a server render waits for nothing. */
export type ServerViewData = ReadonlyArray<readonly [queryKey: QueryKey, data: unknown]>;

export type ServerViewInput = {
  remote: RemoteName;
  view: string;
  View: ComponentType<RemoteProps>;
  params: Record<string, string>;
  config: RuntimeConfig;
  data: ServerViewData;
};

const signedOut = () => Promise.reject(new Error('Sign in to manage your account.'));
const SIGNED_OUT_ACCOUNT: RemoteAccount = { details: signedOut, rename: signedOut, changePassword: signedOut };

/**
 * One remote view rendered to HTML as a visitor who is not signed in sees it, with the stylesheets it uses. The
 * HTML is sent without scripts, so nothing in it can run: its links are plain links, and a view that would still be
 * loading (data it reads but was not given) is refused rather than sent as a page stuck on "Loading…".
 */
export function renderRemoteViewToString({ remote, view, View, params, config, data }: ServerViewInput): ServerRendered {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [queryKey, value] of data) queryClient.setQueryData(queryKey, value);
  const props: RemoteProps = {
    view,
    params,
    search: '',
    // Only event handlers navigate, and a page rendered here runs none.
    navigate: () => undefined,
    queryClient,
    api: createApiClient({ baseUrl: config.apiBaseUrl, getAccessToken: () => null }),
    session: null,
    config,
    analytics: createAnalytics([]),
    account: SIGNED_OUT_ACCOUNT,
  };
  const styles = new StyleSheetCollector();
  try {
    const html = renderToString(
      <StyleSheetCollectorContext.Provider value={styles}>
        <RemoteViewRoot remote={remote} props={props}>
          <View {...props} />
        </RemoteViewRoot>
      </StyleSheetCollectorContext.Provider>,
    );
    const missing = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status !== 'success' });
    if (missing.length) {
      throw new Error(`The ${remote} view "${view}" reads data it was not given: ${missing.map((query) => JSON.stringify(query.queryKey)).join(', ')}`);
    }
    return { html, styles: styles.toHtml() };
  } finally {
    queryClient.clear();
  }
}
