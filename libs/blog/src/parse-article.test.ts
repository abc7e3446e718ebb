import { BlogArticleError, parseArticle } from './parse-article';

const article = (frontMatter: string, body = 'Hello **world**.') => `---\n${frontMatter}\n---\n${body}\n`;
const valid = 'title: Flaky tests\nexcerpt: Why they happen.\nslug: flaky-tests\ndate: 2026-11-02';

describe('parseArticle', () => {
  it('reads the front matter and renders the Markdown body', () => {
    const { article: parsed, draft } = parseArticle(article(`${valid}\nfeatured: true\ncoverImageUrl: /blog/images/flaky.svg\nauthor: Ada`), 'a.md');
    expect(draft).toBe(false);
    expect(parsed).toEqual({
      title: 'Flaky tests',
      excerpt: 'Why they happen.',
      slug: 'flaky-tests',
      date: '2026-11-02',
      featured: true,
      coverImageUrl: '/blog/images/flaky.svg',
      author: 'Ada',
      readingMinutes: 1,
      html: '<p>Hello <strong>world</strong>.</p>\n',
    });
  });

  it('defaults featured to false and the optional fields to null', () => {
    expect(parseArticle(article(valid), 'a.md').article).toMatchObject({ featured: false, coverImageUrl: null, author: null });
  });

  it('never lets an article inject script: raw HTML is escaped and javascript: links are not links', () => {
    const { html } = parseArticle(article(valid, '<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>'), 'a.md').article;
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;script&gt;');
  });

  it('estimates reading time at 200 words a minute', () => {
    expect(parseArticle(article(valid, 'word '.repeat(401)), 'a.md').article.readingMinutes).toBe(3);
  });

  it('names the file and the field when the front matter is wrong', () => {
    expect(() => parseArticle('no front matter', 'x.md')).toThrow(new BlogArticleError('x.md: the article must start with front matter between --- lines'));
    expect(() => parseArticle(article('title: T\nexcerpt: E\nslug: Not A Slug\ndate: 2026-11-02'), 'y.md')).toThrow(/^y\.md: slug: /);
    expect(() => parseArticle(article(`${valid}\nunknown: 1`), 'z.md')).toThrow(/z\.md: .*unknown/);
    expect(() => parseArticle(article('title: [unclosed'), 'w.md')).toThrow(/w\.md: the front matter is not valid YAML/);
  });
});
