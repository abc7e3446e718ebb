import { InternalLink, type RemoteProps, ROUTES } from '@verity/mfe';
import { PUBLIC_PAGE_META } from '../shared/page-meta';
import { LEGAL_CONTACT, LegalPage, type LegalSection } from './legal-page';

const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'These terms',
    body: (
      <>
        <p>
          These terms apply to Verity, the website testing service at this address (“the service”), operated by the Verity team
          (“we”, “us”). By creating an account or using the service you agree to them. If you use Verity on behalf of a company,
          you confirm that you may accept these terms for it, and “you” also means that company.
        </p>
        <p>
          How we handle personal data is described in the <InternalLink to="/privacy">privacy policy</InternalLink>, which is part of
          these terms.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'What Verity does',
    body: (
      <>
        <p>
          Verity lets you write tests for websites as plain-English steps, or describe a goal and have steps drafted for you, run
          them in a real browser on our servers, and read the results: each step’s status, screenshot and timing, the verdict, and
          the review you record.
        </p>
        <p>
          A test result is an aid to your judgement, not a guarantee. A passing run shows that the steps you wrote succeeded at the
          time of the run; it does not prove that your website is free of defects.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>Give a valid email address you control, and keep your password to yourself. You are responsible for what happens in your account.</li>
        <li>An account is for one person. Invite colleagues to sign up themselves rather than sharing a sign-in.</li>
        <li>You must be at least 16 years old and able to enter into a contract.</li>
        <li>Tell us straight away at {LEGAL_CONTACT.terms} if you think someone else has used your account.</li>
      </ul>
    ),
  },
  {
    id: 'permission',
    title: 'Test only sites you are allowed to test',
    body: (
      <>
        <p>
          Verity’s browsers visit the addresses you give them and act on those pages as you instruct. You may only point Verity at
          websites and applications that you own or that you have permission to test. In particular you must not use Verity to:
        </p>
        <ul>
          <li>get around logins, paywalls, rate limits or other access controls of a site you are not authorised to test;</li>
          <li>load-test, flood or otherwise disrupt any site, including your own through other people’s infrastructure;</li>
          <li>collect personal data from third-party sites, or copy content in breach of their terms;</li>
          <li>submit forms, make purchases or send messages on a site in the name of people who have not agreed to it.</li>
        </ul>
        <p>
          Prefer test accounts and test data in your steps. If your test environment holds real personal data, you are responsible
          for having a lawful basis to process it with Verity (see the privacy policy, “The sites you test”).
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>break the law, or infringe anyone’s rights, with or through the service;</li>
          <li>upload malware or try to run code on our infrastructure other than through the features we offer;</li>
          <li>probe, scan or test the security of the service itself without our written permission;</li>
          <li>create several accounts to collect free credits, or resell access to the service;</li>
          <li>interfere with other users’ runs or with the service’s operation.</li>
        </ul>
        <p>
          We may stop a run, block a target address or suspend an account that breaks these rules, and where we can we will tell
          you why.
        </p>
      </>
    ),
  },
  {
    id: 'credits',
    title: 'Credits, payments and refunds',
    body: (
      <>
        <p>
          Runs are paid for in credits. New accounts receive free credits on sign-up; the number, and what a run costs, are shown on
          the <InternalLink to="/">home page</InternalLink> and on the Billing page of your account. Starting a run debits its cost.
          If a run never executes, for example because our infrastructure failed before it started, its credits are returned
          automatically.
        </p>
        <ul>
          <li>
            You can buy more credits in packs. Prices are in US dollars and shown before you pay; any taxes are added as required by
            law. Payments are processed by Stripe, and your card details go to Stripe, never to us.
          </li>
          <li>
            Credits are not money: they cannot be exchanged for cash or transferred to another account. Credits from promo codes are
            subject to the conditions stated with the code.
          </li>
          <li>
            Purchased credits are not refundable, except where the law gives you a right to a refund or where we fail to provide the
            service you paid for. If you think a charge is wrong, write to {LEGAL_CONTACT.terms} within 60 days.
          </li>
          <li>We will give you at least 30 days’ notice before a price change or a change to how credits work affects credits you already hold.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <>
        <p>
          Your tests, folders, reviews and notes, and the results of your runs (including screenshots, traces and logs of the pages
          you test), are yours. You give us the permission we need to store, process and display them to provide the service to you,
          and for nothing else. We do not use your content to train AI models.
        </p>
        <p>
          You are responsible for your content, including having the right to capture screenshots of the pages you test.
        </p>
      </>
    ),
  },
  {
    id: 'ai',
    title: 'AI-assisted features',
    body: (
      <p>
        Drafting steps from a goal, and following steps written in free form, may use a language model. Its output can be wrong.
        Read drafted steps before you rely on them: a run executes the steps as they are written when it starts.
      </p>
    ),
  },
  {
    id: 'self-hosting',
    title: 'Running Verity yourself',
    body: (
      <p>
        Verity can also be run on your own infrastructure (<code>npm ci && npm start</code>). These terms cover the service we
        operate. A self-hosted instance is operated by whoever runs it: they are responsible for it and for the data it holds, and
        the source code is used under the licence that comes with it. We receive no data from self-hosted instances.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the service',
    body: (
      <p>
        We work to keep the service available and your data safe, but we do not promise uninterrupted operation. We may change,
        add or remove features. If we remove a feature you rely on or shut down the service, we will tell you at least 30 days in
        advance where we can, so you can export your tests.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Ending your use',
    body: (
      <p>
        You can stop using Verity at any time and ask us to delete your account at {LEGAL_CONTACT.terms}. We may suspend or close an
        account that seriously or repeatedly breaks these terms, or when the law requires it. The sections on your content, the disclaimer
        and the limitation of liability continue to apply after your account is closed.
      </p>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <p>
        Apart from what these terms say, the service is provided “as is” and “as available”, without warranties of any kind, to the
        extent the law allows. Nothing in these terms limits rights you have as a consumer that cannot be limited by contract.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits or data, and our
        total liability for any claims related to the service is limited to the amount you paid us in the 12 months before the claim.
        This does not limit liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot
        be limited by law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. The date at the top shows the latest version. For changes that matter to you, we will email you
        at least 30 days before they take effect; continuing to use the service after that means you accept them. If you do not,
        you can close your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <a href={`mailto:${LEGAL_CONTACT.terms}`}>{LEGAL_CONTACT.terms}</a>.
      </p>
    ),
  },
];

export function TermsPage(_props: RemoteProps) {
  return (
    <LegalPage
      {...PUBLIC_PAGE_META.terms}
      summary={
        <p>
          In short: test only sites you are allowed to test, keep your account to yourself, and pay for runs with credits. Your tests
          and results stay yours.
        </p>
      }
      sections={TERMS_SECTIONS}
      related={{ to: ROUTES.privacy, label: 'Privacy policy' }}
    />
  );
}
