import {
  type CreateTestFromDescriptionInput,
  type CreateTestInput,
  type Test,
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

    /** The API drafts the steps from the goal; 501 `planner_unavailable` when no planner is configured. */
    async createTestFromDescription(input: CreateTestFromDescriptionInput, options: RequestOptions = {}): Promise<Test> {
      checkCreateTestFromDescription(input);
      const data = await send({ method: 'POST', path: '/tests/create-from-description', body: input, ...options });
      return requireData('createTestFromDescription', testSchema, data);
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

    /** Debits the run's credits and queues a pending run; 402 `insufficient_credits` when the balance is short. */
    async runTest(id: string, options: RequestOptions = {}): Promise<TestRun> {
      const path = `/tests/${idSegment(id, 'test')}/run`;
      return requireData('runTest', testRunSchema, await send({ method: 'POST', path, ...options }));
    },
  };
}

export type TestsApi = ReturnType<typeof createTestsApi>;
