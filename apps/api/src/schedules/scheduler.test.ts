import { profiles, schedules, suiteRuns, testRuns } from '@verity/db';
import { eq } from 'drizzle-orm';
import { newUser, type TestUser, useApi } from '../testing/api-harness';
import { runDueSchedules, SCHEDULE_TICK_QUEUE, startScheduler } from './scheduler';

describe('the scheduler', () => {
  const api = useApi();
  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);
  const starting = () => ({ queue: api().queue, runCreditCost: 1, guardRunTarget: async () => undefined });
  const dependencies = (now: Date) => ({ pool: api().pool, db: api().db, starting: starting(), now: () => now });

  async function userWith(balance: number): Promise<TestUser> {
    const user = await newUser();
    await inject(user, 'GET', '/api/profile');
    await api().db.update(profiles).set({ creditBalance: balance }).where(eq(profiles.ownerId, user.id));
    return user;
  }
  const createTest = async (user: TestUser, name: string, folderId: string | null = null) =>
    (await inject(user, 'POST', '/api/tests/', { configuration: { name, base_url: 'https://shop.example.com', instructions: ['Open /'], folder_id: folderId } })).json()
      .data as { id: string };
  const schedule = async (user: TestUser, body: object) => (await inject(user, 'POST', '/api/schedules', body)).json().data as { id: string; next_run_at: string };
  const scheduleOf = async (user: TestUser, id: string) => ((await inject(user, 'GET', '/api/schedules')).json().data as Array<{ id: string }>).find((s) => s.id === id) as Record<string, unknown>;
  const runsOf = (user: TestUser) => api().db.select().from(testRuns).where(eq(testRuns.ownerId, user.id));

  it('starts a test whose turn has come, once, records it, and moves its next run on', async () => {
    const user = await userWith(10);
    const test = await createTest(user, 'Checkout');
    const { id, next_run_at: nextRunAt } = await schedule(user, { test_id: test.id, timing: { kind: 'interval', every_minutes: 15 } });
    const due = new Date(Date.parse(nextRunAt) + 1_000);

    // Before its turn nothing starts; at its turn, two schedulers at once start it once.
    expect(await runDueSchedules(dependencies(new Date(Date.parse(nextRunAt) - 60_000)))).toBe(0);
    const turns = await Promise.all([runDueSchedules(dependencies(due)), runDueSchedules(dependencies(due))]);
    expect(turns.sort()).toEqual([0, 1]);

    const runs = await runsOf(user);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ testId: test.id, status: 'pending', creditsUsed: 1 });
    expect(await scheduleOf(user, id)).toMatchObject({
      last_outcome: 'started',
      last_message: null,
      last_run_id: runs[0]!.id,
      last_run_at: due.toISOString(),
      next_run_at: new Date(Date.parse(nextRunAt) + 15 * 60_000).toISOString(),
    });
  });

  it('starts a folder as a suite run', async () => {
    const user = await userWith(10);
    const folder = (await inject(user, 'POST', '/api/folders/', { name: 'Nightly' })).json().data as { id: string };
    await createTest(user, 'A', folder.id);
    await createTest(user, 'B', folder.id);
    const { id, next_run_at: nextRunAt } = await schedule(user, { folder_id: folder.id, timing: { kind: 'hourly', minute: 0 } });
    await runDueSchedules(dependencies(new Date(Date.parse(nextRunAt) + 1_000)));
    const [suite] = await api().db.select().from(suiteRuns).where(eq(suiteRuns.ownerId, user.id));
    expect(suite).toMatchObject({ folderId: folder.id, name: 'Nightly', creditsUsed: 2 });
    expect((await runsOf(user)).map((run) => run.suiteRunId)).toEqual([suite!.id, suite!.id]);
    expect(await scheduleOf(user, id)).toMatchObject({ last_outcome: 'started', last_suite_id: suite!.id, last_run_id: null });
  });

  it('skips a turn its owner cannot pay for, says why, and tries again at the next turn', async () => {
    const user = await userWith(1);
    const folder = (await inject(user, 'POST', '/api/folders/', { name: 'Nightly' })).json().data as { id: string };
    await createTest(user, 'A', folder.id);
    await createTest(user, 'B', folder.id);
    const { id, next_run_at: nextRunAt } = await schedule(user, { folder_id: folder.id, timing: { kind: 'daily', time: '03:00' } });
    const channel = (await inject(user, 'POST', '/api/notification-channels', { kind: 'email', email: 'qa@example.com', events: ['schedule_skipped'] })).json().data as { id: string };
    await runDueSchedules(dependencies(new Date(Date.parse(nextRunAt) + 1_000)));
    expect(await runsOf(user)).toEqual([]);
    const deliveries = (await inject(user, 'GET', `/api/notification-channels/${channel.id}/deliveries`)).json().data;
    expect(deliveries).toEqual([expect.objectContaining({ event: 'schedule_skipped', subject: 'A scheduled run of “Nightly” did not start', status: 'pending' })]);
    expect(await scheduleOf(user, id)).toMatchObject({
      last_outcome: 'skipped',
      last_message: 'Not enough credits: the 2 tests of “Nightly” cost 2 credits and you have 1, so 1 more credit is needed. Buy credits or redeem a promo code to run this folder.',
      next_run_at: new Date(Date.parse(nextRunAt) + 24 * 60 * 60_000).toISOString(),
    });
  });

  it('leaves a paused schedule alone', async () => {
    const user = await userWith(10);
    const test = await createTest(user, 'Checkout');
    const { id } = await schedule(user, { test_id: test.id, timing: { kind: 'interval', every_minutes: 1 }, enabled: false });
    // An hour on, other tests' schedules in this database may be due as well: this user's runs are what tell.
    await runDueSchedules(dependencies(new Date(Date.now() + 60 * 60_000)));
    expect(await runsOf(user)).toEqual([]);
    expect(await scheduleOf(user, id)).toMatchObject({ enabled: false, next_run_at: null, last_run_at: null });
  });

  it(
    'is woken by the queue’s cron: a schedule due now starts within its minute',
    async () => {
      const user = await userWith(10);
      const test = await createTest(user, 'Every minute');
      const { id } = await schedule(user, { test_id: test.id, timing: { kind: 'interval', every_minutes: 1 } });
      // Due now rather than in a minute, so the test waits only for the next wake-up.
      await api().db.update(schedules).set({ nextRunAt: new Date() }).where(eq(schedules.id, id));
      const stop = await startScheduler(api().queue, { pool: api().pool, db: api().db, starting: starting() });
      try {
        const started = Date.now();
        while ((await runsOf(user)).length === 0) {
          if (Date.now() - started > 80_000) throw new Error('No run started within 80 s');
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect(await scheduleOf(user, id)).toMatchObject({ last_outcome: 'started' });
        expect(await api().queue.getSchedules()).toEqual([expect.objectContaining({ name: SCHEDULE_TICK_QUEUE, cron: '* * * * *' })]);
      } finally {
        await stop();
      }
    },
    120_000,
  );
});
