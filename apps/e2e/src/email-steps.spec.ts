import { type FixtureServer, startFixtureServer } from '@verity/engine/testing';
import { completeOnboarding } from './support/accounts';
import { callApi } from './support/api';
import { expect, test } from './support/fixtures';

// A sign-up that sends a confirmation e-mail through SMTP, as real apps do, to the local stack's test inbox: the
// test signs up at a unique inbox address, opens the e-mail, keeps its code and confirms the account with it.

let site: FixtureServer;
test.beforeAll(async () => {
  const port = Number(process.env.E2E_INBOX_SMTP_PORT);
  site = await startFixtureServer('apps', { mailer: { smtp: { host: '127.0.0.1', port } } });
});
test.afterAll(async () => {
  await site.close();
});

test('a sign-up confirmed with the code of the e-mail the site sent to the test inbox', async ({ page, baseURL, account, pageErrors }) => {
  test.setTimeout(150_000);
  await completeOnboarding(baseURL!, account);
  const instructions = [
    'Set {{email}} to a unique email',
    'Go to /ledger/signup',
    'Type "{{email}}" into "Work email"',
    'Type "pass-1234" into "Choose a password"',
    'Click "Create account"',
    'Open the latest email to {{email}}',
    'Check that the email subject contains "Confirm your Ledger account"',
    'Store the code in the email as {{code}}',
    'Type "{{code}}" into "Confirmation code"',
    'Click "Confirm"',
    'Check that the page shows "Your account is confirmed"',
  ];
  const created = await callApi<{ id: string }>(baseURL!, account, 'POST', '/tests/', { configuration: { name: 'Sign up with e-mail confirmation', base_url: site.url, instructions } });

  await page.goto(`/app/editor/test/${created.id}`);
  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page).toHaveURL(/\/app\/editor\/run\/[0-9a-f-]{36}$/);
  await expect(page.locator('.rm-badges .rm-verdict')).toHaveText('Verdict: Passed', { timeout: 60_000 });
  await expect(page.getByText(/^Opened the e-mail 'Confirm your Ledger account' from .* to verity-[a-z0-9]+@inbox\.verity\.test$/)).toBeVisible();
  await expect(page.getByText(/^Stored the code '\d{6}' from the e-mail 'Confirm your Ledger account' as \{\{code\}\}$/)).toBeVisible();
  expect(pageErrors).toEqual([]);
});
