import { type BlogArticle, type BlogArticlesFilter } from '@verity/contracts';
import { createServerFnClient, type ServerFnClient } from '@verity/server-fn';
import { replaceServerFnClient } from '../shared/server-fn-client';

export type ServerFnCall = { functionId: string; data: unknown };

type FakeBlogServerOptions = {
  /** Answers every call with this status and an error body instead. */
  failWith?: number;
  /** Holds every answer until `release()` is called, so a test can see the screen while it waits. */
  held?: boolean;
};

function jsonResponse(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  // jsdom has no fetch classes: the client only reads these members.
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
  } as unknown as Response;
}

function summaryOf({ html: _html, ...summary }: BlogArticle) {
  return summary;
}

/**
 * The BFF's blog server functions over a list of articles, behind a fake fetch, installed as the client the
 * screens use. Calls go through the real /_server protocol (URL, payload), so the screens' requests are
 * checked as the BFF would read them. Call `restore()` after the test, and `release()` to answer held calls.
 */
export function installFakeBlogServer(articles: readonly BlogArticle[], { failWith, held = false }: FakeBlogServerOptions = {}) {
  const calls: ServerFnCall[] = [];
  let release = () => {};
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date));

  const fakeFetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const functionId = decodeURIComponent(url.pathname.replace(/^\/_server\//, ''));
    const payload = JSON.parse(url.searchParams.get('payload') ?? '{}') as { data?: unknown };
    calls.push({ functionId, data: payload.data });
    await released;
    if (failWith) return jsonResponse(failWith, { error: 'The blog is unavailable.', error_code: 'internal_error' });
    if (functionId === 'getBlogArticles') {
      const { featured, limit } = (payload.data ?? {}) as NonNullable<BlogArticlesFilter>;
      const matching = featured === undefined ? newestFirst : newestFirst.filter((article) => article.featured === featured);
      return jsonResponse(200, matching.slice(0, limit ?? matching.length).map(summaryOf));
    }
    if (functionId === 'getBlogArticleBySlug') {
      const { slug } = payload.data as { slug: string };
      return jsonResponse(200, newestFirst.find((article) => article.slug === slug) ?? null);
    }
    return jsonResponse(404, { error: `Unknown server function: ${functionId}`, error_code: 'server_fn_not_found' });
  };

  const client: ServerFnClient = createServerFnClient({ fetch: fakeFetch as typeof fetch });
  const restore = replaceServerFnClient(client);
  return { calls, restore, release };
}

/** An article as the BFF returns it; every field can be overridden. */
export function anArticle(overrides: Partial<BlogArticle> & Pick<BlogArticle, 'slug'>): BlogArticle {
  return {
    title: `Article ${overrides.slug}`,
    excerpt: `What ${overrides.slug} is about.`,
    coverImageUrl: `/blog/images/${overrides.slug}.svg`,
    date: '2026-09-02',
    featured: false,
    author: 'The Verity team',
    readingMinutes: 4,
    html: `<p>The body of ${overrides.slug}.</p>`,
    ...overrides,
  };
}

/** Five articles like content/blog's: three featured, newest last in this list. */
export const SAMPLE_ARTICLES: readonly BlogArticle[] = [
  anArticle({ slug: 'writing-your-first-plain-english-test', title: 'Write your first plain-English test', date: '2026-09-02', featured: true, readingMinutes: 5 }),
  anArticle({ slug: 'from-a-goal-to-a-test', title: 'From a goal to a test you can read', date: '2026-09-23' }),
  anArticle({ slug: 'why-end-to-end-tests-are-flaky', title: 'Why your end-to-end tests are flaky', date: '2026-10-14', featured: true }),
  anArticle({ slug: 'reading-a-failed-run', title: 'How to read a failed run', date: '2026-10-28', featured: true }),
  anArticle({ slug: 'self-hosting-verity-in-one-command', title: 'Self-hosting Verity in one command', date: '2026-11-11' }),
];
