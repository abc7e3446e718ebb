import {
  createTestFromDescriptionInputSchema,
  createTestInputSchema,
  deletedSchema,
  failure,
  MESSAGES,
  success,
  type TestConfiguration,
  testConfigurationSchema,
  testRunSchema,
  testSchema,
  updateTestInputSchema,
} from '@verity/contracts';
import { PlannerError, type PlannerErrorCode } from '@verity/engine';
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type RouteContext } from '../context';
import { type Db, inTransaction } from '../database/transaction';
import { ApiError } from '../errors';
import { callerOf } from '../plugins/authenticate';
import { isActiveFolder } from '../repositories/folders';
import { insertRun } from '../repositories/test-runs';
import { createTest, deleteTest, findTest, listTests, replaceTestConfiguration } from '../repositories/tests';
import { envelopeResponses } from '../response-schema';
import { payAndQueueRun } from '../services/queue-run';
import { isBlank, isEmptyInput, isPlainObject, notFound, parseId, parseInput } from '../validation';

const validationError = (message: string) => new ApiError(400, 'validation_failed', message);

/** How a base URL the planner could not open is answered: what went wrong with the request's own URL. */
const PLANNER_ERRORS: Record<PlannerErrorCode, [status: number, errorCode: string]> = {
  invalid_url: [400, 'validation_failed'],
  unreachable: [422, 'base_url_unreachable'],
  private_target: [422, 'base_url_not_allowed'],
};

/** Tests may be filed only in the caller's own folders that are not deleted. */
async function checkFolder(db: Db, ownerId: string, folderId: string | null | undefined) {
  if (folderId && !(await isActiveFolder(db, ownerId, folderId))) throw notFound('Folder');
}

export const testRoutes: FastifyPluginAsync<RouteContext> = async (app, { db, pool, queue, runCreditCost, draftSteps }) => {
  const authenticated = { onRequest: [app.authenticate] };

  app.get(
    '/tests/',
    {
      ...authenticated,
      schema: { response: envelopeResponses(z.array(testSchema)) },
      config: { openapi: { summary: 'List tests, newest first' } },
    },
    async (request) => success(await listTests(db, callerOf(request).userId)),
  );

  app.post(
    '/tests/',
    {
      ...authenticated,
      schema: { response: envelopeResponses(testSchema, 201) },
      config: { openapi: { summary: 'Create a test', body: createTestInputSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      const configuration = isPlainObject(body) ? body.configuration : undefined;
      if (!isPlainObject(configuration) || isBlank(configuration.name) || isBlank(configuration.base_url)) {
        throw validationError(MESSAGES.testNameAndUrlRequired);
      }
      const input = parseInput(createTestInputSchema, body);
      const { userId } = callerOf(request);
      await checkFolder(db, userId, input.configuration.folder_id);
      return reply.code(201).send(success(await createTest(db, userId, input.configuration)));
    },
  );

  app.post(
    '/tests/create-from-description',
    {
      ...authenticated,
      schema: { response: envelopeResponses(testSchema, 201) },
      config: { openapi: { summary: 'Create a test whose steps the planner drafts from a goal', body: createTestFromDescriptionInputSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      if (!isPlainObject(body) || isBlank(body.name) || isBlank(body.base_url) || isBlank(body.goal_description)) {
        throw validationError(MESSAGES.describedTestFieldsRequired);
      }
      const input = parseInput(createTestFromDescriptionInputSchema, body);
      const { userId } = callerOf(request);
      await checkFolder(db, userId, input.folder_id);
      // Sent directly: the error handler would hide a 5xx's message, and these two must reach the user.
      if (!draftSteps) {
        return reply
          .code(501)
          .send(failure('Creating a test from a description is not available yet: no planner is configured. Write the steps yourself.', 'planner_unavailable'));
      }
      let instructions: string[];
      try {
        instructions = z.array(z.string().trim().min(1)).min(1).parse(await draftSteps({ base_url: input.base_url, goal_description: input.goal_description }));
      } catch (error) {
        // The base URL's fault, said so the user can act on it: a page that does not load, or one production refuses.
        if (error instanceof PlannerError) {
          const [status, code] = PLANNER_ERRORS[error.code];
          return reply.code(status).send(failure(error.message, code));
        }
        request.log.error({ err: error }, 'the planner failed');
        return reply
          .code(502)
          .send(failure('The planner could not draft steps from this goal. Try again, or write the steps yourself.', 'planner_failed'));
      }
      const configuration = parseInput(testConfigurationSchema, {
        name: input.name,
        base_url: input.base_url,
        goal_description: input.goal_description,
        folder_id: input.folder_id,
        instructions,
      });
      return reply.code(201).send(success(await createTest(db, userId, configuration)));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/tests/:id',
    {
      ...authenticated,
      schema: { response: envelopeResponses(testSchema) },
      config: { openapi: { summary: 'One test' } },
    },
    async (request) => {
      const test = await findTest(db, callerOf(request).userId, parseId(request.params.id, 'test'));
      if (!test) throw notFound('Test');
      return success(test);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/tests/:id',
    {
      ...authenticated,
      schema: { response: envelopeResponses(testSchema) },
      config: { openapi: { summary: 'Partially update a test configuration', body: updateTestInputSchema } },
    },
    async (request) => {
      const id = parseId(request.params.id, 'test');
      const body = request.body;
      const patchInput = isPlainObject(body) && 'configuration' in body ? body.configuration : body;
      if (isEmptyInput(body) || isEmptyInput(patchInput)) throw validationError(MESSAGES.updateInputEmpty);
      const { configuration: patch } = parseInput(updateTestInputSchema, { configuration: patchInput });
      const { userId } = callerOf(request);

      const updated = await inTransaction(pool, async ({ db: tx }) => {
        const test = await findTest(tx, userId, id);
        if (!test) throw notFound('Test');
        if (patch.folder_id) await checkFolder(tx, userId, patch.folder_id);
        const merged: Record<string, unknown> = { ...test.configuration, ...patch };
        // null clears an optional field.
        for (const [key, value] of Object.entries(merged)) if (value === null && key !== 'folder_id') delete merged[key];
        const configuration: TestConfiguration = parseInput(testConfigurationSchema, merged);
        return replaceTestConfiguration(tx, userId, id, configuration);
      });
      if (!updated) throw notFound('Test');
      return success(updated);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/tests/:id',
    {
      ...authenticated,
      schema: { response: envelopeResponses(deletedSchema) },
      config: { openapi: { summary: 'Delete a test; its runs keep their configuration snapshot' } },
    },
    async (request) => {
      const id = parseId(request.params.id, 'test');
      if (!(await deleteTest(db, callerOf(request).userId, id))) throw notFound('Test');
      return success({ id, deleted: true as const });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/tests/:id/run',
    {
      ...authenticated,
      schema: { response: envelopeResponses(testRunSchema, 201) },
      config: { openapi: { summary: 'Run a test: debits credits and queues a pending run' } },
    },
    async (request, reply) => {
      const id = parseId(request.params.id, 'test');
      const { userId } = callerOf(request);
      const run = await inTransaction(pool, async (tx) => {
        const test = await findTest(tx.db, userId, id);
        if (!test) throw notFound('Test');
        const configuration = testConfigurationSchema.parse(test.configuration);
        const created = await insertRun(tx.db, userId, { testId: id, configuration, status: 'pending', creditsUsed: runCreditCost });
        await payAndQueueRun(tx, queue, userId, created.id, runCreditCost);
        return created;
      });
      return reply.code(201).send(success(run));
    },
  );
};
