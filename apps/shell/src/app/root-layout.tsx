import { NavLink, Outlet, ScrollRestoration } from 'react-router';
import { AppToaster, DebugBadge } from '@verity/ui';
import { ROUTES, useRemoteHost } from '@verity/mfe';
import { useAuthSnapshot } from '../auth/auth-context';

const PUBLIC_LINKS = [
  { to: '/', label: 'Home' },
  { to: `${ROUTES.blog}/`, label: 'Blog' },
];

const APP_LINKS = [
  { to: ROUTES.cases, label: 'Cases' },
  { to: ROUTES.tests, label: 'Tests' },
  { to: ROUTES.runs, label: 'Runs' },
  { to: ROUTES.billing, label: 'Billing' },
  { to: ROUTES.models, label: 'Models' },
];

export function RootLayout() {
  const { config } = useRemoteHost();
  const { user } = useAuthSnapshot();
  const links = user ? [...PUBLIC_LINKS, ...APP_LINKS] : PUBLIC_LINKS;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <span className="brand">Verity</span>
        <nav aria-label="Main">
          <ul>
            {links.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === '/'}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account" className="account-nav">
          {user ? (
            <>
              <span className="account-email">{user.email}</span>
              <NavLink to={ROUTES.settings}>Settings</NavLink>
              <NavLink to="/logout">Sign out</NavLink>
            </>
          ) : (
            <>
              <NavLink to="/login">Sign in</NavLink>
              <NavLink to="/signup" className="button">
                Sign up
              </NavLink>
            </>
          )}
        </nav>
      </header>
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
