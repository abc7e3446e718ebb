/**
 * Titles and descriptions of the public pages. The BFF writes the same values into the HTML it serves to
 * crawlers (apps/bff/src/seo/public-pages.ts) and the e2e spec checks that both agree.
 */
export const PUBLIC_PAGE_META = {
  landing: {
    title: 'Website tests in plain English',
    description:
      'Write website tests in plain English, run them in a real browser, and read every step with its screenshot, timing and verdict. For developers and QA teams.',
  },
  blogIndex: {
    title: 'Blog',
    description:
      'Articles on testing websites with plain-English steps: writing your first test, reading a failed run, fixing flaky tests and self-hosting Verity.',
  },
  terms: {
    title: 'Terms of service',
    description: 'The terms that apply when you use Verity, the website testing service, and what you can expect from us.',
  },
  privacy: {
    title: 'Privacy policy',
    description: 'What data Verity processes when you test your websites, why, how long it is kept, who else sees it and the rights you have.',
  },
  articleNotFound: {
    title: 'Article not found',
    description: 'There is no article at this address.',
  },
} as const satisfies Record<string, { title: string; description: string }>;
