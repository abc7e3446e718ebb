import { type AcceptBaselineInput, type Test, type TestRun, testRunSchema, testSchema, type UpdateRunInput, type UseFixInput } from '@verity/contracts';
import { z } from 'zod';
import { type RequestOptions } from '../api-client-options';
import { ApiError } from '../api-error';
import { CLIENT_MESSAGES } from '../messages';
import { requireData } from '../require-data';
import { type SendRequest } from '../send-request';
import { checkRunUpdate, idSegment } from '../validate-input';

const runListSchema = z.array(testRunSchema);

export interface TestRunsFilter {
  /** Only the runs of this test. */
  test_id?: string;
  /** 1–100; the API's default is 100. */
  limit?: number;
}

export function createTestRunsApi(send: SendRequest) {
  return {
    /** Runs, newest first. */
    async getTestRuns(filter: TestRunsFilter = {}, options: RequestOptions = {}): Promise<TestRun[]> {
      const query = { test_id: filter.test_id, limit: filter.limit };
      return requireData('getTestRuns', runListSchema, await send({ method: 'GET', path: '/test-runs/', query, ...options }));
    },

    async getTestRun(id: string, options: RequestOptions = {}): Promise<TestRun> {
      const path = `/test-runs/${idSegment(id, 'run')}`;
      return requireData('getTestRun', testRunSchema, await send({ method: 'GET', path, ...options }));
    },

    /** Cancel (`{status: 'cancelled'}`) and/or review a finished run (`{review: {decision, notes}}`). */
    async updateTestRun(id: string, input: UpdateRunInput, options: RequestOptions = {}): Promise<TestRun> {
      const path = `/test-runs/${idSegment(id, 'run')}`;
      checkRunUpdate(input);
      return requireData('updateTestRun', testRunSchema, await send({ method: 'PUT', path, body: input, ...options }));
    },

    /**
     * A file the run recorded, by the name it records (`steps[].screenshot`, `artifacts.trace`), fetched with
     * the bearer token: show it through `URL.createObjectURL`, since an <img src> cannot carry the header.
     */
    async fetchArtifact(id: string, name: string, options: RequestOptions = {}): Promise<Blob> {
      const path = `/test-runs/${idSegment(id, 'run')}/artifacts/${encodeURIComponent(name)}`;
      const file = await send({ method: 'GET', path, responseType: 'blob', ...options });
      // An empty answer is no file (spec section 8: empty data fails like any other function's).
      if (!(file instanceof Blob) || file.size === 0) throw new ApiError(CLIENT_MESSAGES.noData('fetchArtifact'), { kind: 'no_data' });
      return file;
    },

    /** Queues a `created` run (it becomes `pending`); 409 `run_not_schedulable` otherwise. */
    async scheduleTestRun(id: string, options: RequestOptions = {}): Promise<TestRun> {
      const path = `/test-runs/${idSegment(id, 'run')}/schedule`;
      return requireData('scheduleTestRun', testRunSchema, await send({ method: 'POST', path, ...options }));
    },

    /**
     * "Use this step in the test": the failed step's proposed fix replaces its line in the run's test. 404
     * `fix_not_found`, 409 `test_changed` (the line is no longer the run's) or `test_deleted`.
     */
    async applyProposedFix(runId: string, input: UseFixInput, options: RequestOptions = {}): Promise<Test> {
      const path = `/test-runs/${idSegment(runId, 'run')}/use-fix`;
      return requireData('applyProposedFix', testSchema, await send({ method: 'POST', path, body: input, ...options }));
    },

    /**
     * "Accept as new baseline": the visual check's picture (`steps[].visual.current`) becomes its test's baseline;
     * answers with the run, the step's `visual.became_baseline_at` set. 400 `not_a_visual_check` or `test_deleted`,
     * 409 `run_not_finished`.
     */
    async acceptBaseline(runId: string, input: AcceptBaselineInput, options: RequestOptions = {}): Promise<TestRun> {
      const path = `/test-runs/${idSegment(runId, 'run')}/baselines`;
      return requireData('acceptBaseline', testRunSchema, await send({ method: 'POST', path, body: input, ...options }));
    },
  };
}

export type TestRunsApi = ReturnType<typeof createTestRunsApi>;
