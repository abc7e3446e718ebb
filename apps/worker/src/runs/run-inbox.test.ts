import { inboxAddresses, inboxMessages } from '@verity/db';
import { InboxRefusal } from '@verity/engine';
import { eq } from 'drizzle-orm';
import { useWorkerHarness } from '../testing/worker-harness';
import { databaseInbox } from './run-inbox';

// The inbox as the worker reads it from the real database: the newest matching e-mail, and only for the account
// whose run read the address first.

const DOMAIN = 'inbox.verity.test';

describe('the test inbox of each account', () => {
  jest.setTimeout(60_000);
  const harness = useWorkerHarness();
  const hourAgo = () => new Date(Date.now() - 3_600_000);

  const deliver = (address: string, subject: string, receivedAt = new Date()) =>
    harness().db.insert(inboxMessages).values({ address, from: 'Shop <no-reply@shop.example>', subject, text: `About ${subject}`, receivedAt });

  it('gives the newest e-mail to the address since the run began, with the subject asked for', async () => {
    const { db, newOwner } = harness();
    const owner = await newOwner(0);
    const inbox = databaseInbox(db, DOMAIN).of(owner);
    await deliver('ada-1@inbox.verity.test', 'Old code', new Date(Date.now() - 7_200_000));
    await deliver('ada-1@inbox.verity.test', 'Confirm your account', new Date(Date.now() - 60_000));
    await deliver('ada-1@inbox.verity.test', 'Welcome 100%', new Date(Date.now() - 30_000));

    expect(await inbox.latest('Ada-1@Inbox.Verity.Test', { since: hourAgo() })).toMatchObject({ to: 'ada-1@inbox.verity.test', subject: 'Welcome 100%', text: 'About Welcome 100%', html: null });
    expect(await inbox.latest('ada-1@inbox.verity.test', { since: hourAgo(), subject: 'confirm' })).toMatchObject({ subject: 'Confirm your account' });
    // The subject is matched as text: % and _ are not wildcards.
    expect(await inbox.latest('ada-1@inbox.verity.test', { since: hourAgo(), subject: '100%' })).toMatchObject({ subject: 'Welcome 100%' });
    expect(await inbox.latest('ada-1@inbox.verity.test', { since: hourAgo(), subject: 'W_lcome' })).toBeNull();
    expect(await inbox.latest('ada-1@inbox.verity.test', { since: hourAgo(), subject: 'Old code' })).toBeNull();
    expect(await inbox.latest('nobody@inbox.verity.test', { since: hourAgo() })).toBeNull();
  });

  it('keeps an address for the account whose run read it first: another account’s runs are refused its mail', async () => {
    const { db, newOwner } = harness();
    const [first, second] = [await newOwner(0), await newOwner(0)];
    const inbox = databaseInbox(db, DOMAIN);
    await deliver('qa@inbox.verity.test', 'Reset your password');

    expect(await inbox.of(first).latest('QA@inbox.verity.test', { since: hourAgo() })).toMatchObject({ subject: 'Reset your password' });
    const refused = inbox.of(second).latest('qa@inbox.verity.test', { since: hourAgo() });
    await expect(refused).rejects.toBeInstanceOf(InboxRefusal);
    await expect(refused).rejects.toThrow(`qa@inbox.verity.test is used by another account's tests, so its mail is not shown here. Use an address of your own, e.g. "Set {{email}} to a unique email".`);
    // The first account keeps reading it, in later runs too.
    expect(await inbox.of(first).latest('qa@inbox.verity.test', { since: hourAgo() })).toMatchObject({ subject: 'Reset your password' });
    expect(await db.select().from(inboxAddresses).where(eq(inboxAddresses.address, 'qa@inbox.verity.test'))).toEqual([expect.objectContaining({ ownerId: first })]);
  });
});
