import { NavLink, Outlet } from 'react-router';
import { Toaster } from 'sonner';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/blog/', label: 'Blog' },
  { to: '/app/cases', label: 'Cases' },
  { to: '/app/tests', label: 'Tests' },
  { to: '/app/runs', label: 'Runs' },
  { to: '/app/billing', label: 'Billing' },
];

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <span className="brand">Verity</span>
        <nav aria-label="Main">
          <ul>
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === '/'}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {/* Spec section 9; width 356 px, swipe threshold 45 px and removal delay 200 ms are sonner's own. */}
      <Toaster position="bottom-right" duration={4000} visibleToasts={3} gap={14} closeButton />
    </>
  );
}
