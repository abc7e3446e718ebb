import { render, screen } from '@testing-library/react';
import { REMOTE_NAMES, resolveRuntimeConfig, type RuntimeConfigDocument } from '@verity/config';
import { DebugBadge } from './debug-badge';

const BADGE = { name: 'Debug build: API and auth are local' };

describe('DebugBadge', () => {
  it('shows DEBUG when both the API and the auth backend are local', () => {
    render(<DebugBadge apiBaseUrl="http://localhost:3000/api" authUrl="http://127.0.0.1:3000/auth/v1" />);

    const badge = screen.getByRole('note', BADGE);
    expect(badge).toHaveTextContent(/^DEBUG$/);
    expect(badge).toHaveClass('ui-debug-badge');
  });

  it.each([
    ['the API is remote', 'https://agent.verity.dev/api', 'http://localhost:3000/auth/v1'],
    ['the auth backend is remote', 'http://localhost:3000/api', 'https://abc.supabase.co/auth/v1'],
    ['both are remote', 'https://agent.verity.dev/api', 'https://abc.supabase.co/auth/v1'],
    ['a URL is not a URL', 'localhost', 'http://localhost:3000/auth/v1'],
  ])('shows nothing when %s', (_case, apiBaseUrl, authUrl) => {
    render(<DebugBadge apiBaseUrl={apiBaseUrl} authUrl={authUrl} />);

    expect(screen.queryByRole('note', BADGE)).not.toBeInTheDocument();
    expect(screen.queryByText('DEBUG')).not.toBeInTheDocument();
  });

  describe('with a same-origin runtime config (no SITE_URL)', () => {
    const document = {
      apiBaseUrl: '/api',
      wsBaseUrl: '/api',
      authUrl: '/',
      anonKey: 'anon',
      debug: true,
      siteUrl: '/',
      socialHandle: null,
      remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])),
    } as RuntimeConfigDocument;

    it.each([
      ['http://localhost:3000/app', true],
      ['http://127.0.0.1:3000/app', true],
      ['http://192.168.1.20:3000/app', false],
      ['https://verity.example/app', false],
    ])('on a page at %s, shows DEBUG: %s', (pageUrl, isShown) => {
      const { apiBaseUrl, authUrl } = resolveRuntimeConfig(document, pageUrl);
      render(<DebugBadge apiBaseUrl={apiBaseUrl} authUrl={authUrl} />);

      expect(Boolean(screen.queryByRole('note', BADGE))).toBe(isShown);
    });
  });
});
