import { screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import * as lifecycles from '../remote-entry';
import { installFakeBlogServer, SAMPLE_ARTICLES } from '../testing/fake-blog-server';

let server: ReturnType<typeof installFakeBlogServer>;

afterEach(async () => {
  await cleanupRemoteViews();
  server.restore();
});

const renderLanding = () => renderRemoteView(lifecycles, { remote: 'marketing', view: 'landing' });

describe('the landing page', () => {
  beforeEach(() => {
    server = installFakeBlogServer(SAMPLE_ARTICLES);
  });

  it('says what Verity is and sends visitors to sign up or sign in inside the app', async () => {
    const { navigate } = await renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Test your website in plain English' })).toBeInTheDocument();
    expect(screen.getByText(/Built for developers and QA teams/)).toBeInTheDocument();
    expect(document.title).toBe('Website tests in plain English · Verity');

    const signUpLinks = screen.getAllByRole('link', { name: 'Sign up free' });
    expect(signUpLinks.length).toBeGreaterThan(0);
    for (const link of signUpLinks) expect(link).toHaveAttribute('href', '/signup');
    for (const link of screen.getAllByRole('link', { name: 'Sign in' })) expect(link).toHaveAttribute('href', '/login');

    await userEvent.click(signUpLinks[0]!);
    expect(navigate).toHaveBeenCalledWith('/signup', { replace: undefined });
  });

  it('shows a sample test in the step language, one instruction per line', async () => {
    await renderLanding();
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Go to /pricing',
      'Click "Start free trial"',
      'Type "ada@example.com" into "Email"',
      'Type "correct horse battery staple" into "Password"',
      'Click "Create account"',
      'Check that the page shows "Welcome, Ada"',
    ]);
    expect(screen.getByText('Test: Pricing: start a free trial')).toBeInTheDocument();
  });

  it('illustrates a run and its review, and says it is an illustration', async () => {
    await renderLanding();
    const run = screen.getByRole('region', { name: 'Illustration: a failed run' });
    expect(within(run).getAllByText('Completed')).toHaveLength(1);
    expect(within(run).getAllByText('Failed')).toHaveLength(2); // the run's badge and step 2's
    expect(within(run).getAllByText('Not started')).toHaveLength(4);
    expect(within(run).getByText('button "Start your free trial"')).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Illustration: the review of that run' });
    expect(within(review).getByText('Test problem')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(/with example values, not a real run/)).toBeInTheDocument();
  });

  it('prices runs in credits: the sign-up credits and the credit packs', async () => {
    await renderLanding();
    const pricing = screen.getByRole('region', { name: 'Pay per run, in credits' });
    expect(within(pricing).getByText(/starts with 100 free credits. A run costs 1 credit/)).toBeInTheDocument();
    const packs = within(pricing)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('mk-price-card'))
      .map((item) => item.textContent);
    expect(packs).toEqual([
      'Free$0100 credits when you sign up100 runs to try it',
      'Starter$9100 credits100 runs, 9¢ a run',
      'Team$39500 credits500 runs, 7.8¢ a run',
      'Scale$1292,000 credits2,000 runs, 6.45¢ a run',
    ]);
    expect(within(pricing).getByText(/payment by card through Stripe/)).toBeInTheDocument();
  });

  it('explains self-hosting in one command', async () => {
    await renderLanding();
    expect(screen.getByRole('heading', { name: 'Run it yourself in one command' })).toBeInTheDocument();
    expect(screen.getByText('npm ci && npm start')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the self-hosting guide' })).toHaveAttribute('href', '/blog/self-hosting-verity-in-one-command');
  });

  it('lists the 3 featured articles from the getBlogArticles server function', async () => {
    server.restore();
    server = installFakeBlogServer(SAMPLE_ARTICLES, { held: true });
    await renderLanding();
    const section = screen.getByRole('region', { name: 'Featured articles' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading featured articles…');
    server.release();
    const titles = await within(section).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'How to read a failed run',
      'Why your end-to-end tests are flaky',
      'Write your first plain-English test',
    ]);
    expect(within(section).getByRole('link', { name: 'How to read a failed run' })).toHaveAttribute('href', '/blog/reading-a-failed-run');
    expect(server.calls).toEqual([{ functionId: 'getBlogArticles', data: { featured: true, limit: 3 } }]);
  });
});

describe('the landing page when the blog is unavailable', () => {
  beforeEach(() => {
    server = installFakeBlogServer(SAMPLE_ARTICLES, { failWith: 503 });
  });

  it('still sells the product, and offers to load the articles again', async () => {
    await renderLanding();
    const section = screen.getByRole('region', { name: 'Featured articles' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Featured articles could not be loaded.');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
  });
});
