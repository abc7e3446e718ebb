import { screen, within } from '@testing-library/react/pure';
import { ApiError } from '@verity/api-client';
import { makeFolder, makeTest } from '@verity/api-client/testing';
import { type Schedule } from '@verity/contracts';
import { createFakeTestsApi } from '../testing/fake-tests-api';
import { cleanupTestsViews, renderTestsView } from '../testing/render-tests-view';
import { user } from '../testing/user';

jest.setTimeout(15_000);
afterEach(cleanupTestsViews);

const nightly = makeFolder({ id: 'f-nightly', name: 'Nightly' });
const signIn = makeTest({ id: 't-1', configuration: { name: 'Sign in', base_url: 'https://shop.example', instructions: ['Go to /login'], folder_id: 'f-nightly' } });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const skipped: Schedule = {
  id: 's-1',
  test_id: null,
  folder_id: 'f-nightly',
  target_name: 'Nightly',
  timing: { kind: 'daily', time: '03:00' },
  timezone: 'UTC',
  description: 'Every day at 03:00 (UTC)',
  enabled: true,
  next_run_at: new Date(Date.now() + 3 * 60 * 60_000).toISOString(),
  last_run_at: minutesAgo(5),
  last_outcome: 'skipped',
  last_message: 'Not enough credits: the 2 tests of “Nightly” cost 2 credits and you have 1, so 1 more credit is needed.',
  last_run_id: null,
  last_suite_id: null,
  created_at: minutesAgo(60),
  updated_at: minutesAgo(5),
};

const region = () => screen.getByRole('region', { name: 'Schedule' });

describe('a test’s schedule', () => {
  it('adds a daily schedule in the chosen time zone and shows when it runs next', async () => {
    const fake = createFakeTestsApi({ tests: [signIn], folders: [nightly] });
    const createSchedule = jest.spyOn(fake.api, 'createSchedule');
    await renderTestsView('test-view', { api: fake.api, params: { testId: 't-1' } });
    expect(await within(await screen.findByRole('region', { name: 'Schedule' })).findByText(/This test runs only when someone starts it/)).toBeInTheDocument();

    await user.click(within(region()).getByRole('button', { name: 'Add schedule' }));
    const form = within(region()).getByRole('form', { name: 'New schedule' });
    await user.selectOptions(within(form).getByLabelText('Repeat'), 'Every day');
    const time = within(form).getByLabelText('At');
    await user.clear(time);
    await user.type(time, '07:45');
    await user.selectOptions(within(form).getByLabelText('Time zone'), 'Europe/Paris');
    await user.click(within(form).getByRole('button', { name: 'Add schedule' }));

    expect(await screen.findByText('Scheduled: Every day at 07:45 (Europe/Paris).')).toBeInTheDocument();
    expect(createSchedule).toHaveBeenCalledWith({ test_id: 't-1', timing: { kind: 'daily', time: '07:45' }, timezone: 'Europe/Paris' });
    const item = within(region()).getByRole('listitem');
    expect(item).toHaveTextContent('Every day at 07:45 (Europe/Paris)');
    expect(item).toHaveTextContent(/Next run in (59|60) minutes\./);
    expect(item).toHaveTextContent('It has not run yet.');
    expect(within(region()).queryByRole('form')).not.toBeInTheDocument();
  });

  it('keeps the form and says why when the API refuses the schedule', async () => {
    const refusal = new ApiError('“61 * * * *” is not a cron expression Verity can run: minute out of range.', { kind: 'http', status: 400, errorCode: 'validation_failed' });
    const fake = createFakeTestsApi({ tests: [signIn], folders: [nightly] }, { createSchedule: async () => Promise.reject(refusal) });
    await renderTestsView('test-view', { api: fake.api, params: { testId: 't-1' } });
    await user.click(await within(await screen.findByRole('region', { name: 'Schedule' })).findByRole('button', { name: 'Add schedule' }));
    const form = within(region()).getByRole('form', { name: 'New schedule' });
    await user.selectOptions(within(form).getByLabelText('Repeat'), 'Cron expression');
    const cron = within(form).getByLabelText('Cron expression');
    await user.clear(cron);
    await user.type(cron, '61 * * * *');
    await user.click(within(form).getByRole('button', { name: 'Add schedule' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('“61 * * * *” is not a cron expression Verity can run: minute out of range.');
    expect(within(form).getByLabelText('Cron expression')).toHaveValue('61 * * * *');
  });
});

describe('a folder’s schedule on the tests page', () => {
  it('shows why the last turn was skipped, pauses and deletes the schedule', async () => {
    const fake = createFakeTestsApi({ tests: [signIn], folders: [nightly], schedules: [skipped] });
    await renderTestsView('test-list', { api: fake.api, search: '?folder=f-nightly' });
    const item = await within(await screen.findByRole('region', { name: 'Schedule' })).findByRole('listitem');
    expect(item).toHaveTextContent('Every day at 03:00 (UTC)');
    expect(item).toHaveTextContent('Skipped 5 minutes ago: Not enough credits: the 2 tests of “Nightly” cost 2 credits and you have 1, so 1 more credit is needed.');

    await user.click(within(item).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Schedule paused: it starts nothing until you resume it.')).toBeInTheDocument();
    expect(await within(item).findByText('Paused')).toBeInTheDocument();
    expect(item).toHaveTextContent('Paused: no runs until you resume it.');
    expect(fake.state.schedules[0]).toMatchObject({ enabled: false, next_run_at: null });

    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this schedule?' })).getByRole('button', { name: 'Delete schedule' }));
    expect(await screen.findByText('Schedule deleted. The runs it started stay.')).toBeInTheDocument();
    expect(fake.state.schedules).toEqual([]);
  });
});
