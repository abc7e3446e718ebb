import { takeOrRefuse } from '../rate-limits';
import {
  createTestFromDescriptionInputSchema,
  createTestInputSchema,
  DEFAULT_STEP_TIMEOUT_MS,
  deletedSchema,
  draftProgressSchema,
  type DraftReport,
  draftedTestSchema,
  draftReportSchema,
  EXPORT_FORMATS,
  failure,
  MESSAGES,
  success,
  type RunDefaults,
  type Test,
  type TestConfiguration,
  testConfigurationSchema,
  type TestExport,
  testExportSchema,
  type TestRun,
  testRunSchema,
  testSchema,
  updateTestInputSchema,
} from '@verity/contracts';
import { findModelInUse } from '@verity/db';
import { DraftCancelledError, PlannerError, type PlannerErrorCode } from '@verity/engine/errors';
import { endpointFor } from '@verity/models';
import { exportPlaywrightSpec, exportStepsText, latestReplayableRun } from '@verity/steps';
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type RouteContext } from '../context';
import { type Db, inTransaction } from '../database/transaction';
import { ApiError } from '../errors';
import { callerOf } from '../plugins/authenticate';
import { isActiveFolder } from '../repositories/folders';
import { findRunDefaults } from '../repositories/profiles';
import { listRuns } from '../repositories/test-runs';
import { createTest, deleteTest, findTest, findTestSecrets, listTests, replaceTestConfiguration } from '../repositories/tests';
import { checkVariableNames, sealSecrets } from '../services/secret-variables';
import { checkSessionSettings } from '../services/session-settings';
import { envelopeResponses } from '../response-schema';
import { checkRunTarget, startTestRun } from '../services/start-runs';
import { idParams, routeInput } from '../route-input';
import { isBlank, isEmptyInput, isPlainObject, notFound, parseInput } from '../validation';

const validationError = (message: string) => new ApiError(400, 'validation_failed', message);

/** How a base URL the planner could not open is answered: what went wrong with the request's own URL. */
const PLANNER_ERRORS: Record<PlannerErrorCode, [status: number, errorCode: string]> = {
  invalid_url: [400, 'validation_failed'],
  unreachable: [422, 'base_url_unreachable'],
  private_target: [422, 'base_url_not_allowed'],
  browser_unavailable: [503, 'browser_unavailable'],
  goal_not_actionable: [422, 'goal_not_actionable'],
};

const draftIdSchema = z.guid();

const createBody = routeInput(createTestInputSchema, {
  fails: (body) => {
    const configuration = isPlainObject(body) ? body.configuration : undefined;
    return !isPlainObject(configuration) || isBlank(configuration.name) || isBlank(configuration.base_url);
  },
  message: MESSAGES.testNameAndUrlRequired,
});
const describedBody = routeInput(createTestFromDescriptionInputSchema, {
  fails: (body) => !isPlainObject(body) || isBlank(body.name) || isBlank(body.base_url) || isBlank(body.goal_description),
  message: MESSAGES.describedTestFieldsRequired,
});
/** The changes, sent as `{configuration: {…}}` or as the fields themselves. */
const patchOf = (body: unknown) => (isPlainObject(body) && 'configuration' in body ? body.configuration : body);
const updateBody = routeInput(z.unknown().transform((body) => ({ configuration: patchOf(body) })).pipe(updateTestInputSchema), {
  fails: (body) => isEmptyInput(body) || isEmptyInput(patchOf(body)),
  message: MESSAGES.updateInputEmpty,
});
const params = idParams('test');
const draftParams = routeInput(z.object({ draftId: draftIdSchema }), {
  fails: (params) => !draftIdSchema.safeParse((params as Record<string, unknown> | null)?.draftId).success,
  message: 'A valid draft id is required.',
  code: 'invalid_id',
});
type Params = { id: string };
const exportQuerySchema = z.object({ format: z.enum(EXPORT_FORMATS) });
const exportQuery = routeInput(exportQuerySchema, {
  fails: (query) => !(EXPORT_FORMATS as readonly unknown[]).includes((query as Record<string, unknown> | null)?.format),
  message: (query) => {
    const format = (query as Record<string, unknown> | null)?.format;
    const formats = EXPORT_FORMATS.join(' or ');
    return typeof format === 'string' && format !== '' ? `Unknown export format "${format}": use ${formats}.` : `Say which format to export to: ${formats}.`;
  },
});
/** How many of the test's newest runs an export looks through for one that passed with its current steps. */
const EXPORT_RUNS_LOOKED_AT = 20;

function textExportOf(test: Test): TestExport {
  const text = exportStepsText(test.configuration);
  return { format: 'text', file_name: text.fileName, content: text.content, untranslated_steps: [] };
}

/**
 * The test as a Playwright spec that waits as the test's runs wait (its own options, else the owner's defaults) and
 * uses the locators of its newest run that passed with these very steps (runs newest first).
 */
function playwrightExportOf(test: Test, runs: TestRun[], defaults: RunDefaults): TestExport {
  const { configuration } = test;
  const stepTimeoutMs = configuration.step_timeout_ms ?? (defaults.step_timeout_ms === DEFAULT_STEP_TIMEOUT_MS ? undefined : defaults.step_timeout_ms);
  const spec = exportPlaywrightSpec(
    { id: test.id, configuration: { ...configuration, viewport: configuration.viewport ?? defaults.viewport, ...(stepTimeoutMs ? { step_timeout_ms: stepTimeoutMs } : {}) } },
    { run: latestReplayableRun(configuration.instructions, runs) },
  );
  return { format: 'playwright', file_name: spec.fileName, content: spec.source, untranslated_steps: spec.untranslated };
}

/** Tests may be filed only in the caller's own folders that are not deleted. */
async function checkFolder(db: Db, ownerId: string, folderId: string | null | undefined) {
  if (folderId && !(await isActiveFolder(db, ownerId, folderId))) throw notFound('Folder');
}

export const testRoutes: FastifyPluginAsync<RouteContext> = async (app, { db, pool, queue, runCreditCost, draftSteps, drafts, models, guardRunTarget, limiters }) => {
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

  app.post<{ Body: z.output<typeof createBody> }>(
    '/tests/',
    {
      ...authenticated,
      schema: { body: createBody, response: envelopeResponses(testSchema, 201) },
      config: { openapi: { summary: 'Create a test', body: createTestInputSchema } },
    },
    async (request, reply) => {
      const { configuration } = request.body;
      const { userId } = callerOf(request);
      await checkFolder(db, userId, configuration.folder_id);
      checkVariableNames(configuration);
      await checkSessionSettings(db, userId, configuration);
      const secrets = sealSecrets(configuration.secret_variables ?? {}, {}, models.box);
      return reply.code(201).send(success(await createTest(db, userId, configuration, secrets)));
    },
  );

  app.post<{ Body: z.output<typeof describedBody> }>(
    '/tests/create-from-description',
    {
      ...authenticated,
      schema: { body: describedBody, response: envelopeResponses(draftedTestSchema, 201) },
      config: { openapi: { summary: 'Create a test whose steps the planner drafts by doing the goal on the site', body: createTestFromDescriptionInputSchema } },
    },
    async (request, reply) => {
      const input = request.body;
      const { userId } = callerOf(request);
      await checkFolder(db, userId, input.folder_id);
      // Sent directly: the error handler would hide a 5xx's message, and these two must reach the user.
      if (!draftSteps) {
        return reply
          .code(501)
          .send(failure('Creating a test from a description is not available yet: no planner is configured. Write the steps yourself.', 'planner_unavailable'));
      }
      // The client may name the draft (X-Draft-Id), to follow its progress and cancel it while this request waits.
      const draftId = draftIdSchema.safeParse(request.headers['x-draft-id']);
      if (request.headers['x-draft-id'] !== undefined && !draftId.success) throw validationError('X-Draft-Id must be a UUID.');
      await takeOrRefuse(limiters.drafts, userId, reply, 'drafting tests');
      const underWay = draftId.success ? drafts.start(userId, draftId.data) : null;
      if (draftId.success && !underWay) throw new ApiError(409, 'draft_in_progress', 'A draft with this X-Draft-Id is already under way.');
      // A client that goes away (closed tab, aborted fetch) stops the draft: nobody is waiting for its test.
      const controller = new AbortController();
      underWay?.signal.addEventListener('abort', () => controller.abort(), { once: true });
      const onClose = () => !reply.raw.writableFinished && controller.abort();
      reply.raw.once('close', onClose);
      let instructions: string[];
      let draft: DraftReport;
      try {
        const endpoint = models.deployment.allowed ? endpointFor(await findModelInUse(db, userId), models.box, models.deployment) : null;
        const drafted = await draftSteps(
          { base_url: input.base_url, goal_description: input.goal_description },
          {
            signal: controller.signal,
            ...(endpoint ? { model: { endpoint, maxCalls: models.deployment.maxCallsPerRun } } : {}),
            onProgress: (progress) => underWay?.report({ clause: progress.clause, clause_number: progress.number, clauses_total: progress.total, steps: progress.steps }),
          },
        );
        if (controller.signal.aborted) throw new DraftCancelledError();
        instructions = z.array(z.string().trim().min(1)).min(1).parse(drafted.steps);
        draft = draftReportSchema.parse({ unmapped: drafted.unmapped, failure: drafted.failure, model: drafted.model ?? null });
      } catch (error) {
        if (error instanceof DraftCancelledError || controller.signal.aborted) {
          return reply.code(409).send(failure('Drafting was cancelled; no test was created.', 'draft_cancelled'));
        }
        // Said so the user can act on it: a page that does not load, one production refuses, or no browser here.
        if (error instanceof PlannerError) {
          const [status, code] = PLANNER_ERRORS[error.code];
          return reply.code(status).send(failure(error.message, code));
        }
        request.log.error({ err: error }, 'the planner failed');
        return reply
          .code(502)
          .send(failure('The planner could not draft steps from this goal. Try again, or write the steps yourself.', 'planner_failed'));
      } finally {
        underWay?.finish();
        reply.raw.off('close', onClose);
      }
      const configuration = parseInput(testConfigurationSchema, {
        name: input.name,
        base_url: input.base_url,
        goal_description: input.goal_description,
        folder_id: input.folder_id,
        instructions,
      });
      return reply.code(201).send(success({ ...(await createTest(db, userId, configuration)), draft }));
    },
  );

  app.get<{ Params: { draftId: string } }>(
    '/tests/drafts/:draftId',
    {
      ...authenticated,
      schema: { params: draftParams, response: envelopeResponses(draftProgressSchema) },
      config: { openapi: { summary: 'How far a draft under way (POST create-from-description with X-Draft-Id) has got' } },
    },
    async (request) => {
      const { draftId } = request.params;
      const progress = drafts.progress(callerOf(request).userId, draftId);
      if (!progress) throw new ApiError(404, 'not_found', 'No draft under way with this id: it finished, was cancelled, or never started.');
      return success(progress);
    },
  );

  app.delete<{ Params: { draftId: string } }>(
    '/tests/drafts/:draftId',
    {
      ...authenticated,
      schema: { params: draftParams, response: envelopeResponses(deletedSchema) },
      config: { openapi: { summary: 'Cancel a draft under way: its POST answers 409 draft_cancelled and no test is created' } },
    },
    async (request) => {
      const { draftId } = request.params;
      if (!drafts.cancel(callerOf(request).userId, draftId)) throw new ApiError(404, 'not_found', 'No draft under way with this id: it finished, was cancelled, or never started.');
      return success({ id: draftId, deleted: true });
    },
  );

  app.get<{ Params: Params }>(
    '/tests/:id',
    {
      ...authenticated,
      schema: { params, response: envelopeResponses(testSchema) },
      config: { openapi: { summary: 'One test' } },
    },
    async (request) => {
      const test = await findTest(db, callerOf(request).userId, request.params.id);
      if (!test) throw notFound('Test');
      return success(test);
    },
  );

  app.get<{ Params: Params; Querystring: z.output<typeof exportQuerySchema> }>(
    '/tests/:id/export',
    {
      ...authenticated,
      schema: { params, querystring: exportQuery, response: envelopeResponses(testExportSchema) },
      config: {
        openapi: {
          summary: 'Export a test: its steps as text, or a Playwright Test spec with the locators of its newest run that passed with the same steps',
          query: exportQuerySchema,
        },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const test = await findTest(db, userId, request.params.id);
      if (!test) throw notFound('Test');
      if (request.query.format === 'text') return success(textExportOf(test));
      const [runs, defaults] = await Promise.all([listRuns(db, userId, { testId: test.id, limit: EXPORT_RUNS_LOOKED_AT }), findRunDefaults(db, userId)]);
      return success(playwrightExportOf(test, runs, defaults));
    },
  );

  app.put<{ Params: Params; Body: z.output<typeof updateBody> }>(
    '/tests/:id',
    {
      ...authenticated,
      schema: { params, body: updateBody, response: envelopeResponses(testSchema) },
      config: { openapi: { summary: 'Partially update a test configuration', body: updateTestInputSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const { configuration: patch } = request.body;
      const { userId } = callerOf(request);

      const updated = await inTransaction(pool, async ({ db: tx }) => {
        const test = await findTest(tx, userId, id);
        if (!test) throw notFound('Test');
        if (patch.folder_id) await checkFolder(tx, userId, patch.folder_id);
        const merged: Record<string, unknown> = { ...test.configuration, ...patch };
        // null clears an optional field.
        for (const [key, value] of Object.entries(merged)) if (value === null && key !== 'folder_id') delete merged[key];
        const configuration: TestConfiguration = parseInput(testConfigurationSchema, merged);
        checkVariableNames(configuration);
        await checkSessionSettings(tx, userId, configuration, id);
        // Left out of the patch, the secrets stay as they are (the test shows them masked, and masked they keep).
        const secrets = patch.secret_variables === undefined ? undefined : sealSecrets(patch.secret_variables ?? {}, (await findTestSecrets(tx, userId, id)) ?? {}, models.box);
        return replaceTestConfiguration(tx, userId, id, configuration, secrets);
      });
      if (!updated) throw notFound('Test');
      return success(updated);
    },
  );

  app.delete<{ Params: Params }>(
    '/tests/:id',
    {
      ...authenticated,
      schema: { params, response: envelopeResponses(deletedSchema) },
      config: { openapi: { summary: 'Delete a test; its runs keep their configuration snapshot' } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await deleteTest(db, callerOf(request).userId, id))) throw notFound('Test');
      return success({ id, deleted: true as const });
    },
  );

  app.post<{ Params: Params }>(
    '/tests/:id/run',
    {
      ...authenticated,
      schema: { params, response: envelopeResponses(testRunSchema, 201) },
      config: { openapi: { summary: 'Run a test: debits credits and queues a pending run' } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { userId } = callerOf(request);
      const test = await findTest(db, userId, id);
      if (!test) throw notFound('Test');
      await checkRunTarget(guardRunTarget, test);
      await takeOrRefuse(limiters.runStarts, userId, reply, 'starting runs');
      const run = await inTransaction(pool, async (tx) => {
        const current = await findTest(tx.db, userId, id);
        if (!current) throw notFound('Test');
        return startTestRun(tx, { queue, runCreditCost, guardRunTarget }, userId, current);
      });
      return reply.code(201).send(success(run));
    },
  );
};
