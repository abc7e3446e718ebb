import { type TestRun, testRunSchema, type UpdateRunInput } from '@verity/contracts';
import { z } from 'zod';
import { type RequestOptions } from '../api-client-options';
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

    /** Queues a `created` run (it becomes `pending`); 409 `run_not_schedulable` otherwise. */
    async scheduleTestRun(id: string, options: RequestOptions = {}): Promise<TestRun> {
      const path = `/test-runs/${idSegment(id, 'run')}/schedule`;
      return requireData('scheduleTestRun', testRunSchema, await send({ method: 'POST', path, ...options }));
    },
  };
}

export type TestRunsApi = ReturnType<typeof createTestRunsApi>;
