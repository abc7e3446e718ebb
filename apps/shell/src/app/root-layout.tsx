import { Outlet, ScrollRestoration } from 'react-router';
import { AppToaster, DebugBadge } from '@verity/ui';
import { useRemoteHost } from '@verity/mfe';
import { useAuthSnapshot } from '../auth/auth-context';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const { config } = useRemoteHost();
  const { user } = useAuthSnapshot();
  return (
    <>
      <SiteHeader user={user} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {/* A new page starts at the top; back and forward return to where the reader was. */}
      <ScrollRestoration />
      <DebugBadge apiBaseUrl={config.apiBaseUrl} authUrl={config.authUrl} />
      <AppToaster />
    </>
  );
}
