import { listSuiteRunsQuerySchema, success, suiteRunDetailSchema, suiteRunSchema } from '@verity/contracts';
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type RouteContext } from '../context';
import { inTransaction } from '../database/transaction';
import { ApiError } from '../errors';
import { callerOf } from '../plugins/authenticate';
import { takeOrRefuse } from '../rate-limits';
import { findFolder } from '../repositories/folders';
import { findSuiteRun, listSuiteRuns } from '../repositories/suite-runs';
import { lockRun, updateRun } from '../repositories/test-runs';
import { listFolderTests } from '../repositories/tests';
import { envelopeResponses } from '../response-schema';
import { idParams } from '../route-input';
import { cancellationOf, isCancellable } from '../services/cancel-run';
import { checkSuite, startSuiteRun } from '../services/start-runs';
import { notFound } from '../validation';

const DEFAULT_LIST_LIMIT = 50;
const folderParams = idParams('folder');
const suiteParams = idParams('suite');
type Params = { id: string };


/** Suites: a folder's tests run together, paid for up front, followed on one page. */
export const suiteRunRoutes: FastifyPluginAsync<RouteContext> = async (app, { db, pool, queue, runCreditCost, guardRunTarget, limiters }) => {
  const authenticated = { onRequest: [app.authenticate] };
  const starting = { queue, runCreditCost, guardRunTarget };

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
      await checkSuite(starting, folder, await listFolderTests(db, userId, id));
      await takeOrRefuse(limiters.runStarts, userId, reply, 'starting runs');
      const suiteId = await inTransaction(pool, (tx) => startSuiteRun(tx, starting, userId, folder));
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
