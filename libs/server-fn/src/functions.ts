import {
  blogArticleSchema,
  blogArticleSlugInputSchema,
  blogArticlesFilterSchema,
  blogArticleSummarySchema,
  creditHistoryQuerySchema,
  creditHistorySchema,
  profileSchema,
  sessionSchema,
  sessionUserSchema,
} from '@verity/contracts';
import { z } from 'zod';
import { defineServerFn } from './define-server-fn';

/**
 * The web app's server functions (spec section 7). The BFF implements them with the session from the
 * request's cookies, so they see the same session as the browser.
 */

/** The session in the cookies, or null when signed out. A session about to expire is refreshed on the way. */
export const getSession = defineServerFn({ id: 'getSession', method: 'GET', output: sessionSchema.nullable() });

/** The signed-in user, confirmed by the auth service (not just read from the cookie), or null. */
export const getUser = defineServerFn({ id: 'getUser', method: 'GET', output: sessionUserSchema.nullable() });

/** The caller's profile from the API; 401 when signed out. */
export const getProfile = defineServerFn({ id: 'getProfile', method: 'GET', output: profileSchema });

/** A page of the caller's credit ledger, newest first. */
export const getCreditsHistory = defineServerFn({
  id: 'getCreditsHistory',
  method: 'GET',
  input: creditHistoryQuerySchema.optional(),
  output: creditHistorySchema,
});

/** Published articles, newest first; `featured` keeps only featured ones, `limit` caps the list. */
export const getBlogArticles = defineServerFn({
  id: 'getBlogArticles',
  method: 'GET',
  input: blogArticlesFilterSchema,
  output: z.array(blogArticleSummarySchema),
});

/** One article with its rendered body, or null when no article has that slug. */
export const getBlogArticleBySlug = defineServerFn({
  id: 'getBlogArticleBySlug',
  method: 'GET',
  input: blogArticleSlugInputSchema,
  output: blogArticleSchema.nullable(),
});

/** Ends the session at the auth service and clears the session cookies. */
export const logout = defineServerFn({ id: 'logout', method: 'POST', output: z.null() });

/** Trades the refresh token in the cookies for a new session; null when there is none to refresh. */
export const refreshSession = defineServerFn({ id: 'refreshSession', method: 'POST', output: sessionSchema.nullable() });
