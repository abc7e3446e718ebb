import { NavLink } from 'react-router';
import { ROUTES } from '@verity/mfe';

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

/** The skip link and the header: the app's links for a signed-in user, sign-in and sign-up for a visitor. */
export function SiteHeader({ user }: { user: { email?: string | null } | null }) {
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
    </>
  );
}
