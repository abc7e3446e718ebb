import {
  listSuiteRunsQuerySchema,
  MAX_SUITE_TESTS,
  success,
  suiteRunDetailSchema,
  suiteRunSchema,
  testConfigurationSchema,
  withRunDefaults,
} from '@verity/contracts';
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type RouteContext } from '../context';
import { inTransaction } from '../database/transaction';
import { ApiError } from '../errors';
import { callerOf } from '../plugins/authenticate';
import { takeOrRefuse } from '../rate-limits';
import { findFolder } from '../repositories/folders';
import { findRunDefaults, lockCreditBalance } from '../repositories/profiles';
import { findSuiteRun, insertSuiteRun, listSuiteRuns } from '../repositories/suite-runs';
import { insertRun, lockRun, updateRun } from '../repositories/test-runs';
import { listFolderTests } from '../repositories/tests';
import { envelopeResponses } from '../response-schema';
import { idParams } from '../route-input';
import { cancellationOf, isCancellable } from '../services/cancel-run';
import { payAndQueueRun } from '../services/queue-run';
import { notFound } from '../validation';

const DEFAULT_LIST_LIMIT = 50;
const folderParams = idParams('folder');
const suiteParams = idParams('suite');
type Params = { id: string };

const credits = (count: number) => `${count} credit${count === 1 ? '' : 's'}`;
const missing = (count: number) => (count === 1 ? '1 more credit is needed' : `${count} more credits are needed`);
const tests = (count: number) => (count === 1 ? 'the test' : `the ${count} tests`);

/** Suites: a folder's tests run together, paid for up front, followed on one page. */
export const suiteRunRoutes: FastifyPluginAsync<RouteContext> = async (app, { db, pool, queue, runCreditCost, guardRunTarget, limiters }) => {
  const authenticated = { onRequest: [app.authenticate] };

  app.post<{ Params: Params }>(
    '/folders/:id/run',
    {
      ...authenticated,
      schema: { params: folderParams, response: envelopeResponses(suiteRunDetailSchema, 201) },
      config: { openapi: { summary: "Run a folder: every test in it becomes a run of one suite, paid for up front" } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { userId } = callerOf(request);
      const folder = await findFolder(db, userId, id);
      if (!folder) throw notFound('Folder');
      if (folder.deleted_at) throw new ApiError(409, 'folder_deleted', `“${folder.name}” is deleted: restore it to run its tests.`);
      const members = await listFolderTests(db, userId, id);
      if (members.length === 0) throw new ApiError(422, 'suite_empty', `“${folder.name}” has no tests to run: add tests to the folder first.`);
      if (members.length > MAX_SUITE_TESTS) {
        throw new ApiError(422, 'suite_too_large', `“${folder.name}” has ${members.length} tests: a suite runs at most ${MAX_SUITE_TESTS}. Split the folder.`);
      }
      for (const test of members) {
        await guardRunTarget(test.configuration.base_url).catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          throw new ApiError(422, 'base_url_not_allowed', `“${test.configuration.name}” cannot run here: ${reason}`);
        });
      }
      await takeOrRefuse(limiters.runStarts, userId, reply, 'starting runs');

      const suiteId = await inTransaction(pool, async (tx) => {
        // The same tests, read again under the balance's lock: what is paid for is what runs.
        const balance = await lockCreditBalance(tx.db, userId);
        const toRun = await listFolderTests(tx.db, userId, id);
        if (toRun.length === 0) throw new ApiError(422, 'suite_empty', `“${folder.name}” has no tests to run: add tests to the folder first.`);
        const cost = toRun.length * runCreditCost;
        if (balance < cost) {
          throw new ApiError(
            402,
            'insufficient_credits',
            `Not enough credits: ${tests(toRun.length)} of “${folder.name}” ${toRun.length === 1 ? 'costs' : 'cost'} ${credits(cost)} and you have ${balance}, so ${missing(cost - balance)}. Buy credits or redeem a promo code to run this folder.`,
          );
        }
        const suite = await insertSuiteRun(tx.db, userId, { folderId: id, name: folder.name, creditsUsed: cost });
        const defaults = await findRunDefaults(tx.db, userId);
        for (const test of toRun) {
          const configuration = withRunDefaults(testConfigurationSchema.parse(test.configuration), defaults);
          const run = await insertRun(tx.db, userId, { testId: test.id, suiteRunId: suite.id, configuration, status: 'pending', creditsUsed: runCreditCost });
          await payAndQueueRun(tx, queue, userId, run.id, runCreditCost);
        }
        return suite.id;
      });
      return reply.code(201).send(success(await findSuiteRun(db, userId, suiteId)));
    },
  );

  app.get<{ Querystring: z.output<typeof listSuiteRunsQuerySchema> }>(
    '/suite-runs/',
    {
      ...authenticated,
      schema: { querystring: listSuiteRunsQuerySchema, response: envelopeResponses(z.array(suiteRunSchema)) },
      config: { openapi: { summary: 'List suite runs, newest first; folder_id narrows to one folder', query: listSuiteRunsQuerySchema } },
    },
    async (request) => {
      const { folder_id: folderId, limit = DEFAULT_LIST_LIMIT } = request.query;
      return success(await listSuiteRuns(db, callerOf(request).userId, { folderId: folderId?.toLowerCase(), limit }));
    },
  );

  app.get<{ Params: Params }>(
    '/suite-runs/:id',
    {
      ...authenticated,
      schema: { params: suiteParams, response: envelopeResponses(suiteRunDetailSchema) },
      config: { openapi: { summary: 'One suite run with its runs' } },
    },
    async (request) => {
      const suite = await findSuiteRun(db, callerOf(request).userId, request.params.id);
      if (!suite) throw notFound('Suite');
      return success(suite);
    },
  );

  app.post<{ Params: Params }>(
    '/suite-runs/:id/cancel',
    {
      ...authenticated,
      schema: { params: suiteParams, response: envelopeResponses(suiteRunDetailSchema) },
      config: { openapi: { summary: "Cancel a suite's queued and running runs; finished runs keep their verdicts" } },
    },
    async (request) => {
      const { id } = request.params;
      const { userId } = callerOf(request);
      await inTransaction(pool, async (tx) => {
        const suite = await findSuiteRun(tx.db, userId, id);
        if (!suite) throw notFound('Suite');
        let cancelled = 0;
        for (const { id: runId } of suite.runs) {
          const run = await lockRun(tx.db, userId, runId);
          if (!run || !isCancellable(run)) continue;
          await updateRun(tx.db, userId, runId, await cancellationOf(tx, queue, userId, run));
          cancelled += 1;
        }
        if (cancelled === 0) throw new ApiError(409, 'suite_not_cancellable', 'Every run of this suite has finished: nothing is left to cancel.');
      });
      return success(await findSuiteRun(db, userId, id));
    },
  );
};
