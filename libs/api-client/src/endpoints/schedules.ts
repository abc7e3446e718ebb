import { type CreateScheduleInput, type Schedule, scheduleSchema, type UpdateScheduleInput } from '@verity/contracts';
import { z } from 'zod';
import { type RequestOptions } from '../api-client-options';
import { requireData } from '../require-data';
import { type SendRequest } from '../send-request';
import { idSegment } from '../validate-input';

export interface SchedulesFilter {
  test_id?: string;
  folder_id?: string;
}

/** Recurring runs of a test or a folder. */
export function createSchedulesApi(send: SendRequest) {
  return {
    async getSchedules(filter: SchedulesFilter = {}, options: RequestOptions = {}): Promise<Schedule[]> {
      const query = { test_id: filter.test_id, folder_id: filter.folder_id };
      return requireData('getSchedules', z.array(scheduleSchema), await send({ method: 'GET', path: '/schedules', query, ...options }));
    },

    async createSchedule(input: CreateScheduleInput, options: RequestOptions = {}): Promise<Schedule> {
      return requireData('createSchedule', scheduleSchema, await send({ method: 'POST', path: '/schedules', body: input, ...options }));
    },

    /** Pause or resume (`{enabled}`), or change when it runs. */
    async updateSchedule(id: string, input: UpdateScheduleInput, options: RequestOptions = {}): Promise<Schedule> {
      const path = `/schedules/${idSegment(id, 'schedule')}`;
      return requireData('updateSchedule', scheduleSchema, await send({ method: 'PUT', path, body: input, ...options }));
    },

    async deleteSchedule(id: string, options: RequestOptions = {}): Promise<void> {
      await send({ method: 'DELETE', path: `/schedules/${idSegment(id, 'schedule')}`, ...options });
    },
  };
}

export type SchedulesApi = ReturnType<typeof createSchedulesApi>;
