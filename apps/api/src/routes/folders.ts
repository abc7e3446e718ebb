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
import { ApiError } from '../errors';
import { callerOf } from '../plugins/authenticate';
import { createFolder, listFolders, softDeleteFolder, updateFolder } from '../repositories/folders';
import { envelopeResponses } from '../response-schema';
import { isBlank, isEmptyInput, isPlainObject, notFound, parseId, parseInput } from '../validation';

const nameRequired = () => new ApiError(400, 'validation_failed', MESSAGES.folderNameRequired);

export const folderRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const authenticated = { onRequest: [app.authenticate] };

  app.post(
    '/folders/',
    {
      ...authenticated,
      schema: { response: envelopeResponses(folderSchema, 201) },
      config: { openapi: { summary: 'Create a folder', body: createFolderInputSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      if (!isPlainObject(body) || isBlank(body.name)) throw nameRequired();
      const input = parseInput(createFolderInputSchema, body);
      return reply.code(201).send(success(await createFolder(db, callerOf(request).userId, input.name)));
    },
  );

  app.get(
    '/folders/',
    {
      ...authenticated,
      schema: { response: envelopeResponses(z.array(folderSchema)) },
      config: { openapi: { summary: 'List folders; soft-deleted ones too with include_deleted=true', query: listFoldersQuerySchema } },
    },
    async (request) => {
      const query = parseInput(listFoldersQuerySchema, request.query);
      const data = await listFolders(db, callerOf(request).userId, { includeDeleted: query.include_deleted === 'true' });
      return success(data);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/folders/:id',
    {
      ...authenticated,
      schema: { response: envelopeResponses(folderSchema) },
      config: { openapi: { summary: 'Rename a folder, or restore a deleted one with {deleted_at: null}', body: updateFolderInputSchema } },
    },
    async (request) => {
      const id = parseId(request.params.id, 'folder');
      if (isEmptyInput(request.body)) throw new ApiError(400, 'validation_failed', MESSAGES.updateInputEmpty);
      if (isPlainObject(request.body) && 'name' in request.body && isBlank(request.body.name)) throw nameRequired();
      const input = parseInput(updateFolderInputSchema, request.body);
      const folder = await updateFolder(db, callerOf(request).userId, id, { name: input.name, restore: 'deleted_at' in input });
      if (!folder) throw notFound('Folder');
      return success(folder);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/folders/:id',
    {
      ...authenticated,
      schema: { response: envelopeResponses(folderSchema) },
      config: { openapi: { summary: 'Soft-delete a folder; its tests keep referring to it' } },
    },
    async (request) => {
      const id = parseId(request.params.id, 'folder');
      const folder = await softDeleteFolder(db, callerOf(request).userId, id);
      if (!folder) throw notFound('Folder');
      return success(folder);
    },
  );
};
