import {
  createModelProviderInputSchema,
  modelCheckResultSchema,
  modelProviderSchema,
  modelsOverviewSchema,
  success,
  updateModelProviderInputSchema,
} from '@verity/contracts';
import { maskedKey } from '@verity/models';
import { type z } from 'zod';
import { type FastifyPluginAsync } from 'fastify';
import { type RouteContext } from '../context';
import { inTransaction } from '../database/transaction';
import { ApiError } from '../errors';
import { callerOf } from '../plugins/authenticate';
import {
  createModelProvider,
  deleteModelProvider,
  findModelProvider,
  listModelProviders,
  monthlyModelUsage,
  saveModelCheck,
  toCheck,
  updateModelProvider,
} from '../repositories/model-providers';
import { envelopeResponses } from '../response-schema';
import { idParams, routeInput } from '../route-input';
import { isEmptyInput, notFound } from '../validation';

const updateBody = routeInput(updateModelProviderInputSchema, { fails: isEmptyInput, message: 'Nothing to update: give at least one field.' });
const params = idParams('model');
type Params = { id: string };

const noSecretKey = () =>
  new ApiError(503, 'secret_key_missing', "Models cannot be saved here: the server has no VERITY_SECRET_KEY to keep their API keys encrypted. Ask the operator to set it.");

export const modelRoutes: FastifyPluginAsync<RouteContext> = async (app, { db, pool, models }) => {
  const authenticated = { onRequest: [app.authenticate] };

  const checkedBaseUrl = async (url: string | null | undefined): Promise<string | null> => {
    if (!url) return null;
    try {
      await models.guardBaseUrl(url);
    } catch (error) {
      throw new ApiError(400, 'base_url_refused', `This server may not call that base URL: ${error instanceof Error ? error.message : String(error)}`);
    }
    return url.replace(/\/+$/, '');
  };

  app.get(
    '/models',
    { ...authenticated, schema: { response: envelopeResponses(modelsOverviewSchema) }, config: { openapi: { summary: "Your models, the deployment's, and what runs spent on models per month" } } },
    async (request) => {
      const ownerId = callerOf(request).userId;
      const [providers, usage] = await Promise.all([listModelProviders(db, ownerId), monthlyModelUsage(db, ownerId)]);
      const { endpoint } = models.deployment;
      return success({
        providers,
        deployment: endpoint ? { protocol: endpoint.protocol, model: endpoint.model } : null,
        calls_allowed: models.deployment.allowed,
        max_calls_per_run: models.deployment.maxCallsPerRun,
        usage,
      });
    },
  );

  app.post<{ Body: z.output<typeof createModelProviderInputSchema> }>(
    '/models',
    {
      ...authenticated,
      schema: { body: createModelProviderInputSchema, response: envelopeResponses(modelProviderSchema, 201) },
      config: { openapi: { summary: 'Add a model: its API key is stored encrypted and never returned', body: createModelProviderInputSchema } },
    },
    async (request, reply) => {
      const input = request.body;
      if (!models.box) throw noSecretKey();
      const box = models.box;
      const baseUrl = await checkedBaseUrl(input.base_url);
      const fields = { name: input.name, protocol: input.protocol, baseUrl, model: input.model, keyCiphertext: box.seal(input.api_key), keyHint: maskedKey(input.api_key) };
      const created = await inTransaction(pool, ({ db: tx }) => createModelProvider(tx, callerOf(request).userId, fields, input.in_use));
      return reply.code(201).send(success(created));
    },
  );

  app.put<{ Params: Params; Body: z.output<typeof updateBody> }>(
    '/models/:id',
    {
      ...authenticated,
      schema: { params, body: updateBody, response: envelopeResponses(modelProviderSchema) },
      config: { openapi: { summary: 'Change a model; without api_key the stored key stays', body: updateModelProviderInputSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      if (input.api_key !== undefined && !models.box) throw noSecretKey();
      const patch = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.protocol !== undefined && { protocol: input.protocol }),
        ...(input.base_url !== undefined && { baseUrl: await checkedBaseUrl(input.base_url) }),
        ...(input.model !== undefined && { model: input.model }),
        ...(input.api_key !== undefined && models.box && { keyCiphertext: models.box.seal(input.api_key), keyHint: maskedKey(input.api_key), lastCheck: null }),
        ...(input.in_use !== undefined && { isInUse: input.in_use }),
      };
      const updated = await inTransaction(pool, ({ db: tx }) => updateModelProvider(tx, callerOf(request).userId, id, patch));
      if (!updated) throw notFound('Model');
      return success(updated);
    },
  );

  app.delete<{ Params: Params }>(
    '/models/:id',
    { ...authenticated, schema: { params, response: envelopeResponses(modelProviderSchema) }, config: { openapi: { summary: 'Remove a model and its stored key' } } },
    async (request) => {
      const removed = await deleteModelProvider(db, callerOf(request).userId, request.params.id);
      if (!removed) throw notFound('Model');
      return success(removed);
    },
  );

  app.post<{ Params: Params }>(
    '/models/:id/test',
    {
      ...authenticated,
      schema: { params, response: envelopeResponses(modelCheckResultSchema) },
      config: { openapi: { summary: 'Ask the model a few built-in tasks: which it got right, its latency and tokens' } },
    },
    async (request) => {
      const ownerId = callerOf(request).userId;
      const { id } = request.params;
      const row = await findModelProvider(db, ownerId, id);
      if (!row) throw notFound('Model');
      if (!models.box) throw noSecretKey();
      let apiKey: string;
      try {
        apiKey = models.box.open(row.keyCiphertext);
      } catch {
        throw new ApiError(409, 'key_unreadable', "This model's key cannot be read with the server's current key: enter the key again.");
      }
      if (row.baseUrl) await checkedBaseUrl(row.baseUrl);
      const result = await models.check({ protocol: row.protocol, model: row.model, apiKey, ...(row.baseUrl ? { baseUrl: row.baseUrl } : {}) });
      const checkedAt = new Date().toISOString();
      const record = { passed: result.passed, total: result.total, latencyMs: result.latencyMs, inputTokens: result.inputTokens, outputTokens: result.outputTokens, error: result.error, checkedAt };
      await saveModelCheck(db, ownerId, id, record);
      return success({ ...toCheck(record), tasks: result.tasks.map((task) => ({ line: task.line, answer: task.answer, is_right: task.isRight, note: task.note })) });
    },
  );
};
