import { type Browser } from 'playwright-core';
import { type Inbox, type InboxEmail } from '../engine-types';
import { type FixtureServer, launchChromium, MemoryArtifactSink, startFixtureServer } from '../fixtures';
import { codeIn, InboxRefusal } from './run-emails';
import { runTest } from './run-test';

describe('codeIn', () => {
  it.each([
    ['Your confirmation code is 482913.', '482913'],
    ['Your code: A7K-29Q', 'A7K-29Q'],
    ['Use OTP 0042 to sign in. It expires in 10 minutes.', '0042'],
    ['Verification code\n\n  731 902', '731902'],
    ['Hi Ada, 2 items, order 55120 shipped on 12/03/2026.', '55120'],
    ['Welcome aboard! Reply to this e-mail with any question.', null],
    ['Call 0800 123 456 or use code 9931 today, order 5512', '9931'],
  ])('%j gives %j', (text, code) => {
    expect(codeIn(text)).toBe(code);
  });
});

/** The inbox's contract, in memory: the worker's reads the database the same way (newest first, since, subject). */
function memoryInbox(domain: string) {
  const emails: InboxEmail[] = [];
  const inbox: Inbox = {
    domain,
    latest: async (address, { since, subject }) =>
      emails
        .filter((email) => email.to === address && email.receivedAt >= since && (!subject || email.subject.toLowerCase().includes(subject.toLowerCase())))
        .sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime())[0] ?? null,
  };
  return { inbox, emails };
}

describe('e-mail steps on a sign-up that sends a confirmation e-mail', () => {
  jest.setTimeout(90_000);
  const { inbox, emails } = memoryInbox('inbox.verity.test');
  let browser: Browser;
  let site: FixtureServer;
  beforeAll(async () => {
    const deliver = async (mail: { to: string; subject: string; text: string; html: string }) => {
      emails.push({ ...mail, from: 'Ledger <no-reply@ledger.example>', receivedAt: new Date() });
    };
    [browser, site] = await Promise.all([launchChromium(), startFixtureServer('apps', { mailer: { deliver } })]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  const SIGN_UP = ['Set {{email}} to a unique email', 'Go to /ledger/signup', 'Type "{{email}}" into "Work email"', 'Type "pass-1234" into "Choose a password"', 'Click "Create account"'];
  const run = (instructions: string[], options: { stepTimeoutMs?: number; inbox?: Inbox | undefined } = {}) =>
    runTest({
      configuration: { name: 'sign up', base_url: site.url, instructions },
      browser,
      artifacts: new MemoryArtifactSink(),
      stepTimeoutMs: options.stepTimeoutMs ?? 3_000,
      allowPrivateNetwork: true,
      ...('inbox' in options ? (options.inbox ? { inbox: options.inbox } : {}) : { inbox }),
    });

  it('confirms the account with the link in the e-mail, at an address of the test inbox', async () => {
    const outcome = await run([
      ...SIGN_UP,
      'Open the latest email to {{email}}',
      'Check that the email subject contains "Confirm your Ledger account"',
      'Check that the email contains "If you did not sign up"',
      'Click "Confirm my account" in the email',
      'Check that the page shows "Your account is confirmed"',
    ]);
    expect(outcome.summary).toBe('All 10 steps passed.');
    expect(outcome.steps[0]?.action).toMatch(/'verity-[a-z0-9]+@inbox\.verity\.test'/);
    expect(outcome.steps[5]?.action).toMatch(/^Opened the e-mail 'Confirm your Ledger account' from Ledger <no-reply@ledger\.example> to verity-[a-z0-9]+@inbox\.verity\.test$/);
    expect(outcome.steps[5]?.screenshot).toBeTruthy();
  });

  it('types the code from the e-mail on the site’s tab, where the run goes back to', async () => {
    const outcome = await run([
      ...SIGN_UP,
      'Open the latest email to {{email}} with subject "Confirm"',
      'Store the code in the email as {{code}}',
      'Type "{{code}}" into "Confirmation code"',
      'Click "Confirm"',
      'Check that the page shows "Your account is confirmed"',
    ]);
    expect(outcome.summary).toBe('All 10 steps passed.');
    expect(outcome.steps[6]?.action).toMatch(/^Stored the code '\d{6}' from the e-mail 'Confirm your Ledger account' as \{\{code\}\}$/);
  });

  it('fails when no e-mail comes within the step’s limit, or the subject is another, saying what it saw', async () => {
    const none = await run(['Set {{email}} to a unique email', 'Go to /ledger/signup', 'Open the latest email to {{email}} within 2 seconds']);
    expect(none.steps[2]).toMatchObject({ status: 'failed', error: expect.stringMatching(/^No e-mail to verity-[a-z0-9]+@inbox\.verity\.test arrived within 2 s\. Give it longer with "… within 60 seconds"\.$/) });

    const wrong = await run([...SIGN_UP, 'Open the latest email to {{email}}', 'Check that the email subject is "Reset your password"']);
    expect(wrong.steps[6]).toMatchObject({ status: 'failed', error: "Expected the e-mail's subject is 'Reset your password', but it is 'Confirm your Ledger account'." });
  });

  it('refuses an address outside the test inbox, and a run without an inbox', async () => {
    const outside = await run(['Go to /ledger/signup', 'Open the latest email to "ada@gmail.com"']);
    expect(outside.steps[1]?.error).toBe(
      `'ada@gmail.com' is not a test inbox address: mail to it never reaches Verity. Use an address at @inbox.verity.test, e.g. "Set {{email}} to a unique email".`,
    );
    const noInbox = await run(['Go to /ledger/signup', 'Open the latest email to "ada@inbox.verity.test"'], { inbox: undefined });
    expect(noInbox.steps[1]?.error).toBe('This run has no test inbox, so it cannot read e-mail.');
  });

  it('fails the step with the inbox’s reason when the address is not the run’s to read', async () => {
    const refusing: Inbox = {
      domain: 'inbox.verity.test',
      latest: async (address) => Promise.reject(new InboxRefusal(`${address} is another account’s test inbox address.`)),
    };
    const outcome = await run(['Go to /ledger/signup', 'Open the latest email to "qa@inbox.verity.test"'], { inbox: refusing });
    expect(outcome.steps[1]).toMatchObject({ status: 'failed', error: 'qa@inbox.verity.test is another account’s test inbox address.' });
  });
});
