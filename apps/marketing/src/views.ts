import { type RemoteViews } from '@verity/mfe';
import { BlogArticlePage } from './blog/blog-article-page';
import { BlogIndexPage } from './blog/blog-index-page';
import { LandingPage } from './landing/landing-page';
import { PrivacyPage } from './legal/privacy-page';
import { TermsPage } from './legal/terms-page';

/** The public site's screens by view name: mounted by the shell in the browser, rendered by the BFF on the server. */
export const MARKETING_VIEWS: RemoteViews<'marketing'> = {
  landing: LandingPage,
  'blog-index': BlogIndexPage,
  'blog-article': BlogArticlePage,
  terms: TermsPage,
  privacy: PrivacyPage,
};
