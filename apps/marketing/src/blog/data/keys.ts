import { type BlogArticlesFilter } from '@verity/contracts';

/** Query keys of the blog, in one place. The landing and the blog index share the featured list's entry. */
export const blogKeys = {
  all: ['blog'] as const,
  articles: (filter: NonNullable<BlogArticlesFilter>) => ['blog', 'articles', filter] as const,
  article: (slug: string) => ['blog', 'article', slug] as const,
};
