import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BlogArticle } from '@verity/contracts';
import { getBlogArticleBySlug } from '@verity/server-fn';
import { serverFnClient } from '../../shared/server-fn-client';
import { blogKeys } from './keys';

export type BlogArticleVariables = { slug: string };
/** null: no published article has that slug. */
export type BlogArticleData = BlogArticle | null;

/** One article with its rendered body (the getBlogArticleBySlug server function). */
export function getBlogArticle({ slug }: BlogArticleVariables, signal?: AbortSignal): Promise<BlogArticleData> {
  return serverFnClient().call(getBlogArticleBySlug, { slug }, { signal });
}

export function blogArticleQueryOptions(variables: BlogArticleVariables) {
  return queryOptions({
    queryKey: blogKeys.article(variables.slug),
    queryFn: ({ signal }) => getBlogArticle(variables, signal),
  });
}

export function useBlogArticle(variables: BlogArticleVariables) {
  return useQuery(blogArticleQueryOptions(variables));
}
