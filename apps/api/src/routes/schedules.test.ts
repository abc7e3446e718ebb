import { newUser, type TestUser, useApi } from '../testing/api-harness';

describe('schedules', () => {
  const api = useApi();
  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);
  const createTest = async (user: TestUser, name = 'Checkout') =>
    (await inject(user, 'POST', '/api/tests/', { configuration: { name, base_url: 'https://shop.example.com', instructions: ['Open /'] } })).json().data as { id: string };
  const minutesFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 60_000;

  it('schedules a test daily in a time zone, and says when it runs next', async () => {
    const user = await newUser();
    const test = await createTest(user);
    const response = await inject(user, 'POST', '/api/schedules', { test_id: test.id, timing: { kind: 'daily', time: '09:30' }, timezone: 'europe/paris' });
    expect(response.statusCode).toBe(201);
    const schedule = response.json().data;
    expect(schedule).toMatchObject({
      test_id: test.id,
      folder_id: null,
      target_name: 'Checkout',
      timing: { kind: 'daily', time: '09:30' },
      timezone: 'Europe/Paris',
      description: 'Every day at 09:30 (Europe/Paris)',
      enabled: true,
      last_run_at: null,
      last_outcome: null,
    });
    const next = new Date(schedule.next_run_at);
    expect(minutesFromNow(schedule.next_run_at)).toBeGreaterThan(0);
    expect(minutesFromNow(schedule.next_run_at)).toBeLessThanOrEqual(24 * 60);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(next)).toBe('09:30');
    expect((await inject(user, 'GET', `/api/schedules?test_id=${test.id}`)).json().data).toEqual([schedule]);
  });

  it('schedules a folder every N minutes, pauses it (no next run), resumes it and deletes it', async () => {
    const user = await newUser();
    const folder = (await inject(user, 'POST', '/api/folders/', { name: 'Smoke' })).json().data as { id: string };
    const created = (await inject(user, 'POST', '/api/schedules', { folder_id: folder.id, timing: { kind: 'interval', every_minutes: 30 } })).json().data;
    expect(created).toMatchObject({ folder_id: folder.id, target_name: 'Smoke', description: 'Every 30 minutes', timezone: 'UTC' });
    expect(minutesFromNow(created.next_run_at)).toBeGreaterThan(28);
    expect(minutesFromNow(created.next_run_at)).toBeLessThanOrEqual(30);

    const paused = await inject(user, 'PUT', `/api/schedules/${created.id}`, { enabled: false });
    expect(paused.json().data).toMatchObject({ enabled: false, next_run_at: null });
    const resumed = await inject(user, 'PUT', `/api/schedules/${created.id}`, { enabled: true });
    expect(resumed.json().data.enabled).toBe(true);
    expect(minutesFromNow(resumed.json().data.next_run_at)).toBeGreaterThan(28);
    const retimed = await inject(user, 'PUT', `/api/schedules/${created.id}`, { timing: { kind: 'cron', cron: '0 9 * * 1-5' } });
    expect(retimed.json().data).toMatchObject({ description: 'Cron “0 9 * * 1-5” (UTC)' });
    expect(new Date(retimed.json().data.next_run_at).getUTCHours()).toBe(9);

    expect((await inject(user, 'DELETE', `/api/schedules/${created.id}`)).json()).toEqual({ ok: true, data: { id: created.id, deleted: true }, error: null, error_code: null });
    expect((await inject(user, 'GET', `/api/schedules?folder_id=${folder.id}`)).json().data).toEqual([]);
  });

  it.each([
    [{ timing: { kind: 'daily', time: '09:30' } }, 'Give either test_id or folder_id: a schedule runs one test or one folder.'],
    [{ test_id: 'T', folder_id: 'F', timing: { kind: 'daily', time: '09:30' } }, 'Give either test_id or folder_id: a schedule runs one test or one folder.'],
    [{ test_id: 'T', timing: { kind: 'daily', time: '9h30' } }, 'time must be a time of day such as 09:30.'],
    [{ test_id: 'T', timing: { kind: 'interval', every_minutes: 0 } }, 'every_minutes must be a whole number of minutes from 1 to 10080.'],
    [{ test_id: 'T', timing: { kind: 'weekly' } }, "kind must be one of 'interval', 'hourly', 'daily' or 'cron'."],
    [{ test_id: 'T', timing: { kind: 'cron', cron: '*/5 * * * * *' } }, '“*/5 * * * * *” is not a five-field cron expression (minute hour day-of-month month day-of-week), e.g. 0 9 * * 1-5.'],
    [{ test_id: 'T', timing: { kind: 'hourly', minute: 5 }, timezone: 'Mars/Olympus' }, '“Mars/Olympus” is not a time zone: use an IANA name such as Europe/Paris or UTC.'],
  ])('refuses %j with a 400 that says what is wrong', async (body, error) => {
    const user = await newUser();
    const test = await createTest(user);
    const payload = JSON.parse(JSON.stringify(body).replace('"T"', `"${test.id}"`).replace('"F"', `"${test.id}"`));
    const response = await inject(user, 'POST', '/api/schedules', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, data: null, error, error_code: 'validation_failed' });
  });

  it('keeps each owner to their own tests, folders and schedules', async () => {
    const [owner, stranger] = await Promise.all([newUser(), newUser()]);
    const test = await createTest(owner);
    const schedule = (await inject(owner, 'POST', '/api/schedules', { test_id: test.id, timing: { kind: 'hourly', minute: 0 } })).json().data as { id: string };
    const foreignTest = await inject(stranger, 'POST', '/api/schedules', { test_id: test.id, timing: { kind: 'hourly', minute: 0 } });
    expect(foreignTest.statusCode).toBe(404);
    expect(foreignTest.json()).toMatchObject({ error: 'Test not found.' });
    expect((await inject(stranger, 'PUT', `/api/schedules/${schedule.id}`, { enabled: false })).statusCode).toBe(404);
    expect((await inject(stranger, 'DELETE', `/api/schedules/${schedule.id}`)).statusCode).toBe(404);
    expect((await inject(stranger, 'GET', '/api/schedules')).json().data).toEqual([]);
    expect((await inject(owner, 'PUT', `/api/schedules/${schedule.id}`, {})).json()).toMatchObject({ error: 'Update input cannot be empty.' });
    expect((await inject(owner, 'PUT', '/api/schedules/nope', { enabled: false })).json()).toMatchObject({ error: 'A valid schedule id is required.', error_code: 'invalid_id' });
  });

  it('goes when its test is deleted', async () => {
    const user = await newUser();
    const test = await createTest(user);
    await inject(user, 'POST', '/api/schedules', { test_id: test.id, timing: { kind: 'hourly', minute: 0 } });
    await inject(user, 'DELETE', `/api/tests/${test.id}`);
    expect((await inject(user, 'GET', '/api/schedules')).json().data).toEqual([]);
  });
});
