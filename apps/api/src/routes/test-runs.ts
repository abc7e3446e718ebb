import { takeOrRefuse } from '../rate-limits';
import {
  acceptBaselineInputSchema,
  isActiveRun,
  listRunsQuerySchema,
  canChangeRunStatus,
  MESSAGES,
  REVIEWABLE_RUN_STATUSES,
  type RunStatus,
  success,
  testConfigurationSchema,
  testRunSchema,
  testSchema,
  updateRunInputSchema,
  useFixInputSchema,
} from '@verity/contracts';
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type RouteContext } from '../context';
import { inTransaction } from '../database/transaction';
import { ApiError } from '../errors';
import { callerOf } from '../plugins/authenticate';
import { findRun, listRuns, lockRun, type RunChanges, updateRun } from '../repositories/test-runs';
import { findTest, replaceTestConfiguration } from '../repositories/tests';
import { replaceBaseline } from '../repositories/visual-baselines';
import { envelopeResponses } from '../response-schema';
import { cancellationOf } from '../services/cancel-run';
import { payAndQueueRun } from '../services/queue-run';
import { idParams, optionalBody, routeInput } from '../route-input';
import { isEmptyInput, isPlainObject, notFound } from '../validation';

const REVIEWABLE: readonly RunStatus[] = REVIEWABLE_RUN_STATUSES;
const UPDATABLE_FIELDS = Object.keys(updateRunInputSchema.shape);
const notUpdatable = (body: unknown) => (isPlainObject(body) ? Object.keys(body).filter((field) => !UPDATABLE_FIELDS.includes(field)) : []);

const updateBody = routeInput(
  updateRunInputSchema,
  { fails: isEmptyInput, message: MESSAGES.runUpdateEmpty },
  {
    fails: (body) => notUpdatable(body).length > 0,
    message: (body) => `Field '${notUpdatable(body)[0]}' cannot be updated on a run; only status and review can.`,
    code: 'field_not_updatable',
  },
);
const useFixBody = routeInput(optionalBody(useFixInputSchema));
const acceptBaselineBody = routeInput(optionalBody(acceptBaselineInputSchema));
const params = idParams('run');
type Params = { id: string };

export const testRunRoutes: FastifyPluginAsync<RouteContext> = async (app, { db, pool, queue, runCreditCost, limiters }) => {
  const authenticated = { onRequest: [app.authenticate] };

  app.get<{ Querystring: z.output<typeof listRunsQuerySchema> }>(
    '/test-runs/',
    {
      ...authenticated,
      schema: { querystring: listRunsQuerySchema, response: envelopeResponses(z.array(testRunSchema)) },
      config: { openapi: { summary: 'List runs, newest first; optionally of one test', query: listRunsQuerySchema } },
    },
    async (request) => {
      const { query } = request;
      const runs = await listRuns(db, callerOf(request).userId, { testId: query.test_id?.toLowerCase(), limit: query.limit ?? 100 });
      return success(runs);
    },
  );

  app.get<{ Params: Params }>(
    '/test-runs/:id',
    {
      ...authenticated,
      schema: { params, response: envelopeResponses(testRunSchema) },
      config: { openapi: { summary: 'One run' } },
    },
    async (request) => {
      const run = await findRun(db, callerOf(request).userId, request.params.id);
      if (!run) throw notFound('Run');
      return success(run);
    },
  );

  app.put<{ Params: Params; Body: z.output<typeof updateBody> }>(
    '/test-runs/:id',
    {
      ...authenticated,
      schema: { params, body: updateBody, response: envelopeResponses(testRunSchema) },
      config: { openapi: { summary: "Cancel a run ({status: 'cancelled'}) or review a finished one ({review})", body: updateRunInputSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const { userId } = callerOf(request);

      const run = await inTransaction(pool, async (tx) => {
        const current = await lockRun(tx.db, userId, id);
        if (!current) throw notFound('Run');
        const changes: RunChanges = {};
        if (input.status === 'cancelled') Object.assign(changes, await cancellationOf(tx, queue, userId, current));
        if (input.review) {
          const status = changes.status ?? current.status;
          if (!REVIEWABLE.includes(status)) {
            throw new ApiError(409, 'run_not_reviewable', `This run is ${status}: only completed or failed runs can be reviewed.`);
          }
          changes.review = { decision: input.review.decision, notes: input.review.notes, reviewedAt: new Date().toISOString() };
        }
        return updateRun(tx.db, userId, id, changes);
      });
      return success(run);
    },
  );

  app.post<{ Params: Params; Body: z.output<typeof useFixBody> }>(
    '/test-runs/:id/use-fix',
    {
      ...authenticated,
      schema: { params, body: useFixBody, response: envelopeResponses(testSchema) },
      config: { openapi: { summary: "Use this step in the test: a failed step's proposed fix replaces its line in the run's test", body: useFixInputSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const { index } = request.body;
      const { userId } = callerOf(request);
      const run = await findRun(db, userId, id);
      if (!run) throw notFound('Run');
      const step = run.steps.find((candidate) => candidate.index === index);
      if (!step?.proposed_fix) throw new ApiError(404, 'fix_not_found', `Step ${index + 1} of this run has no proposed fix.`);
      const fix = step.proposed_fix.step;
      const testDeleted = () => new ApiError(409, 'test_deleted', "This run's test was deleted: there is no test to change.");
      if (!run.test_id) throw testDeleted();
      const testId = run.test_id;
      const updated = await inTransaction(pool, async ({ db: tx }) => {
        const test = await findTest(tx, userId, testId);
        if (!test) throw testDeleted();
        const instructions = [...test.configuration.instructions];
        if (instructions[index] !== step.instruction) {
          throw new ApiError(
            409,
            'test_changed',
            `The test changed after this run: line ${index + 1} is no longer "${step.instruction}". Run the test again to get a fix for its current steps.`,
          );
        }
        instructions[index] = fix;
        return replaceTestConfiguration(tx, userId, testId, testConfigurationSchema.parse({ ...test.configuration, instructions }));
      });
      if (!updated) throw testDeleted();
      return success(updated);
    },
  );

  app.post<{ Params: Params; Body: z.output<typeof acceptBaselineBody> }>(
    '/test-runs/:id/baselines',
    {
      ...authenticated,
      schema: { params, body: acceptBaselineBody, response: envelopeResponses(testRunSchema) },
      config: {
        openapi: {
          summary:
            "Accept as new baseline: a visual check's picture in this run becomes its test's baseline (for that subject and window size); answers with the run, the step's visual.became_baseline_at set",
          body: acceptBaselineInputSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { index } = request.body;
      const { userId } = callerOf(request);
      const updated = await inTransaction(pool, async ({ db: tx }) => {
        const run = await lockRun(tx, userId, id);
        if (!run) throw notFound('Run');
        const position = run.steps.findIndex((step) => step.index === index);
        const visual = run.steps[position]?.visual;
        if (!visual) throw new ApiError(400, 'not_a_visual_check', `Step ${index + 1} of this run took no picture to compare: only a visual check's picture can become a baseline.`);
        if (isActiveRun(run)) throw new ApiError(409, 'run_not_finished', `This run is ${run.status}: its picture can become the baseline once the run has finished.`);
        // Deleting a test sets its runs' test_id to null: a run that has one has its owner's test.
        if (!run.test_id) throw new ApiError(400, 'test_deleted', "This run's test was deleted: there is no test to keep the baseline for.");
        const now = new Date();
        await replaceBaseline(tx, { ownerId: userId, testId: run.test_id, name: visual.name, viewport: visual.viewport, runId: run.id, file: visual.current }, now);
        const steps = run.steps.map((step, at) => (at === position ? { ...step, visual: { ...visual, became_baseline_at: now.toISOString() } } : step));
        return updateRun(tx, userId, id, { steps });
      });
      return success(updated);
    },
  );

  app.post<{ Params: Params }>(
    '/test-runs/:id/schedule',
    {
      ...authenticated,
      schema: { params, response: envelopeResponses(testRunSchema) },
      config: { openapi: { summary: 'Queue a run that is created: debits credits, status becomes pending' } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { userId } = callerOf(request);
      await takeOrRefuse(limiters.runStarts, userId, reply, 'starting runs');
      const run = await inTransaction(pool, async (tx) => {
        const current = await lockRun(tx.db, userId, id);
        if (!current) throw notFound('Run');
        if (!canChangeRunStatus(current.status, 'pending', 'user')) {
          throw new ApiError(409, 'run_not_schedulable', `This run is ${current.status}: only a run that is created can be scheduled.`);
        }
        await payAndQueueRun(tx, queue, userId, id, runCreditCost);
        return updateRun(tx.db, userId, id, { status: 'pending', creditsUsed: runCreditCost, queuedAt: new Date() });
      });
      return success(run);
    },
  );
};
