import { type BlogArticleSummary } from '@verity/contracts';
import { type PageHead } from './page-head';

/**
 * The public pages the BFF describes to crawlers and link previews, by path. Their titles and descriptions
 * are the ones the marketing remote sets once it runs (apps/marketing/src/shared/page-meta.ts); the
 * public-site e2e spec checks that the two agree.
 */
export const PUBLIC_PAGES = {
  '/': {
    title: 'Website tests in plain English',
    description:
      'Write website tests in plain English, run them in a real browser, and read every step with its screenshot, timing and verdict. For developers and QA teams.',
  },
  '/blog/': {
    title: 'Blog',
    description:
      'Articles on testing websites with plain-English steps: writing your first test, reading a failed run, fixing flaky tests and self-hosting Verity.',
  },
  '/terms': {
    title: 'Terms of service',
    description: 'The terms that apply when you use Verity, the website testing service, and what you can expect from us.',
  },
  '/privacy': {
    title: 'Privacy policy',
    description: 'What data Verity processes when you test your websites, why, how long it is kept, who else sees it and the rights you have.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type PublicPagePath = keyof typeof PUBLIC_PAGES;

export const ARTICLE_NOT_FOUND = {
  title: 'Article not found',
  description: 'There is no article at this address.',
} as const;

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

/** `/blog/images/a.svg` against the site URL; an absolute URL stays as it is. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).href;
}

export function publicPageHead(path: PublicPagePath, siteUrl: string): PageHead {
  return { ...PUBLIC_PAGES[path], canonicalUrl: absoluteUrl(siteUrl, path), type: 'website' };
}

/** Spec section 2: an article's page takes its title, description and image from the article. */
export function articleHead(article: BlogArticleSummary, siteUrl: string): PageHead {
  return {
    title: article.title,
    description: article.excerpt,
    canonicalUrl: absoluteUrl(siteUrl, articlePath(article.slug)),
    imageUrl: article.coverImageUrl ? absoluteUrl(siteUrl, article.coverImageUrl) : null,
    type: 'article',
    publishedOn: article.date,
  };
}

export function articleNotFoundHead(): PageHead {
  return { ...ARTICLE_NOT_FOUND, noIndex: true };
}
