import { type SuiteRun, type SuiteRunDetail, suiteRunDetailSchema, suiteRunSchema } from '@verity/contracts';
import { z } from 'zod';
import { type RequestOptions } from '../api-client-options';
import { requireData } from '../require-data';
import { type SendRequest } from '../send-request';
import { idSegment } from '../validate-input';

export interface SuiteRunsFilter {
  /** Only the suites of this folder. */
  folder_id?: string;
  /** 1–100; the API's default is 50. */
  limit?: number;
}

/** Suites: every test of a folder run together. */
export function createSuitesApi(send: SendRequest) {
  return {
    /**
     * Starts a run of every test in the folder, paid for together: 402 `insufficient_credits` (saying how many
     * are missing) before anything starts, 422 `suite_empty` when the folder has no tests.
     */
    async runFolder(folderId: string, options: RequestOptions = {}): Promise<SuiteRunDetail> {
      const path = `/folders/${idSegment(folderId, 'folder')}/run`;
      return requireData('runFolder', suiteRunDetailSchema, await send({ method: 'POST', path, ...options }));
    },

    /** Suites, newest first. */
    async getSuiteRuns(filter: SuiteRunsFilter = {}, options: RequestOptions = {}): Promise<SuiteRun[]> {
      const query = { folder_id: filter.folder_id, limit: filter.limit };
      return requireData('getSuiteRuns', z.array(suiteRunSchema), await send({ method: 'GET', path: '/suite-runs/', query, ...options }));
    },

    async getSuiteRun(id: string, options: RequestOptions = {}): Promise<SuiteRunDetail> {
      const path = `/suite-runs/${idSegment(id, 'suite')}`;
      return requireData('getSuiteRun', suiteRunDetailSchema, await send({ method: 'GET', path, ...options }));
    },

    /** Cancels the suite's queued and running runs; the finished ones keep their verdicts. */
    async cancelSuiteRun(id: string, options: RequestOptions = {}): Promise<SuiteRunDetail> {
      const path = `/suite-runs/${idSegment(id, 'suite')}/cancel`;
      return requireData('cancelSuiteRun', suiteRunDetailSchema, await send({ method: 'POST', path, ...options }));
    },
  };
}

export type SuitesApi = ReturnType<typeof createSuitesApi>;
