import {
  createFolderInputSchema,
  folderSchema,
  listFoldersQuerySchema,
  MESSAGES,
  success,
  updateFolderInputSchema,
} from '@verity/contracts';
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type RouteContext } from '../context';
import { callerOf } from '../plugins/authenticate';
import { createFolder, listFolders, softDeleteFolder, updateFolder } from '../repositories/folders';
import { envelopeResponses } from '../response-schema';
import { idParams, type InputRule, routeInput } from '../route-input';
import { isBlank, isEmptyInput, isPlainObject, notFound } from '../validation';

const NAME_REQUIRED: InputRule = {
  fails: (body) => isPlainObject(body) && 'name' in body && isBlank(body.name),
  message: MESSAGES.folderNameRequired,
};
const createBody = routeInput(createFolderInputSchema, { ...NAME_REQUIRED, fails: (body) => !isPlainObject(body) || isBlank(body.name) });
const updateBody = routeInput(updateFolderInputSchema, { fails: isEmptyInput, message: MESSAGES.updateInputEmpty }, NAME_REQUIRED);
const params = idParams('folder');
type Params = { id: string };

export const folderRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const authenticated = { onRequest: [app.authenticate] };

  app.post<{ Body: z.output<typeof createBody> }>(
    '/folders/',
    {
      ...authenticated,
      schema: { body: createBody, response: envelopeResponses(folderSchema, 201) },
      config: { openapi: { summary: 'Create a folder', body: createFolderInputSchema } },
    },
    async (request, reply) => {
      return reply.code(201).send(success(await createFolder(db, callerOf(request).userId, request.body.name)));
    },
  );

  app.get<{ Querystring: z.output<typeof listFoldersQuerySchema> }>(
    '/folders/',
    {
      ...authenticated,
      schema: { querystring: listFoldersQuerySchema, response: envelopeResponses(z.array(folderSchema)) },
      config: { openapi: { summary: 'List folders; soft-deleted ones too with include_deleted=true', query: listFoldersQuerySchema } },
    },
    async (request) => {
      const data = await listFolders(db, callerOf(request).userId, { includeDeleted: request.query.include_deleted === 'true' });
      return success(data);
    },
  );

  app.put<{ Params: Params; Body: z.output<typeof updateBody> }>(
    '/folders/:id',
    {
      ...authenticated,
      schema: { params, body: updateBody, response: envelopeResponses(folderSchema) },
      config: { openapi: { summary: 'Rename a folder, or restore a deleted one with {deleted_at: null}', body: updateFolderInputSchema } },
    },
    async (request) => {
      const input = request.body;
      const folder = await updateFolder(db, callerOf(request).userId, request.params.id, { name: input.name, restore: 'deleted_at' in input });
      if (!folder) throw notFound('Folder');
      return success(folder);
    },
  );

  app.delete<{ Params: Params }>(
    '/folders/:id',
    {
      ...authenticated,
      schema: { params, response: envelopeResponses(folderSchema) },
      config: { openapi: { summary: 'Soft-delete a folder; its tests keep referring to it' } },
    },
    async (request) => {
      const folder = await softDeleteFolder(db, callerOf(request).userId, request.params.id);
      if (!folder) throw notFound('Folder');
      return success(folder);
    },
  );
};
