import { api } from '@school/shared';
import type { ClassSummary, DayCount, ScheduleEvent, ScheduleEventCreate, ScheduleEventResult, ScheduleEventStatus } from '@school/shared/contracts';
import { keepPreviousData, queryOptions, scheduleKeys } from '@school/shared/query';

/** Own lessons (`GET schedule/user`) or the school's (`GET schedule`, admin-access). */
export type ScheduleScope = 'mine' | 'school';

/** What a calendar shows: the range's events and its lessons per day. */
export interface ScheduleRange {
  events: ScheduleEvent[];
  dayCounts: DayCount[];
}

export interface RangeParams {
  from: string;
  to: string;
  timeZone: string;
}

/** A class a lesson may be booked for. */
export interface ClassOption {
  id: string;
  name: string;
}

/** Classes a picker offers at once (the API's page limit). */
const CLASS_OPTIONS_LIMIT = 100;

export const scheduleApi = {
  range: async (scope: ScheduleScope, params: RangeParams, signal?: AbortSignal): Promise<ScheduleRange> => {
    const body = await api.getPaged<ScheduleEvent>(scope === 'mine' ? 'schedule/user' : 'schedule', { params, signal });
    const meta = body.meta as unknown as { dayCounts?: DayCount[] };
    return { events: body.data, dayCounts: meta.dayCounts ?? [] };
  },
  create: (input: ScheduleEventCreate) => api.post<ScheduleEventResult>('schedule/my', input),
  /** PUT is whole: the event as it is, with the new status. */
  setStatus: (event: ScheduleEvent, status: ScheduleEventStatus) =>
    api.put<ScheduleEventResult>(`schedule/${event.id}`, {
      classId: event.classId,
      startsAt: event.startsAt,
      durationMinutes: event.durationMinutes,
      timeZone: event.timeZone,
      meetingLink: event.meetingLink,
      status,
    }),
  classes: async (scope: ScheduleScope, signal?: AbortSignal): Promise<ClassOption[]> => {
    const page = await api.getPaged<ClassSummary>(scope === 'mine' ? 'classes/my' : 'classes', { params: { page: 1, limit: CLASS_OPTIONS_LIMIT }, signal });
    return page.data.map(({ id, name }) => ({ id, name }));
  },
};

/** The events and day counts of one range; the shown range stays while the next one loads. */
export function scheduleRangeRead(scope: ScheduleScope, params: RangeParams) {
  return queryOptions({
    queryKey: scheduleKeys.range(scope, params),
    queryFn: ({ signal }) => scheduleApi.range(scope, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The classes a lesson may be created for: own ones for a teacher, the school's for an administrator. */
export function classOptionsRead(scope: ScheduleScope) {
  return queryOptions({
    queryKey: ['classes', scope === 'mine' ? 'mine' : 'list', { purpose: 'schedule' }] as const,
    queryFn: ({ signal }) => scheduleApi.classes(scope, signal),
  });
}
