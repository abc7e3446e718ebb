import {
  type DraftedTest,
  draftedTestSchema,
  type DraftProgress,
  draftProgressSchema,
  type CreateTestFromDescriptionInput,
  type CreateTestInput,
  type ExportFormat,
  type Test,
  type TestExport,
  testExportSchema,
  type TestRun,
  testRunSchema,
  testSchema,
  type UpdateTestInput,
} from '@verity/contracts';
import { z } from 'zod';
import { type RequestOptions } from '../api-client-options';
import { requireData } from '../require-data';
import { type SendRequest } from '../send-request';
import { checkCreateTest, checkCreateTestFromDescription, checkTestUpdate, idSegment } from '../validate-input';

const testListSchema = z.array(testSchema);

export function createTestsApi(send: SendRequest) {
  return {
    /** The caller's tests, newest first. */
    async getTests(options: RequestOptions = {}): Promise<Test[]> {
      return requireData('getTests', testListSchema, await send({ method: 'GET', path: '/tests/', ...options }));
    },

    async getTest(id: string, options: RequestOptions = {}): Promise<Test> {
      const path = `/tests/${idSegment(id, 'test')}`;
      return requireData('getTest', testSchema, await send({ method: 'GET', path, ...options }));
    },

    async createTest(input: CreateTestInput, options: RequestOptions = {}): Promise<Test> {
      checkCreateTest(input);
      return requireData('createTest', testSchema, await send({ method: 'POST', path: '/tests/', body: input, ...options }));
    },

    /**
     * The API drafts the steps by doing the goal on the site; the test comes back with its draft report (what
     * could not be drafted, the first failing check). 501 `planner_unavailable` when no planner is configured,
     * 422 `goal_not_actionable` when nothing in the goal can be done on the page.
     */
    async createTestFromDescription(input: CreateTestFromDescriptionInput, options: RequestOptions & { draftId?: string } = {}): Promise<DraftedTest> {
      checkCreateTestFromDescription(input);
      const { draftId, ...requestOptions } = options;
      const extraHeaders = draftId ? { 'X-Draft-Id': draftId } : undefined;
      const data = await send({ method: 'POST', path: '/tests/create-from-description', body: input, extraHeaders, ...requestOptions });
      return requireData('createTestFromDescription', draftedTestSchema, data);
    },

    /** How far the draft started with `draftId` has got; 404 once it is answered or cancelled. */
    async getDraftProgress(draftId: string, options: RequestOptions = {}): Promise<DraftProgress> {
      const path = `/tests/drafts/${idSegment(draftId, 'draft')}`;
      return requireData('getDraftProgress', draftProgressSchema, await send({ method: 'GET', path, ...options }));
    },

    /** Stops the draft under way: its create-from-description answers 409 `draft_cancelled`, and no test is created. */
    async cancelDraft(draftId: string, options: RequestOptions = {}): Promise<void> {
      await send({ method: 'DELETE', path: `/tests/drafts/${idSegment(draftId, 'draft')}`, ...options });
    },

    /** Given configuration fields replace the stored ones; null clears an optional one. */
    async updateTest(id: string, input: UpdateTestInput, options: RequestOptions = {}): Promise<Test> {
      const path = `/tests/${idSegment(id, 'test')}`;
      checkTestUpdate(input);
      return requireData('updateTest', testSchema, await send({ method: 'PUT', path, body: input, ...options }));
    },

    async deleteTest(id: string, options: RequestOptions = {}): Promise<void> {
      await send({ method: 'DELETE', path: `/tests/${idSegment(id, 'test')}`, ...options });
    },

    /**
     * The test as a file: its steps as text, or a Playwright Test spec (with the locators of its newest run that
     * passed with the same steps) and the steps it could not write.
     */
    async exportTest(id: string, format: ExportFormat, options: RequestOptions = {}): Promise<TestExport> {
      const path = `/tests/${idSegment(id, 'test')}/export`;
      return requireData('exportTest', testExportSchema, await send({ method: 'GET', path, query: { format }, ...options }));
    },

    /** Debits the run's credits and queues a pending run; 402 `insufficient_credits` when the balance is short. */
    async runTest(id: string, options: RequestOptions = {}): Promise<TestRun> {
      const path = `/tests/${idSegment(id, 'test')}/run`;
      return requireData('runTest', testRunSchema, await send({ method: 'POST', path, ...options }));
    },
  };
}

export type TestsApi = ReturnType<typeof createTestsApi>;
