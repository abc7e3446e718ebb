import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlogArticleError } from './parse-article';
import { loadBlogLibrary } from './blog-library';

function file(slug: string, date: string, extra = '') {
  return `---\ntitle: ${slug} title\nexcerpt: About ${slug}.\nslug: ${slug}\ndate: ${date}\n${extra}---\nBody of ${slug}.\n`;
}

describe('the blog library', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'verity-blog-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function write(files: Record<string, string>) {
    await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(dir, name), text)));
  }

  it('lists published articles newest first, filters featured ones and applies the limit', async () => {
    await write({
      'a.md': file('oldest', '2026-01-01', 'featured: true\n'),
      'b.md': file('newest', '2026-03-01', 'featured: true\n'),
      'c.md': file('middle', '2026-02-01'),
      'd.md': file('unpublished', '2026-04-01', 'draft: true\n'),
      'notes.txt': 'not an article',
    });
    const blog = await loadBlogLibrary(dir);
    expect(blog.list().map((article) => article.slug)).toEqual(['newest', 'middle', 'oldest']);
    expect(blog.list({ featured: true }).map((article) => article.slug)).toEqual(['newest', 'oldest']);
    expect(blog.list({ featured: false }).map((article) => article.slug)).toEqual(['middle']);
    expect(blog.list({ limit: 2 }).map((article) => article.slug)).toEqual(['newest', 'middle']);
    expect(blog.list()[0]).not.toHaveProperty('html');
  });

  it('finds an article by slug with its body, and not a draft or an unknown slug', async () => {
    await write({ 'a.md': file('known', '2026-01-01'), 'b.md': file('hidden', '2026-01-01', 'draft: true\n') });
    const blog = await loadBlogLibrary(dir);
    expect(blog.get('known')).toMatchObject({ slug: 'known', html: '<p>Body of known.</p>\n' });
    expect(blog.get('hidden')).toBeNull();
    expect(blog.get('nope')).toBeNull();
  });

  it('refuses two articles with one slug and a broken file, naming it', async () => {
    await write({ 'a.md': file('same', '2026-01-01'), 'b.md': file('same', '2026-02-01') });
    await expect(loadBlogLibrary(dir)).rejects.toThrow(new BlogArticleError('Two articles have the slug "same"'));
    await write({ 'b.md': 'broken' });
    await expect(loadBlogLibrary(dir)).rejects.toThrow(/^b\.md: /);
  });
});
