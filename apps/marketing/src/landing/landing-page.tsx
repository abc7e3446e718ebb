import { BLOG_FEATURED_LIMIT } from '@verity/contracts';
import { InternalLink, type RemoteProps } from '@verity/mfe';
import { ArticleList } from '../blog/article-list';
import { FEATURED_ARTICLES } from '../blog/data/article-lists';
import { useBlogArticles } from '../blog/data/get-blog-articles';
import { formatCount } from '../shared/format';
import { PUBLIC_PAGE_META } from '../shared/page-meta';
import { SIGNUP_CREDITS } from '../shared/pricing';
import { Screen } from '../shared/screen';
import { SiteFooter } from '../shared/site-footer';
import { PricingSection } from './pricing-section';
import { RunIllustration } from './run-illustration';
import { SampleTest } from './sample-test';

export const SELF_HOST_COMMAND = 'npm ci && npm start';

const HOW_IT_WORKS = [
  {
    title: 'Write the steps',
    text: 'A name, the site’s URL and one instruction per line, the way you would explain the flow to a colleague. Or describe the goal and Verity drafts the steps for you to edit.',
  },
  {
    title: 'Run them in a real browser',
    text: 'A worker opens a fresh Chromium and finds each thing by what people see: role, label, text. Every action and check waits for the page, so there are no sleeps to tune.',
  },
  {
    title: 'Read the run',
    text: 'Every step with its status, screenshot and timing, then the verdict. A failure names the step, the reason and the closest matches it found. Your review records what really happened.',
  },
];

const AUDIENCE_FEATURES = [
  {
    title: 'Tests anyone can read',
    text: 'Product managers review them, QA writes them, developers fix what they catch. Nobody decodes selectors.',
  },
  {
    title: 'Failures with a reason',
    text: 'When a step cannot find its target the run stops and says why, instead of clicking something that looks close.',
  },
  {
    title: 'Live progress',
    text: 'Runs update while they execute. Queue several at once; workers scale out on the same Postgres.',
  },
  {
    title: 'Organised your way',
    text: 'Keep tests in folders by product area, team or criticality, and re-run any of them with one click.',
  },
];

export function LandingPage(_props: RemoteProps) {
  const featured = useBlogArticles(FEATURED_ARTICLES);

  return (
    <Screen {...PUBLIC_PAGE_META.landing}>
      <section className="mk-hero" aria-labelledby="mk-hero-heading">
        <div>
          <p className="mk-eyebrow">AI-powered website testing</p>
          <h1 id="mk-hero-heading">Test your website in plain English</h1>
          <p className="mk-lead">
            Write what a user does, one line at a time. Verity runs it in a real browser and shows you every step with its
            screenshot, its timing and the verdict. Built for developers and QA teams.
          </p>
          <div className="mk-actions">
            <InternalLink to="/signup" className="mk-button">
              Sign up free
            </InternalLink>
            <InternalLink to="/login" className="mk-button mk-button-secondary">
              Sign in
            </InternalLink>
          </div>
          <p className="mk-hero-note">{formatCount(SIGNUP_CREDITS)} free credits on sign-up, no card needed. Or run it yourself.</p>
        </div>
        <SampleTest />
      </section>

      <section aria-labelledby="mk-how-heading" className="mk-section">
        <div className="mk-section-intro">
          <p className="mk-eyebrow">How it works</p>
          <h2 id="mk-how-heading">From a sentence to a verdict</h2>
          <p>
            Text in quotes names a thing the way a person sees it: the words on a button, the label of a field. If Verity can’t find
            the “Email” field by its label, a screen reader probably can’t either.
          </p>
        </div>
        <ol className="mk-steps">
          {HOW_IT_WORKS.map(({ title, text }) => (
            <li key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="mk-run-heading" className="mk-section">
        <div className="mk-section-intro">
          <p className="mk-eyebrow">Runs and reviews</p>
          <h2 id="mk-run-heading">Know what broke in a minute</h2>
          <p>
            A red run is only useful if you can tell quickly whether the product broke or the test is out of date. The run page
            puts the answer on one screen.
          </p>
        </div>
        <RunIllustration />
      </section>

      <section aria-labelledby="mk-audience-heading" className="mk-section">
        <div className="mk-section-intro">
          <p className="mk-eyebrow">For developers and QA teams</p>
          <h2 id="mk-audience-heading">End-to-end tests without the upkeep</h2>
        </div>
        <ul className="mk-features">
          {AUDIENCE_FEATURES.map(({ title, text }) => (
            <li key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <PricingSection />

      <section aria-labelledby="mk-self-host-heading" className="mk-section">
        <div className="mk-split">
          <div>
            <p className="mk-eyebrow">Self-hosting</p>
            <h2 id="mk-self-host-heading">Run it yourself in one command</h2>
            <p>
              Staging behind a VPN, an app on localhost, screenshots that must not leave your network: start the whole product on
              your own machine. Postgres, sign-in, the API and the browser workers come up on one port.
            </p>
            <p>
              <InternalLink to="/blog/self-hosting-verity-in-one-command">Read the self-hosting guide</InternalLink>
            </p>
          </div>
          <p>
            <code className="mk-code-inline">{SELF_HOST_COMMAND}</code>
            <br />
            <span className="ui-small ui-muted">Node 20.19 or newer, from a checkout of the repository.</span>
          </p>
        </div>
      </section>

      <section aria-labelledby="mk-blog-heading" className="mk-section">
        <div className="mk-section-intro">
          <p className="mk-eyebrow">From the blog</p>
          <h2 id="mk-blog-heading">Featured articles</h2>
        </div>
        <ArticleList query={featured} expectedCount={BLOG_FEATURED_LIMIT} label="Featured articles" emptyText="No featured articles yet." />
        <p className="mk-actions">
          <InternalLink to="/blog/">All articles</InternalLink>
        </p>
      </section>

      <section aria-labelledby="mk-cta-heading" className="mk-section mk-cta">
        <h2 id="mk-cta-heading">Write your first test today</h2>
        <p className="ui-muted">Pick the flow that would hurt most if it broke, write it in six lines, and run it.</p>
        <div className="mk-actions">
          <InternalLink to="/signup" className="mk-button">
            Sign up free
          </InternalLink>
          <InternalLink to="/login" className="mk-button mk-button-secondary">
            Sign in
          </InternalLink>
        </div>
      </section>

      <SiteFooter />
    </Screen>
  );
}
