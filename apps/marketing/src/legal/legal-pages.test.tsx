import { screen, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { AUTH_STORAGE_KEY } from '@verity/auth-client';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import * as lifecycles from '../remote-entry';
import { AUTH_SESSION_COOKIE } from '../shared/session-cookie';

afterEach(cleanupRemoteViews);

const sectionHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text !== 'Contents');

describe('the terms of service', () => {
  it('is a dated document with a table of contents and the sections a testing service needs', async () => {
    const { navigate } = await renderRemoteView(lifecycles, { remote: 'marketing', view: 'terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    expect(document.title).toBe('Terms of service · Verity');
    expect(screen.getByText('November 21, 2026')).toHaveAttribute('datetime', '2026-11-21');

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const entries = within(contents).getAllByRole('link');
    expect(entries.map((link) => link.textContent)).toEqual(sectionHeadings().map((heading) => heading!.replace(/^\d+\. /, '')));
    expect(entries[0]).toHaveAttribute('href', '#agreement');
    expect(sectionHeadings()).toEqual(
      expect.arrayContaining(['4. Test only sites you are allowed to test', '6. Credits, payments and refunds', '9. Running Verity yourself']),
    );
    expect(screen.getByText(/Payments are processed by Stripe/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'legal@verity.dev' })).toHaveAttribute('href', 'mailto:legal@verity.dev');

    await userEvent.click(screen.getByRole('link', { name: 'Privacy policy' }));
    expect(navigate).toHaveBeenCalledWith('/privacy', { replace: undefined });
  });
});

describe('the privacy policy', () => {
  it('says what is collected, the one session cookie, the third parties and how to reach us', async () => {
    const { navigate } = await renderRemoteView(lifecycles, { remote: 'marketing', view: 'privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy policy · Verity');
    expect(screen.getByText('November 21, 2026')).toHaveAttribute('datetime', '2026-11-21');

    const collected = screen.getByRole('region', { name: '2. What we collect' });
    expect(within(collected).getByText(/your email address and a hash of your password/)).toBeInTheDocument();
    expect(within(collected).getByText(/screenshots of the pages Verity’s browser visited/)).toBeInTheDocument();

    const cookies = screen.getByRole('region', { name: '4. Cookies' });
    expect(within(cookies).getByText('sb-verity-auth-token')).toBeInTheDocument();

    const providers = screen.getByRole('region', { name: '5. Service providers' });
    for (const provider of [/Stripe, which processes payments/, /a product analytics service/, /an error reporting service/]) {
      expect(within(providers).getByText(provider)).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: '1. Who is responsible' })).toHaveTextContent('it sends nothing to us');
    expect(screen.getAllByRole('link', { name: 'privacy@verity.dev' })[0]).toHaveAttribute('href', 'mailto:privacy@verity.dev');

    await userEvent.click(screen.getByRole('link', { name: 'Terms of service' }));
    expect(navigate).toHaveBeenCalledWith('/terms', { replace: undefined });
  });

  it('names the cookie the auth client really sets', () => {
    expect(AUTH_SESSION_COOKIE).toBe(AUTH_STORAGE_KEY);
  });
});
