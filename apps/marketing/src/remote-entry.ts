import { defineRemote } from '@verity/mfe';
import { BlogArticlePage } from './blog/blog-article-page';
import { BlogIndexPage } from './blog/blog-index-page';
import { LandingPage } from './landing/landing-page';
import { PrivacyPage } from './legal/privacy-page';
import { TermsPage } from './legal/terms-page';

export const { bootstrap, mount, unmount, update } = defineRemote('marketing', {
  landing: LandingPage,
  'blog-index': BlogIndexPage,
  'blog-article': BlogArticlePage,
  terms: TermsPage,
  privacy: PrivacyPage,
});
