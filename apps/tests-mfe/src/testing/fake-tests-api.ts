import { type ApiClient, ApiError } from '@verity/api-client';
import { createStubApiClient, makeSuiteRun, makeTestRun } from '@verity/api-client/testing';
import { type Folder, type Test, type TestRun } from '@verity/contracts';

type FakeTestsApiState = { tests?: Test[]; folders?: Folder[]; runs?: TestRun[] };

const notFound = (what: string) => new ApiError(`${what} not found.`, { kind: 'http', status: 404, errorCode: 'not_found' });
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
  };
  let nextId = 1;
  const newId = (prefix: string) => `${prefix}-new-${nextId++}`;
  const findTest = (id: string) => {
    const test = state.tests.find((candidate) => candidate.id === id);
    if (!test) throw notFound('Test');
    return test;
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
          ...(configuration.model_calls && { model_calls: configuration.model_calls }),
          ...(configuration.step_timeout_ms && { step_timeout_ms: configuration.step_timeout_ms }),
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
        else next[key] = value;
      }
      test.configuration = next as Test['configuration'];
      test.updated_at = now();
      return copy(test);
    },
    deleteTest: async (id) => {
      findTest(id);
      state.tests = state.tests.filter((test) => test.id !== id);
      state.runs = state.runs.map((run) => (run.test_id === id ? { ...run, test_id: null } : run));
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
