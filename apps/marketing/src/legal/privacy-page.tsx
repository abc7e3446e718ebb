import { InternalLink, type RemoteProps, ROUTES } from '@verity/mfe';
import { PUBLIC_PAGE_META } from '../shared/page-meta';
import { AUTH_SESSION_COOKIE } from '../shared/session-cookie';
import { LEGAL_CONTACT, LegalPage, type LegalSection } from './legal-page';

const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'controller',
    title: 'Who is responsible',
    body: (
      <>
        <p>
          This policy covers Verity, the website testing service at this address, operated by the Verity team (“we”, “us”). We are
          responsible for the personal data described here. You can reach us at{' '}
          <a href={`mailto:${LEGAL_CONTACT.privacy}`}>{LEGAL_CONTACT.privacy}</a>.
        </p>
        <p>
          Verity can also run on your own infrastructure. A self-hosted instance keeps its data on the machines of whoever runs it,
          who is responsible for it; it sends nothing to us.
        </p>
      </>
    ),
  },
  {
    id: 'data',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account:</strong> your email address and a hash of your password (never the password itself), and the sessions you
          sign in with.
        </li>
        <li>
          <strong>Onboarding answers</strong>, if you give them: your role, your company’s team size, how you heard of Verity and what
          you expect from it.
        </li>
        <li>
          <strong>Tests:</strong> their names, base URLs, steps, goals and variables, and your folders.
        </li>
        <li>
          <strong>Runs:</strong> each step’s status and timing, screenshots of the pages Verity’s browser visited, the browser’s console
          errors and failed network requests, and a Playwright trace (page snapshots and network activity of the run). These show
          whatever the pages you test display.
        </li>
        <li>
          <strong>Reviews and notes</strong> you record on runs.
        </li>
        <li>
          <strong>Credits and purchases:</strong> your balance and its history (sign-up grant, purchases, promo codes, run debits and
          refunds). Card payments are handled by Stripe: you enter your card details on Stripe’s page and we never see them. We
          receive the result of the payment.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser and the requests you make, in server logs. Access tokens are removed
          from logs before they are written.
        </li>
        <li>
          <strong>Product analytics and error reports</strong> (see “Service providers”).
        </li>
      </ul>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use it',
    body: (
      <ul>
        <li>
          To provide the service you signed up for: your account, running your tests and showing their results, credits and
          purchases (performance of our contract with you).
        </li>
        <li>
          To keep the service secure and fair: preventing abuse such as mass sign-ups for free credits, and investigating incidents
          (our legitimate interest in protecting the service and its users).
        </li>
        <li>
          To understand how Verity is used and fix what breaks, through analytics and error reports (our legitimate interest in
          improving the product; where the law requires consent, we ask for it).
        </li>
        <li>To send the emails the service needs, such as password resets. We do not send marketing email without your consent.</li>
        <li>To keep accounting and tax records of purchases (legal obligation).</li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          Verity’s cookies keep you signed in and nothing else: the session cookie <code>{AUTH_SESSION_COOKIE}</code> (split into numbered parts when the session is
          large), which keeps you signed in. While a password reset or a Google sign-in is in progress, a companion cookie{' '}
          <code>{AUTH_SESSION_COOKIE}-code-verifier</code> proves that the link you come back with was requested from your browser;
          it is consumed when you sign in.
        </p>
        <p>
          These cookies are strictly necessary, are only sent to this site, and are removed when you sign out. They are not used for
          advertising or to follow you across other sites, so there is no cookie banner. Reading the public pages, like this one, sets
          no cookie at all.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Service providers',
    body: (
      <>
        <p>We share personal data only with providers that help us run the service, under contracts that limit what they may do with it:</p>
        <ul>
          <li>our hosting and database providers, which store the data described above;</li>
          <li>Stripe, which processes payments when you buy credits;</li>
          <li>an email delivery provider, for emails such as password resets;</li>
          <li>
            a product analytics service, which receives events about how the app is used (for example that onboarding was completed,
            with your answers) linked to your account;
          </li>
          <li>an error reporting service, which receives details of errors in the app: the message, the page and your browser;</li>
          <li>
            when you use AI-assisted features (drafting steps from a goal, free-form steps), a language model provider, which receives
            the instruction or goal and a summary of the page being tested.
          </li>
        </ul>
        <p>
          We do not sell personal data. We disclose it to authorities only when the law requires it. Ask us for the current list of
          providers at {LEGAL_CONTACT.privacy}.
        </p>
      </>
    ),
  },
  {
    id: 'tested-sites',
    title: 'The sites you test',
    body: (
      <>
        <p>
          Verity’s browser visits the addresses in your tests and records what it sees. If a page you test shows personal data, for
          example customers in a staging copy of your production database, that data ends up in screenshots and traces of your runs.
          For that data you are responsible, and we process it on your behalf only to run your tests and show you the results.
        </p>
        <p>
          The simplest protection is not to have it: test with test accounts and made-up data. If you cannot avoid real data,
          consider <InternalLink to="/blog/self-hosting-verity-in-one-command">running Verity yourself</InternalLink> inside your
          network.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account, tests, runs and their artifacts: while your account exists, so you can compare runs over time.</li>
        <li>When you ask us to delete your account, we delete its data within 30 days, and from backups within 90 days.</li>
        <li>Records of purchases: as long as tax and accounting law requires.</li>
        <li>Server logs: up to 30 days, unless they are needed to investigate an incident.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Traffic to Verity is encrypted with TLS, passwords are stored only as salted hashes, access tokens are short-lived and kept out
        of logs, and access to production data is limited to the people who need it to run the service. No system is perfectly
        secure: if a breach affects your data, we will tell you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        Some providers process data in other countries than yours. Where data leaves the European Economic Area or the United
        Kingdom, we rely on adequacy decisions or on the standard contractual clauses approved for such transfers.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You can ask us for a copy of your personal data, to correct it, to delete it, to receive it in a portable format, to restrict
          its use, or object to uses based on our legitimate interests. Write to{' '}
          <a href={`mailto:${LEGAL_CONTACT.privacy}`}>{LEGAL_CONTACT.privacy}</a> from the email address of your account; we answer
          within 30 days.
        </p>
        <p>You can also complain to the data protection authority where you live.</p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Verity is a tool for professionals and is not meant for anyone under 16. We do not knowingly collect their data.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        The date at the top shows when this policy last changed. If a change affects how we use data you have already given us, we
        will email you before it takes effect.
      </p>
    ),
  },
];

export function PrivacyPage(_props: RemoteProps) {
  return (
    <LegalPage
      {...PUBLIC_PAGE_META.privacy}
      summary={
        <p>
          In short: we keep what we need to run your tests and show you the results, the only cookies are the ones that keep you
          signed in, and we never sell your data.
        </p>
      }
      sections={PRIVACY_SECTIONS}
      related={{ to: ROUTES.terms, label: 'Terms of service' }}
    />
  );
}
