import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { createDatabase, type Database } from './client';
import { addCredits, debitForRun } from './credits';
import { migrateDatabase } from './migrate';
import { createPool } from './pool';
import { creditLedger, profiles } from './schema';
import { createTestDatabase, TEST_DATABASE_TIMEOUT_MS } from './testing';

const database = createTestDatabase();
const pools: pg.Pool[] = [];
/** Two processes' worth of connections to the same database, as the API and a worker have. */
let api: Database;
let worker: Database;

beforeAll(async () => {
  await database.start();
  await migrateDatabase(database.databaseUrl);
  pools.push(createPool(database.databaseUrl), createPool(database.databaseUrl));
  [api, worker] = pools.map((pool) => createDatabase(pool));
}, TEST_DATABASE_TIMEOUT_MS);

afterAll(async () => {
  await Promise.allSettled(pools.map((pool) => pool.end()));
  await database.stop();
}, TEST_DATABASE_TIMEOUT_MS);

async function ownerWith(balance: number): Promise<string> {
  const ownerId = randomUUID();
  await api.insert(profiles).values({ ownerId, creditBalance: balance });
  return ownerId;
}

const balanceOf = async (ownerId: string) => (await api.select().from(profiles).where(eq(profiles.ownerId, ownerId)))[0]!.creditBalance;
const ledgerOf = async (ownerId: string) =>
  (await api.select().from(creditLedger).where(eq(creditLedger.ownerId, ownerId)).orderBy(creditLedger.id)).map(({ delta, balanceAfter, reason, reference }) => ({
    delta,
    balanceAfter,
    reason,
    reference,
  }));

describe('the credits ledger', () => {
  it('adds credits with an entry holding the balance after it, once per reason and reference', async () => {
    const ownerId = await ownerWith(5);
    expect(await addCredits(api, ownerId, { credits: 3, reason: 'purchase', reference: 'cs_1' })).toBe(8);
    expect(await addCredits(api, ownerId, { credits: 3, reason: 'purchase', reference: 'cs_1' })).toBeNull();
    expect(await addCredits(api, ownerId, { credits: 2, reason: 'promo', reference: 'cs_1' })).toBe(10);
    expect(await balanceOf(ownerId)).toBe(10);
    expect(await ledgerOf(ownerId)).toEqual([
      { delta: 3, balanceAfter: 8, reason: 'purchase', reference: 'cs_1' },
      { delta: 2, balanceAfter: 10, reason: 'promo', reference: 'cs_1' },
    ]);
  });

  it('refunds a run once when the API and a worker both try at the same moment', async () => {
    const ownerId = await ownerWith(0);
    const refund = (db: Database) => db.transaction((tx) => addCredits(tx, ownerId, { credits: 2, reason: 'run_refund', reference: 'run-1' }));
    const outcomes = await Promise.all([refund(api), refund(worker)]);
    expect(outcomes.sort()).toEqual([2, null]);
    expect(await balanceOf(ownerId)).toBe(2);
    expect(await ledgerOf(ownerId)).toHaveLength(1);
  });

  it('records nothing for an owner without a profile, in the caller’s transaction', async () => {
    const ownerId = randomUUID();
    await expect(api.transaction((tx) => addCredits(tx, ownerId, { credits: 1, reason: 'admin_grant', reference: 'gift' }))).rejects.toThrow(`No profile for ${ownerId}`);
    expect(await ledgerOf(ownerId)).toEqual([]);
  });

  it('debits a run when the balance covers it, and refuses without a change when it does not', async () => {
    const ownerId = await ownerWith(2);
    expect(await debitForRun(api, ownerId, 2, 'run-1')).toBe(0);
    expect(await debitForRun(api, ownerId, 1, 'run-2')).toBeNull();
    expect(await debitForRun(api, ownerId, 0, 'run-3')).toBe(0);
    expect(await balanceOf(ownerId)).toBe(0);
    expect(await ledgerOf(ownerId)).toEqual([{ delta: -2, balanceAfter: 0, reason: 'run_debit', reference: 'run-1' }]);
  });

  it('never overdraws when runs are paid for at the same moment', async () => {
    const ownerId = await ownerWith(3);
    const pay = (db: Database, runId: string) => db.transaction((tx) => debitForRun(tx, ownerId, 2, runId));
    const outcomes = await Promise.all([pay(api, 'run-a'), pay(worker, 'run-b')]);
    expect(outcomes.filter((balance) => balance === null)).toHaveLength(1);
    expect(await balanceOf(ownerId)).toBe(1);
    expect((await ledgerOf(ownerId)).map((entry) => entry.balanceAfter)).toEqual([1]);
  });

  it('refuses amounts that are not whole credits of the right sign', async () => {
    const ownerId = await ownerWith(5);
    await expect(addCredits(api, ownerId, { credits: 0, reason: 'promo', reference: 'ZERO' })).rejects.toThrow('positive whole number');
    await expect(addCredits(api, ownerId, { credits: -1, reason: 'promo', reference: 'NEG' })).rejects.toThrow('positive whole number');
    await expect(debitForRun(api, ownerId, 1.5, 'run-x')).rejects.toThrow('whole number');
    expect(await balanceOf(ownerId)).toBe(5);
    expect(await ledgerOf(ownerId)).toEqual([]);
  });
});
