import { type BlogArticlesFilter, type ServerRenderBlog } from '@verity/contracts';
import { localRuntimeConfig } from '@verity/mfe/standalone';
import { MARKETING_CSS } from '../shared/marketing-styles';
import { anArticle, SAMPLE_ARTICLES } from '../testing/fake-blog-server';
import { renderPublicPage } from './render';

const summaryOf = ({ html: _html, ...summary }: (typeof SAMPLE_ARTICLES)[number]) => summary;

/** The BFF's blog library over the sample articles (newest first, like @verity/blog's). */
const blog: ServerRenderBlog = {
  list: ({ featured, limit }: NonNullable<BlogArticlesFilter> = {}) => {
    const newestFirst = [...SAMPLE_ARTICLES].sort((a, b) => b.date.localeCompare(a.date));
    const matching = featured === undefined ? newestFirst : newestFirst.filter((article) => article.featured === featured);
    return matching.slice(0, limit ?? matching.length).map(summaryOf);
  },
  get: (slug) => SAMPLE_ARTICLES.find((article) => article.slug === slug) ?? null,
};

const config = localRuntimeConfig('http://localhost:3000');
const render = (view: string, params: Record<string, string> = {}) => renderPublicPage({ view, params, pathname: '/', config, blog });

/** The rendered HTML as a document, to read it the way a visitor's browser would. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

describe('the public site rendered on the server', () => {
  it('renders the landing page with its featured articles and the CSS it needs, in the remote root', () => {
    const page = render('landing')!;
    const doc = parse(page.html);
    expect(doc.querySelector('[data-remote="marketing"][data-view="landing"]')).not.toBeNull();
    expect(doc.querySelector('h1')?.textContent).toBe('Test your website in plain English');
    const featured = blog.list({ featured: true, limit: 3 });
    expect(featured).toHaveLength(3);
    for (const article of featured) expect(doc.querySelector(`a[href="/blog/${article.slug}"]`)?.textContent).toContain(article.title);
    expect([...doc.querySelectorAll('a')].find((link) => link.textContent === 'Sign up free')?.getAttribute('href')).toBe('/signup');
    expect(page.styles).toContain(MARKETING_CSS.trim().slice(0, 60));
    expect(page.html).not.toMatch(/Loading/);
  });

  it('renders the blog index with both lists, and an article with its body', () => {
    const index = parse(render('blog-index')!.html);
    expect(index.querySelector('h1')?.textContent).toBe('Blog');
    expect(index.querySelectorAll('section ul li, section ol li').length).toBeGreaterThanOrEqual(blog.list({ featured: true }).length);

    const [first] = SAMPLE_ARTICLES;
    const article = parse(render('blog-article', { slug: first!.slug })!.html);
    expect(article.querySelector('h1')?.textContent).toBe(first!.title);
    expect(article.body.innerHTML).toContain(first!.html);
  });

  it('renders the legal pages', () => {
    expect(parse(render('terms')!.html).querySelector('h1')?.textContent).toBe('Terms of service');
    expect(parse(render('privacy')!.html).querySelector('h1')?.textContent).toBe('Privacy policy');
  });

  it('leaves an unknown article to the app, and refuses a view it does not have', () => {
    expect(render('blog-article', { slug: anArticle({ slug: 'no-such-article' }).slug })).toBeNull();
    expect(() => render('pricing')).toThrow('The public site has no view "pricing".');
  });
});
