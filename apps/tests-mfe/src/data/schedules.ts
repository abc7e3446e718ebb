import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, type SchedulesFilter } from '@verity/api-client';
import { type CreateScheduleInput, type Schedule, type UpdateScheduleInput } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { RUN_POLL_IDLE_MS, STALE_TIMES } from '@verity/query';

export const scheduleKeys = {
  all: () => ['schedules'] as const,
  list: (filter: SchedulesFilter) => [...scheduleKeys.all(), 'list', { test_id: filter.test_id, folder_id: filter.folder_id }] as const,
};

/** A test's or a folder's schedules, refreshed every 30 s so a turn that just ran shows. */
export function schedulesQueryOptions(api: Pick<ApiClient, 'getSchedules'>, filter: SchedulesFilter) {
  return queryOptions({
    queryKey: scheduleKeys.list(filter),
    queryFn: ({ signal }) => api.getSchedules(filter, { signal }),
    staleTime: STALE_TIMES.default,
    refetchInterval: RUN_POLL_IDLE_MS,
  });
}

export function useSchedules(filter: SchedulesFilter) {
  const { api } = useRemoteProps();
  return useQuery(schedulesQueryOptions(api, filter));
}

/** Create, change (pause, resume) or delete a schedule; every schedule list is refreshed after. */
export function useScheduleChanges() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all() });
  const create = useMutation({
    meta: { showsOwnError: true },
    mutationFn: (input: CreateScheduleInput) => api.createSchedule(input),
    onSuccess: refresh,
  });
  const update = useMutation({
    meta: { showsOwnError: true },
    mutationFn: ({ schedule, input }: { schedule: Schedule; input: UpdateScheduleInput }) => api.updateSchedule(schedule.id, input),
    onSuccess: refresh,
  });
  const remove = useMutation({
    meta: { showsOwnError: true },
    mutationFn: (schedule: Schedule) => api.deleteSchedule(schedule.id),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
