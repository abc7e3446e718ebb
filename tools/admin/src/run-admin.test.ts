import { randomUUID } from 'node:crypto';
import { createDatabase, createPool, creditLedger, type Database, migrateDatabase, profiles, promoCodes, users } from '@verity/db';
import { createTestDatabase, TEST_DATABASE_TIMEOUT_MS, unreachableDatabaseUrl } from '@verity/db/testing';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { runAdmin } from './run-admin';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('npm run admin', () => {
  const database = createTestDatabase();
  let pool: pg.Pool;
  let db: Database;

  beforeAll(async () => {
    await database.start();
    await migrateDatabase(database.databaseUrl);
    pool = createPool(database.databaseUrl);
    db = createDatabase(pool);
  }, TEST_DATABASE_TIMEOUT_MS);
  afterAll(async () => {
    await pool?.end();
    await database.stop();
  }, TEST_DATABASE_TIMEOUT_MS);

  async function admin(line: string | string[], env: Record<string, string | undefined> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const argv = Array.isArray(line) ? line : line.split(' ');
    const code = await runAdmin(argv, {
      env: { DATABASE_URL: database.databaseUrl, ...env },
      rootDir: '/nonexistent',
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      now: NOW,
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  async function signedUpUser(email: string, { profileBalance }: { profileBalance?: number } = {}) {
    const [user] = await db.insert(users).values({ email }).returning({ id: users.id });
    if (profileBalance !== undefined) await db.insert(profiles).values({ ownerId: user!.id, email, creditBalance: profileBalance });
    return user!.id;
  }
  const ledgerOf = (ownerId: string) => db.select().from(creditLedger).where(eq(creditLedger.ownerId, ownerId)).orderBy(creditLedger.id);
  const balanceOf = async (ownerId: string) => (await db.select().from(profiles).where(eq(profiles.ownerId, ownerId)))[0]?.creditBalance;

  describe('promo', () => {
    it('creates a code, upper-cased, that redeems without limit and never expires unless told', async () => {
      const result = await admin('promo create welcome10 --credits 10');
      expect(result).toEqual({ code: 0, out: 'Created promo code WELCOME10: 10 credits, unlimited redemptions, never expires.', err: '' });
      expect(await db.select().from(promoCodes).where(eq(promoCodes.code, 'WELCOME10'))).toEqual([
        expect.objectContaining({ credits: 10, maxRedemptions: null, redemptionCount: 0, expiresAt: null }),
      ]);
    });

    it('creates a code with a redemption limit and an expiry', async () => {
      const result = await admin('promo create SPRING --credits 50 --max 100 --expires 2026-04-30');
      expect(result.out).toBe('Created promo code SPRING: 50 credits, 0 of 100 redemptions used, expires 2026-05-01T00:00:00.000Z.');
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, 'SPRING'));
      expect(row).toMatchObject({ maxRedemptions: 100, expiresAt: new Date('2026-05-01T00:00:00Z') });
    });

    it('refuses a code that exists, whatever its case, and leaves it unchanged', async () => {
      await admin('promo create TWICE --credits 5');
      const result = await admin('promo create twice --credits 500');
      expect(result).toEqual({ code: 1, out: '', err: 'Promo code TWICE already exists. Pick another code; `npm run admin -- promo list` shows the existing ones.' });
      expect((await db.select().from(promoCodes).where(eq(promoCodes.code, 'TWICE')))[0]?.credits).toBe(5);
    });

    it('refuses bad input with exit code 2 and writes nothing', async () => {
      const result = await admin('promo create NOPE --credits -3');
      expect(result).toEqual({ code: 2, out: '', err: 'Numbers must be positive (got -3).\nSee: npm run admin -- --help' });
      expect(await db.select().from(promoCodes).where(eq(promoCodes.code, 'NOPE'))).toEqual([]);
    });

    it('lists the codes with their redemptions and whether they still work', async () => {
      await db.insert(promoCodes).values([
        { code: 'GONE', credits: 3, expiresAt: new Date('2026-01-01T00:00:00Z') },
        { code: 'FULL', credits: 4, maxRedemptions: 2, redemptionCount: 2 },
      ]);
      const { code, out } = await admin('promo list');
      expect(code).toBe(0);
      const lines = out.split('\n');
      expect(lines[0]).toMatch(/^CODE\s+CREDITS\s+REDEEMED\s+EXPIRES\s+STATUS$/);
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^WELCOME10\s+10\s+0\s+never\s+active$/),
          expect.stringMatching(/^SPRING\s+50\s+0\/100\s+2026-05-01T00:00:00\.000Z\s+active$/),
          expect.stringMatching(/^GONE\s+3\s+0\s+2026-01-01T00:00:00\.000Z\s+expired$/),
          expect.stringMatching(/^FULL\s+4\s+2\/2\s+never\s+used up$/),
        ]),
      );
    });
  });

  describe('credits grant', () => {
    it('adds credits to a user found by email, with an admin_grant ledger entry', async () => {
      const userId = await signedUpUser('ada@example.com', { profileBalance: 7 });
      const result = await admin('credits grant ADA@example.com 50');
      expect(result).toEqual({ code: 0, out: `Granted 50 credits to ada@example.com (user ${userId}); their balance is now 57.`, err: '' });
      expect(await ledgerOf(userId)).toEqual([
        expect.objectContaining({ delta: 50, balanceAfter: 57, reason: 'admin_grant', reference: `admin grant ${NOW.toISOString()}` }),
      ]);
    });

    it('grants once per --reason, so a retried command changes nothing', async () => {
      const userId = await signedUpUser('grace@example.com', { profileBalance: 0 });
      const grant = ['credits', 'grant', 'grace@example.com', '20', '--reason', 'Outage on 3 March'];
      expect((await admin(grant)).out).toMatch(/their balance is now 20\.$/);
      expect(await admin(grant)).toEqual({ code: 0, out: 'Nothing changed: grace@example.com already received a grant with reason "Outage on 3 March" (balance 20).', err: '' });
      expect((await admin(['credits', 'grant', 'grace@example.com', '5', '--reason', 'Beta feedback'])).code).toBe(0);
      expect(await balanceOf(userId)).toBe(25);
      expect((await ledgerOf(userId)).map((entry) => [entry.delta, entry.reference])).toEqual([
        [20, 'Outage on 3 March'],
        [5, 'Beta feedback'],
      ]);
    });

    it('creates the profile of a user who never used the app, with their signup credits as the API would', async () => {
      const userId = await signedUpUser('new@example.com');
      const result = await admin('credits grant new@example.com 10', { SIGNUP_CREDITS: '30' });
      expect(result.out).toMatch(/their balance is now 40\.$/);
      expect((await ledgerOf(userId)).map((entry) => [entry.reason, entry.delta, entry.balanceAfter])).toEqual([
        ['signup_grant', 30, 30],
        ['admin_grant', 10, 40],
      ]);
    });

    it('finds users of a hosted auth service by their profile’s email', async () => {
      const ownerId = randomUUID();
      await db.insert(profiles).values({ ownerId, email: 'Hosted@Example.com', creditBalance: 1 });
      expect((await admin('credits grant hosted@example.com 2')).out).toBe(`Granted 2 credits to hosted@example.com (user ${ownerId}); their balance is now 3.`);
    });

    it('says so when no user has the email', async () => {
      expect(await admin('credits grant nobody@example.com 5')).toEqual({ code: 1, out: '', err: 'No user has the email nobody@example.com: they must sign up first.' });
    });

    it('writes the ledger entry and the balance together or not at all', async () => {
      const userId = await signedUpUser('atomic@example.com', { profileBalance: 5 });
      // The balance update fails after the ledger entry was inserted: the transaction must take the entry back.
      await db.execute(sql.raw(`
        create function refuse_update() returns trigger language plpgsql as $$ begin raise exception 'balance locked for the test'; end $$;
        create trigger refuse_update before update on profiles for each row when (new.owner_id = '${userId}') execute function refuse_update();`));
      try {
        const result = await admin('credits grant atomic@example.com 9');
        expect(result.code).toBe(1);
        expect(result.err).toBe('credits grant failed on the database at DATABASE_URL: balance locked for the test');
      } finally {
        await db.execute(sql.raw('drop trigger refuse_update on profiles; drop function refuse_update();'));
      }
      expect(await ledgerOf(userId)).toEqual([]);
      expect(await balanceOf(userId)).toBe(5);
    });
  });

  it('prints the usage for --help, on stdout with exit code 0', async () => {
    const result = await admin('--help');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Usage: npm run admin -- <command>/);
    expect(result.out).toContain('credits grant EMAIL N [--reason TEXT]');
  });

  it('fails with exit code 1 and a readable line when the database is unusable', async () => {
    expect(await admin('promo list', { DATABASE_URL: 'mysql://db' })).toEqual({ code: 1, out: '', err: 'Could not open the database: DATABASE_URL must be a postgres:// URL.' });
    const unreachable = await admin('promo list', { DATABASE_URL: await unreachableDatabaseUrl() });
    expect(unreachable.code).toBe(1);
    expect(unreachable.err).toMatch(/^promo list failed on the database at DATABASE_URL: .*ECONNREFUSED/);
    expect(unreachable.err).not.toMatch(/unused/);
  });
});
