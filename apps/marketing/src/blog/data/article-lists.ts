import { BLOG_FEATURED_LIMIT, BLOG_RECENT_LIMIT } from '@verity/contracts';
import { type BlogArticlesVariables } from './get-blog-articles';

/** The featured list (spec section 9: 3), shown by the landing page and the blog index from one cache entry. */
export const FEATURED_ARTICLES = { featured: true, limit: BLOG_FEATURED_LIMIT } as const satisfies BlogArticlesVariables;

/**
 * The blog index's recent list (spec section 9: 3): the newest articles that are not featured, so every
 * article on the index shows once and none falls between the two lists (with "the newest 3" an older
 * article that is not featured would be on neither).
 */
export const RECENT_ARTICLES = { featured: false, limit: BLOG_RECENT_LIMIT } as const satisfies BlogArticlesVariables;
