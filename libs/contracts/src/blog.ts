import { z } from 'zod';

/** Blog article front matter and list entries (spec section 3: title, excerpt, coverImageUrl, slug). */
export const blogArticleSummarySchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  excerpt: z.string().min(1),
  coverImageUrl: z.string().nullable(),
  /** Publication day, YYYY-MM-DD. */
  date: z.iso.date(),
  featured: z.boolean(),
  author: z.string().nullable(),
  readingMinutes: z.number().int().positive(),
});
export type BlogArticleSummary = z.infer<typeof blogArticleSummarySchema>;

export const blogArticleSchema = blogArticleSummarySchema.extend({
  /** The body rendered from Markdown; raw HTML in the source is escaped, never passed through. */
  html: z.string(),
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

/** Spec section 9: the featured list and the recent list each show 3. */
export const BLOG_FEATURED_LIMIT = 3;
export const BLOG_RECENT_LIMIT = 3;

export const blogArticlesFilterSchema = z
  .object({
    featured: z.boolean().optional(),
    limit: z.number().int().min(1).max(100).optional(),
  })
  .optional();
export type BlogArticlesFilter = z.infer<typeof blogArticlesFilterSchema>;

export const blogArticleSlugInputSchema = z.object({ slug: z.string().min(1).max(200) });
