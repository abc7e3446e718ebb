import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BlogArticle, type BlogArticlesFilter, type BlogArticleSummary } from '@verity/contracts';
import { BlogArticleError, parseArticle } from './parse-article';

export interface BlogLibrary {
  /** Published articles, newest first; `featured` keeps featured ones only, `limit` caps the count. */
  list(filter?: BlogArticlesFilter): BlogArticleSummary[];
  /** One published article, or null. */
  get(slug: string): BlogArticle | null;
}

function summaryOf({ html: _html, ...summary }: BlogArticle): BlogArticleSummary {
  return summary;
}

/** A library over already parsed articles. */
export function createBlogLibrary(articles: readonly BlogArticle[]): BlogLibrary {
  const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const bySlug = new Map<string, BlogArticle>();
  for (const article of newestFirst) {
    if (bySlug.has(article.slug)) throw new BlogArticleError(`Two articles have the slug "${article.slug}"`);
    bySlug.set(article.slug, article);
  }
  return {
    list({ featured, limit } = {}) {
      const matching = featured === undefined ? newestFirst : newestFirst.filter((article) => article.featured === featured);
      return matching.slice(0, limit ?? matching.length).map(summaryOf);
    },
    get: (slug) => bySlug.get(slug) ?? null,
  };
}

/**
 * Reads every `*.md` in a directory once. A broken article stops the start with a message naming the
 * file, rather than a blog that silently lacks it.
 */
export async function loadBlogLibrary(directory: string): Promise<BlogLibrary> {
  const files = (await readdir(directory)).filter((name) => name.endsWith('.md')).sort();
  const parsed = await Promise.all(files.map(async (name) => parseArticle(await readFile(join(directory, name), 'utf8'), name)));
  return createBlogLibrary(parsed.filter(({ draft }) => !draft).map(({ article }) => article));
}
