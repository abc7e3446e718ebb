import { type BlogLibrary } from '@verity/blog';
import { getBlogArticleBySlug, getBlogArticles, implementServerFn } from '@verity/server-fn';

export function blogFunctions(blog: BlogLibrary) {
  return [
    implementServerFn(getBlogArticles, (filter) => blog.list(filter)),
    implementServerFn(getBlogArticleBySlug, ({ slug }) => blog.get(slug)),
  ];
}
