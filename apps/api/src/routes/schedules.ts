import {
  createScheduleInputSchema,
  deletedSchema,
  listSchedulesQuerySchema,
  MESSAGES,
  scheduleSchema,
  success,
  updateScheduleInputSchema,
} from '@verity/contracts';
import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type RouteContext } from '../context';
import { callerOf } from '../plugins/authenticate';
import { isActiveFolder } from '../repositories/folders';
import { deleteSchedule, findSchedule, insertSchedule, listSchedules, updateSchedule } from '../repositories/schedules';
import { findTest } from '../repositories/tests';
import { envelopeResponses } from '../response-schema';
import { idParams, routeInput } from '../route-input';
import { canonicalTimezone, checkTiming, nextRunAfter } from '../schedules/timing';
import { isEmptyInput, isPlainObject, notFound } from '../validation';

const ONE_TARGET = 'Give either test_id or folder_id: a schedule runs one test or one folder.';
const createBody = routeInput(createScheduleInputSchema, {
  fails: (body) => isPlainObject(body) && ('test_id' in body === 'folder_id' in body),
  message: ONE_TARGET,
});
const updateBody = routeInput(updateScheduleInputSchema, { fails: isEmptyInput, message: MESSAGES.updateInputEmpty });
const params = idParams('schedule');
type Params = { id: string };

/** Recurring runs of a test or a folder; the scheduler (schedules/scheduler.ts) starts their turns. */
export const scheduleRoutes: FastifyPluginAsync<RouteContext> = async (app, { db }) => {
  const authenticated = { onRequest: [app.authenticate] };

  app.post<{ Body: z.output<typeof createBody> }>(
    '/schedules',
    {
      ...authenticated,
      schema: { body: createBody, response: envelopeResponses(scheduleSchema, 201) },
      config: { openapi: { summary: 'Schedule a test or a folder: every N minutes, hourly, daily or a cron expression, in a time zone', body: createScheduleInputSchema } },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const { test_id: testId, folder_id: folderId, timing, enabled = true } = request.body;
      const timezone = canonicalTimezone(request.body.timezone ?? 'UTC');
      checkTiming(timing, timezone);
      if (testId && !(await findTest(db, userId, testId))) throw notFound('Test');
      if (folderId && !(await isActiveFolder(db, userId, folderId))) throw notFound('Folder');
      const schedule = await insertSchedule(db, userId, {
        testId: testId ?? null,
        folderId: folderId ?? null,
        timing,
        timezone,
        enabled,
        nextRunAt: enabled ? nextRunAfter(timing, timezone, new Date()) : null,
      });
      return reply.code(201).send(success(schedule));
    },
  );

  app.get<{ Querystring: z.output<typeof listSchedulesQuerySchema> }>(
    '/schedules',
    {
      ...authenticated,
      schema: { querystring: listSchedulesQuerySchema, response: envelopeResponses(z.array(scheduleSchema)) },
      config: { openapi: { summary: "The caller's schedules; test_id or folder_id narrows to one test or folder", query: listSchedulesQuerySchema } },
    },
    async (request) => {
      const { test_id: testId, folder_id: folderId } = request.query;
      return success(await listSchedules(db, callerOf(request).userId, { testId: testId?.toLowerCase(), folderId: folderId?.toLowerCase() }));
    },
  );

  app.put<{ Params: Params; Body: z.output<typeof updateBody> }>(
    '/schedules/:id',
    {
      ...authenticated,
      schema: { params, body: updateBody, response: envelopeResponses(scheduleSchema) },
      config: { openapi: { summary: 'Pause or resume a schedule ({enabled}), or change when it runs', body: updateScheduleInputSchema } },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const current = await findSchedule(db, userId, request.params.id);
      if (!current) throw notFound('Schedule');
      const timing = request.body.timing ?? current.timing;
      const timezone = canonicalTimezone(request.body.timezone ?? current.timezone);
      checkTiming(timing, timezone);
      const enabled = request.body.enabled ?? current.enabled;
      const retimed = request.body.timing !== undefined || request.body.timezone !== undefined || (enabled && !current.enabled);
      // Resumed or retimed: the next turn counts from now. Otherwise it keeps its place.
      const nextRunAt = !enabled ? null : retimed || !current.next_run_at ? nextRunAfter(timing, timezone, new Date()) : new Date(current.next_run_at);
      const updated = await updateSchedule(db, userId, current.id, { timing, timezone, enabled, nextRunAt });
      if (!updated) throw notFound('Schedule');
      return success(updated);
    },
  );

  app.delete<{ Params: Params }>(
    '/schedules/:id',
    {
      ...authenticated,
      schema: { params, response: envelopeResponses(deletedSchema) },
      config: { openapi: { summary: 'Delete a schedule; the runs it started stay' } },
    },
    async (request) => {
      if (!(await deleteSchedule(db, callerOf(request).userId, request.params.id))) throw notFound('Schedule');
      return success({ id: request.params.id, deleted: true as const });
    },
  );
};

