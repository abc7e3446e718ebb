import { creditLedger, profiles, promoCodes } from '@verity/db';
import { eq } from 'drizzle-orm';
import { createPromoCode } from '../repositories/promo-codes';
import { createServer } from '../server';
import { JWT_SECRET, mintToken, newUser, type TestUser, useApi } from '../testing/api-harness';

describe('profile, credits and promo codes', () => {
  const api = useApi({ signupCredits: 25 });

  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);
  const ledgerOf = (user: TestUser) => api().db.select().from(creditLedger).where(eq(creditLedger.ownerId, user.id));

  it('creates the profile with the signup credits on the first request', async () => {
    const user = await newUser();
    const response = await inject(user, 'GET', '/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      data: {
        id: user.id,
        email: `${user.id.slice(0, 8)}@example.com`,
        onboarding_completed: false,
        onboarding: null,
        credit_balance: 25,
        run_defaults: { step_timeout_ms: 5_000, viewport: { width: 1280, height: 800 }, screenshots: 'every_step' },
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      error: null,
      error_code: null,
    });
    expect(await ledgerOf(user)).toEqual([expect.objectContaining({ delta: 25, balanceAfter: 25, reason: 'signup_grant' })]);
  });

  it('grants the signup credits once when a new user’s first requests arrive at once, on several API processes', async () => {
    const user = await newUser();
    const { pool, queue } = api();
    // A second server stands for another API replica: its cache of known users is its own.
    const replica = createServer({ pool, queue, auth: { jwtSecret: JWT_SECRET }, signupCredits: 25 });
    try {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) => (index % 2 ? replica : api().server).inject({ url: '/api/profile', headers: user.headers })),
      );
      expect(responses.map((response) => response.json().data.credit_balance)).toEqual(Array(10).fill(25));
    } finally {
      await replica.close();
    }
    expect(await ledgerOf(user)).toHaveLength(1);
  });

  it('saves the onboarding answers and marks onboarding completed', async () => {
    const user = await newUser();
    const answers = { role: 'QA engineer', companyTeamSize: '11-50', hearAboutUs: 'A friend', hasExpectations: true, expectations: 'Fewer flaky tests' };
    const saved = await inject(user, 'PUT', '/api/profile/onboarding', answers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ onboarding_completed: true, onboarding: answers });
    expect((await inject(user, 'GET', '/api/profile')).json().data).toMatchObject({ onboarding_completed: true, onboarding: answers });

    const withoutExpectations = await inject(user, 'PUT', '/api/profile/onboarding', { ...answers, hasExpectations: false, expectations: undefined });
    expect(withoutExpectations.json().data.onboarding).toEqual({ ...answers, hasExpectations: false, expectations: '' });

    const missing = await inject(user, 'PUT', '/api/profile/onboarding', { role: 'Dev' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ ok: false, error_code: 'validation_failed', error: expect.stringMatching(/^companyTeamSize: /) });
    const unknown = await inject(user, 'PUT', '/api/profile/onboarding', { ...answers, admin: true });
    expect(unknown.json().error).toBe("Unknown field 'admin'.");
  });

  describe('PUT /api/profile/run-defaults', () => {
    it('saves the given defaults and keeps the others', async () => {
      const user = await newUser();
      const first = await inject(user, 'PUT', '/api/profile/run-defaults', { viewport: { width: 390, height: 844 } });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.run_defaults).toEqual({ step_timeout_ms: 5_000, viewport: { width: 390, height: 844 }, screenshots: 'every_step' });
      await inject(user, 'PUT', '/api/profile/run-defaults', { step_timeout_ms: 45_000, screenshots: 'off' });
      expect((await inject(user, 'GET', '/api/profile')).json().data.run_defaults).toEqual({
        step_timeout_ms: 45_000,
        viewport: { width: 390, height: 844 },
        screenshots: 'off',
      });
    });

    it.each([
      [{ step_timeout_ms: 100 }, 'step_timeout_ms must be at least 1000 (1 second).'],
      [{ screenshots: 'sometimes' }, 'screenshots'],
      [{ viewport: { width: 100, height: 800 } }, 'viewport.width'],
      [{ viewport: { width: 800, height: 600, depth: 2 } }, 'depth'],
      [{ colour: 'blue' }, 'colour'],
    ])('refuses %j with a 400 that names the field, and saves nothing', async (body, named) => {
      const user = await newUser();
      const response = await inject(user, 'PUT', '/api/profile/run-defaults', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ok: false, data: null, error_code: 'validation_failed' });
      expect(response.json().error).toContain(named);
      expect((await inject(user, 'GET', '/api/profile')).json().data.run_defaults.step_timeout_ms).toBe(5_000);
    });

    it("changes only the caller's defaults", async () => {
      const [alice, bob] = [await newUser(), await newUser()];
      await inject(alice, 'PUT', '/api/profile/run-defaults', { step_timeout_ms: 60_000 });
      expect((await inject(bob, 'GET', '/api/profile')).json().data.run_defaults.step_timeout_ms).toBe(5_000);
    });
  });

  it('pages through the credit history, newest first, with balance_after', async () => {
    const user = await newUser();
    const test = (await inject(user, 'POST', '/api/tests/', { configuration: { name: 'T', base_url: 'https://a.b' } })).json().data;
    for (let index = 0; index < 3; index += 1) await inject(user, 'POST', `/api/tests/${test.id}/run`);

    const first = await inject(user, 'GET', '/api/credits/history?limit=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1.items).toEqual([
      { id: expect.any(String), delta: -1, balance_after: 22, reason: 'run_debit', reference: expect.any(String), created_at: expect.any(String) },
      expect.objectContaining({ delta: -1, balance_after: 23, reason: 'run_debit' }),
    ]);
    expect(page1.next_cursor).toEqual(expect.any(String));
    const page2 = (await inject(user, 'GET', `/api/credits/history?limit=2&cursor=${page1.next_cursor}`)).json().data;
    expect(page2.items).toEqual([
      expect.objectContaining({ delta: -1, balance_after: 24, reason: 'run_debit' }),
      expect.objectContaining({ delta: 25, balance_after: 25, reason: 'signup_grant', reference: 'signup' }),
    ]);
    expect(page2.next_cursor).toBeNull();
    expect((await inject(user, 'GET', '/api/credits/history')).json().data.items).toHaveLength(4);

    const badCursor = await inject(user, 'GET', '/api/credits/history?cursor=abc');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error).toBe('cursor must be the next_cursor of a previous page.');
    expect((await inject(user, 'GET', '/api/credits/history?limit=1000')).statusCode).toBe(400);
  });

  describe('POST /api/profile/redeem', () => {
    beforeAll(async () => {
      const { db } = api();
      await createPromoCode(db, { code: 'welcome10', credits: 10 });
      await createPromoCode(db, { code: 'OLD', credits: 5, expiresAt: new Date(Date.now() - 60_000) });
      await createPromoCode(db, { code: 'ONCE', credits: 5, maxRedemptions: 1 });
      await createPromoCode(db, { code: 'RACE', credits: 7 });
    });

    it('adds the credits, case-insensitively, with a promo ledger entry', async () => {
      const user = await newUser();
      const response = await inject(user, 'POST', '/api/profile/redeem', { code: ' Welcome10 ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, data: { code: 'WELCOME10', credits_added: 10, credit_balance: 35 }, error: null, error_code: null });
      expect((await inject(user, 'GET', '/api/profile')).json().data.credit_balance).toBe(35);
      expect(await ledgerOf(user)).toContainEqual(expect.objectContaining({ delta: 10, balanceAfter: 35, reason: 'promo', reference: 'WELCOME10' }));

      const again = await inject(user, 'POST', '/api/profile/redeem', { code: 'welcome10' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ ok: false, data: null, error: 'You have already redeemed promo code WELCOME10.', error_code: 'promo_already_redeemed' });
    });

    it('explains unknown, expired and exhausted codes with their own error codes', async () => {
      const user = await newUser();
      const unknown = await inject(user, 'POST', '/api/profile/redeem', { code: 'nope' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ ok: false, data: null, error: 'Promo code NOPE not found. Check the spelling and try again.', error_code: 'promo_not_found' });
      const expired = await inject(user, 'POST', '/api/profile/redeem', { code: 'old' });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ ok: false, data: null, error: 'Promo code OLD has expired.', error_code: 'promo_expired' });

      expect((await inject(await newUser(), 'POST', '/api/profile/redeem', { code: 'once' })).statusCode).toBe(200);
      const exhausted = await inject(user, 'POST', '/api/profile/redeem', { code: 'once' });
      expect(exhausted.statusCode).toBe(410);
      expect(exhausted.json()).toEqual({
        ok: false,
        data: null,
        error: 'Promo code ONCE has been fully redeemed; it cannot be used any more.',
        error_code: 'promo_exhausted',
      });
      const [once] = await api().db.select().from(promoCodes).where(eq(promoCodes.code, 'ONCE'));
      expect(once?.redemptionCount).toBe(1);

      for (const payload of [{}, { code: '' }, { code: 5 }]) {
        const invalid = await inject(user, 'POST', '/api/profile/redeem', payload);
        expect(invalid.statusCode).toBe(400);
        expect(invalid.json()).toMatchObject({ ok: false, error_code: 'validation_failed', error: expect.stringMatching(/^code: /) });
      }
      expect((await inject(user, 'GET', '/api/profile')).json().data.credit_balance).toBe(25);
    });

    it('credits a code redeemed 50 times at once by one user once', async () => {
      const user = await newUser();
      await inject(user, 'GET', '/api/profile');
      const responses = await Promise.all(Array.from({ length: 50 }, () => inject(user, 'POST', '/api/profile/redeem', { code: 'race' })));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, ...Array(49).fill(409)]);
      const [profile] = await api().db.select().from(profiles).where(eq(profiles.ownerId, user.id));
      expect(profile?.creditBalance).toBe(32);
      expect((await ledgerOf(user)).filter((entry) => entry.reason === 'promo')).toHaveLength(1);
      const [race] = await api().db.select().from(promoCodes).where(eq(promoCodes.code, 'RACE'));
      expect(race?.redemptionCount).toBe(1);
    });
  });

  it('keeps each user’s profile and history to themselves', async () => {
    const [alice, bob] = [await newUser(), await newUser()];
    await inject(alice, 'POST', '/api/profile/redeem', { code: 'welcome10' });
    expect((await inject(bob, 'GET', '/api/profile')).json().data).toMatchObject({ id: bob.id, credit_balance: 25 });
    expect((await inject(bob, 'GET', '/api/credits/history')).json().data.items).toEqual([expect.objectContaining({ reason: 'signup_grant' })]);
    const token = await mintToken(bob.id, { email: 'bob@example.com' });
    expect((await api().server.inject({ url: '/api/profile', headers: { authorization: `Bearer ${token}` } })).json().data.id).toBe(bob.id);
  });
});
