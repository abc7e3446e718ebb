import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BlogArticlesFilter, type BlogArticleSummary } from '@verity/contracts';
import { getBlogArticles as getBlogArticlesFunction } from '@verity/server-fn';
import { serverFnClient } from '../../shared/server-fn-client';
import { blogKeys } from './keys';

export type BlogArticlesVariables = NonNullable<BlogArticlesFilter>;
export type BlogArticlesData = BlogArticleSummary[];

/** Published articles, newest first (the getBlogArticles server function). */
export function getBlogArticles(filter: BlogArticlesVariables, signal?: AbortSignal): Promise<BlogArticlesData> {
  return serverFnClient().call(getBlogArticlesFunction, filter, { signal });
}

export function blogArticlesQueryOptions(filter: BlogArticlesVariables) {
  return queryOptions({
    queryKey: blogKeys.articles(filter),
    queryFn: ({ signal }) => getBlogArticles(filter, signal),
  });
}

export function useBlogArticles(filter: BlogArticlesVariables) {
  return useQuery(blogArticlesQueryOptions(filter));
}
