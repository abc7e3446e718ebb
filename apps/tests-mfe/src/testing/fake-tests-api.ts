import { type ApiClient, ApiError } from '@verity/api-client';
import { createStubApiClient, makeSuiteRun, makeTestRun } from '@verity/api-client/testing';
import { type Folder, maskedSecrets, type Schedule, type ScheduleTiming, type Test, type TestRun } from '@verity/contracts';
import { exportPlaywrightSpec, exportStepsText, latestReplayableRun } from '@verity/steps';

type FakeTestsApiState = { tests?: Test[]; folders?: Folder[]; runs?: TestRun[]; schedules?: Schedule[] };

/** The API's wording of a timing (schedules/timing.ts), for the kinds screen tests use. */
function describeTiming(timing: ScheduleTiming, timezone: string): string {
  if (timing.kind === 'interval') return `Every ${timing.every_minutes} minutes`;
  if (timing.kind === 'hourly') return `Every hour at :${String(timing.minute).padStart(2, '0')} (${timezone})`;
  if (timing.kind === 'daily') return `Every day at ${timing.time} (${timezone})`;
  return `Cron “${timing.cron}” (${timezone})`;
}

const notFound = (what: string) => new ApiError(`${what} not found.`, { kind: 'http', status: 404, errorCode: 'not_found' });
const badRequest = (message: string) => new ApiError(message, { kind: 'http', status: 400, errorCode: 'validation_failed' });
const now = () => new Date().toISOString();
// jsdom has no structuredClone; the entities are plain JSON.
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * An in-memory API of tests, folders and runs for screen tests: it answers like the real one (soft-deleted
 * folders listed only with include_deleted, restore with deleted_at null), so a screen can be driven through
 * a whole flow. `overrides` replace single functions (a failure, a 402…).
 */
export function createFakeTestsApi(initial: FakeTestsApiState = {}, overrides: Partial<ApiClient> = {}) {
  const state = {
    tests: copy(initial.tests ?? []),
    folders: copy(initial.folders ?? []),
    runs: copy(initial.runs ?? []),
    schedules: copy(initial.schedules ?? []),
  };
  let nextId = 1;
  const newId = (prefix: string) => `${prefix}-new-${nextId++}`;
  const findTest = (id: string) => {
    const test = state.tests.find((candidate) => candidate.id === id);
    if (!test) throw notFound('Test');
    return test;
  };
  /** As the API checks sign-in (services/session-settings.ts): a sign-in test starts signed out; a session comes from one of the user's sign-in tests, not the test itself. */
  const checkSession = ({ provides_session, session_from }: { provides_session?: boolean | null; session_from?: string | null }, selfId?: string) => {
    if (!session_from) return;
    if (provides_session) throw badRequest('A sign-in test starts signed out: it cannot also start signed in with another test.');
    if (session_from === selfId) throw badRequest('A test cannot start signed in with itself.');
    const provider = state.tests.find((test) => test.id === session_from);
    if (!provider?.configuration.provides_session) throw badRequest('“Start signed in with” must be one of your sign-in tests.');
  };
  const findFolder = (id: string) => {
    const folder = state.folders.find((candidate) => candidate.id === id);
    if (!folder) throw notFound('Folder');
    return folder;
  };

  const api = createStubApiClient({
    getTests: async () => copy(state.tests),
    getTest: async (id) => copy(findTest(id)),
    createTest: async ({ configuration }) => {
      checkSession(configuration);
      const test: Test = {
        id: newId('test'),
        configuration: {
          name: configuration.name,
          base_url: configuration.base_url,
          instructions: configuration.instructions ?? [],
          folder_id: configuration.folder_id ?? null,
          ...(configuration.goal_description !== undefined && { goal_description: configuration.goal_description }),
          ...(configuration.viewport && { viewport: configuration.viewport }),
          ...(configuration.variables && { variables: configuration.variables }),
          // As the API shows secrets: by name, the value masked.
          ...(configuration.secret_variables && { secret_variables: maskedSecrets(Object.keys(configuration.secret_variables)) }),
          ...(configuration.model_calls && { model_calls: configuration.model_calls }),
          ...(configuration.step_timeout_ms && { step_timeout_ms: configuration.step_timeout_ms }),
          ...(configuration.provides_session && { provides_session: true }),
          ...(configuration.session_from && { session_from: configuration.session_from }),
        },
        created_at: now(),
        updated_at: now(),
      };
      state.tests.unshift(test);
      return copy(test);
    },
    updateTest: async (id, { configuration }) => {
      const test = findTest(id);
      const next = { ...test.configuration } as Record<string, unknown>;
      for (const [key, value] of Object.entries(configuration)) {
        if (value === null && key !== 'folder_id' && key !== 'goal_description') delete next[key];
        else next[key] = key === 'secret_variables' ? maskedSecrets(Object.keys(value as Record<string, string>)) : value;
      }
      checkSession(next, id);
      test.configuration = next as Test['configuration'];
      test.updated_at = now();
      return copy(test);
    },
    deleteTest: async (id) => {
      findTest(id);
      state.tests = state.tests.filter((test) => test.id !== id);
      state.runs = state.runs.map((run) => (run.test_id === id ? { ...run, test_id: null } : run));
    },
    // As the API exports: the spec follows the newest run that passed with the test's current steps.
    exportTest: async (id, format) => {
      const test = findTest(id);
      if (format === 'text') {
        const text = exportStepsText(test.configuration);
        return { format, file_name: text.fileName, content: text.content, untranslated_steps: [] };
      }
      const runs = state.runs.filter((run) => run.test_id === id);
      const spec = exportPlaywrightSpec(test, { run: latestReplayableRun(test.configuration.instructions, runs) });
      return { format, file_name: spec.fileName, content: spec.source, untranslated_steps: spec.untranslated };
    },
    runTest: async (id) => {
      const test = findTest(id);
      const run = makeTestRun({ id: newId('run'), test_id: id, status: 'pending', configuration: test.configuration, created_at: now() });
      state.runs.unshift(run);
      return copy(run);
    },
    runFolder: async (folderId) => {
      const folder = findFolder(folderId);
      const suiteId = newId('suite');
      const members = state.tests.filter((test) => test.configuration.folder_id === folderId);
      const started = members.map((test) =>
        makeTestRun({ id: newId('run'), test_id: test.id, suite_id: suiteId, status: 'pending', configuration: test.configuration, created_at: now() }),
      );
      state.runs.unshift(...started);
      return copy(makeSuiteRun({ id: suiteId, folder_id: folderId, name: folder.name, created_at: now(), runs: started }));
    },
    getTestRuns: async (filter = {}) => copy(state.runs.filter((run) => !filter.test_id || run.test_id === filter.test_id)),
    getSchedules: async (filter = {}) =>
      copy(state.schedules.filter((schedule) => (!filter.test_id || schedule.test_id === filter.test_id) && (!filter.folder_id || schedule.folder_id === filter.folder_id))),
    createSchedule: async ({ test_id, folder_id, timing, timezone = 'UTC', enabled = true }) => {
      const target = test_id ? findTest(test_id).configuration.name : findFolder(folder_id ?? '').name;
      const schedule: Schedule = {
        id: newId('schedule'),
        test_id: test_id ?? null,
        folder_id: folder_id ?? null,
        target_name: target,
        timing,
        timezone,
        description: describeTiming(timing, timezone),
        enabled,
        next_run_at: enabled ? new Date(Date.now() + 60 * 60_000).toISOString() : null,
        last_run_at: null,
        last_outcome: null,
        last_message: null,
        last_run_id: null,
        last_suite_id: null,
        created_at: now(),
        updated_at: now(),
      };
      state.schedules.push(schedule);
      return copy(schedule);
    },
    updateSchedule: async (id, input) => {
      const schedule = state.schedules.find((candidate) => candidate.id === id);
      if (!schedule) throw notFound('Schedule');
      if (input.enabled !== undefined) {
        schedule.enabled = input.enabled;
        schedule.next_run_at = input.enabled ? new Date(Date.now() + 60 * 60_000).toISOString() : null;
      }
      return copy(schedule);
    },
    deleteSchedule: async (id) => {
      state.schedules = state.schedules.filter((schedule) => schedule.id !== id);
    },
    getFolders: async (filter = {}) =>
      copy(state.folders.filter((folder) => filter.include_deleted || folder.deleted_at === null)),
    createFolder: async ({ name }) => {
      const folder: Folder = { id: newId('folder'), name, created_at: now(), updated_at: now(), deleted_at: null };
      state.folders.push(folder);
      return copy(folder);
    },
    updateFolder: async (id, input) => {
      const folder = findFolder(id);
      if (input.name !== undefined) folder.name = input.name;
      if (input.deleted_at === null) folder.deleted_at = null;
      folder.updated_at = now();
      return copy(folder);
    },
    deleteFolder: async (id) => {
      const folder = findFolder(id);
      folder.deleted_at = now();
    },
    ...overrides,
  });
  return { api, state };
}
