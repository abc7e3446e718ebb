import { screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import * as lifecycles from '../remote-entry';
import { anArticle, installFakeBlogServer, SAMPLE_ARTICLES } from '../testing/fake-blog-server';

let server: ReturnType<typeof installFakeBlogServer>;

beforeEach(() => {
  // jsdom does not implement scrolling; the article page scrolls to its top.
  window.scrollTo = jest.fn();
});

afterEach(async () => {
  await cleanupRemoteViews();
  server.restore();
});

const meta = (selector: string) => document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');

describe('the blog index', () => {
  const renderIndex = () => renderRemoteView(lifecycles, { remote: 'marketing', view: 'blog-index' });

  it('lists the featured articles, then the recent ones, each with its cover, excerpt, date and reading time', async () => {
    server = installFakeBlogServer(SAMPLE_ARTICLES);
    await renderIndex();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(document.title).toBe('Blog · Verity');

    const featured = screen.getByRole('region', { name: 'Featured' });
    const recent = screen.getByRole('region', { name: 'Recent articles' });
    const titlesIn = async (region: HTMLElement) =>
      (await within(region).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    expect(await titlesIn(featured)).toEqual([
      'How to read a failed run',
      'Why your end-to-end tests are flaky',
      'Write your first plain-English test',
    ]);
    expect(await titlesIn(recent)).toEqual(['Self-hosting Verity in one command', 'From a goal to a test you can read']);
    expect(server.calls).toEqual([
      { functionId: 'getBlogArticles', data: { featured: true, limit: 3 } },
      { functionId: 'getBlogArticles', data: { featured: false, limit: 3 } },
    ]);

    const card = within(featured).getByRole('link', { name: 'Write your first plain-English test' }).closest('article')!;
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/blog/writing-your-first-plain-english-test');
    expect(card.querySelector('img')).toHaveAttribute('src', '/blog/images/writing-your-first-plain-english-test.svg');
    expect(within(card).getByText('What writing-your-first-plain-english-test is about.')).toBeInTheDocument();
    expect(within(card).getByText('September 2, 2026')).toHaveAttribute('datetime', '2026-09-02');
    expect(within(card).getByText('5 min read')).toBeInTheDocument();
  });

  it('opens an article inside the app', async () => {
    server = installFakeBlogServer(SAMPLE_ARTICLES);
    const { navigate } = await renderIndex();
    await userEvent.click(await screen.findByRole('link', { name: 'How to read a failed run' }));
    expect(navigate).toHaveBeenCalledWith('/blog/reading-a-failed-run', { replace: undefined });
  });

  it('shows loading placeholders, then says when there are no articles', async () => {
    server = installFakeBlogServer([], { held: true });
    const { container } = await renderIndex();
    // The screen's own statuses: the host's "Loading public site…" may still be leaving.
    const screenRoot = container.querySelector<HTMLElement>('[data-remote="marketing"]')!;
    expect(within(screenRoot).getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Loading featured articles…',
      'Loading recent articles…',
    ]);
    server.release();
    expect(await screen.findByText('No featured articles yet.')).toBeInTheDocument();
    expect(await screen.findByText('No other articles yet.')).toBeInTheDocument();
  });

  it('says when the articles could not be loaded and tries again on request', async () => {
    server = installFakeBlogServer(SAMPLE_ARTICLES, { failWith: 500 });
    await renderIndex();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.querySelector('p')?.textContent)).toEqual([
      'Featured articles could not be loaded. Check your connection and try again.',
      'Recent articles could not be loaded. Check your connection and try again.',
    ]);
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.calls).toHaveLength(3));
  });
});

describe('a blog article', () => {
  const article = anArticle({
    slug: 'reading-a-failed-run',
    title: 'How to read a failed run',
    excerpt: 'A red run is only useful if you can tell in a minute what broke.',
    date: '2026-10-28',
    readingMinutes: 6,
    html: '<h2>The shape of a run</h2><p>Read <a href="/blog/why-end-to-end-tests-are-flaky">why tests are flaky</a> or the <a href="/rss.xml">feed</a>.</p>',
  });
  const renderArticle = (slug: string) => renderRemoteView(lifecycles, { remote: 'marketing', view: 'blog-article', params: { slug } });

  it('shows the article with its author, date, reading time, cover and body, and takes the page title, description and image from it', async () => {
    server = installFakeBlogServer([article], { held: true });
    const { container } = await renderArticle('reading-a-failed-run');
    // The screen's own status: the host's "Loading public site…" may still be leaving.
    const screenRoot = container.querySelector<HTMLElement>('[data-remote="marketing"]')!;
    expect(within(screenRoot).getByRole('status')).toHaveTextContent('Loading the article…');
    server.release();

    const heading = await screen.findByRole('heading', { level: 1, name: 'How to read a failed run' });
    const view = heading.closest('article')!;
    expect(within(view).getByText('By The Verity team')).toBeInTheDocument();
    expect(within(view).getByText('October 28, 2026')).toHaveAttribute('datetime', '2026-10-28');
    expect(within(view).getByText('6 min read')).toBeInTheDocument();
    expect(view.querySelector('img.mk-article-cover')).toHaveAttribute('src', '/blog/images/reading-a-failed-run.svg');
    expect(within(view).getByRole('heading', { level: 2, name: 'The shape of a run' })).toBeInTheDocument();
    expect(server.calls).toEqual([{ functionId: 'getBlogArticleBySlug', data: { slug: 'reading-a-failed-run' } }]);

    expect(document.title).toBe('How to read a failed run · Verity');
    expect(meta('name="description"')).toBe('A red run is only useful if you can tell in a minute what broke.');
    expect(meta('property="og:title"')).toBe('How to read a failed run');
    expect(meta('property="og:image"')).toBe('http://localhost/blog/images/reading-a-failed-run.svg');
    expect(meta('name="twitter:card"')).toBe('summary_large_image');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('follows links to other pages of the app inside the app, and leaves files to the browser', async () => {
    server = installFakeBlogServer([article]);
    const { navigate } = await renderArticle('reading-a-failed-run');
    await userEvent.click(await screen.findByRole('link', { name: 'why tests are flaky' }));
    expect(navigate).toHaveBeenCalledWith('/blog/why-end-to-end-tests-are-flaky');

    const feed = screen.getByRole('link', { name: 'feed' });
    let feedDefaultPrevented: boolean | undefined;
    // jsdom does not navigate; whether the click was left to the browser is what matters.
    feed.addEventListener('click', (event) => {
      feedDefaultPrevented = event.defaultPrevented;
      event.preventDefault();
    });
    navigate.mockClear();
    await userEvent.click(feed);
    expect(feedDefaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the not-found screen, with a way back to the blog, for an unknown slug', async () => {
    server = installFakeBlogServer([article]);
    const { navigate } = await renderArticle('no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no article at this address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Over' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Article not found · Verity');

    await userEvent.click(screen.getByRole('link', { name: 'Back to the blog' }));
    expect(navigate).toHaveBeenCalledWith('/blog/', { replace: undefined });
  });

  it('says when the article could not be loaded and tries again on request', async () => {
    server = installFakeBlogServer([article], { failWith: 502 });
    await renderArticle('reading-a-failed-run');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The article could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
  });
});
