import { screen } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import * as lifecycles from './remote-entry';

afterEach(cleanupRemoteViews);

describe('marketing remote', () => {
  it('shows the landing hero with a sign-up link that navigates inside the app', async () => {
    const { navigate } = await renderRemoteView(lifecycles, { remote: 'marketing', view: 'landing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Verity' })).toBeInTheDocument();
    const signUp = screen.getByRole('link', { name: 'Get started' });
    expect(signUp).toHaveAttribute('href', '/signup');
    await userEvent.click(signUp);
    expect(navigate).toHaveBeenCalledWith('/signup', { replace: undefined });
  });

  it('shows the article named by the slug param', async () => {
    await renderRemoteView(lifecycles, { remote: 'marketing', view: 'blog-article', params: { slug: 'first-steps' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Blog article' })).toBeInTheDocument();
    expect(screen.getByText('first-steps')).toBeInTheDocument();
  });

  it.each([
    ['blog-index', 'Blog'],
    ['terms', 'Terms'],
    ['privacy', 'Privacy'],
  ] as const)('renders the %s screen', async (view, heading) => {
    await renderRemoteView(lifecycles, { remote: 'marketing', view });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
