import { api } from '@school/shared';
import type { DayCount, RunningOutStudent, ScheduleEvent } from '@school/shared/contracts';
import { queryOptions, scheduleKeys } from '@school/shared/query';

/** A range's events and its lessons per day: the same shape (and cache entry) as the calendar's read of that range. */
export interface HomeRange {
  events: ScheduleEvent[];
  dayCounts: DayCount[];
}

export interface HomeRangeParams {
  from: string;
  to: string;
  timeZone: string;
}

async function readRange(scope: 'mine' | 'school', params: HomeRangeParams, signal: AbortSignal): Promise<HomeRange> {
  const body = await api.getPaged<ScheduleEvent>(scope === 'mine' ? 'schedule/user' : 'schedule', { params, signal });
  const meta = body.meta as unknown as { dayCounts?: DayCount[] };
  return { events: body.data, dayCounts: meta.dayCounts ?? [] };
}

/** Own lessons of a range (`GET schedule/user`): a teacher's today, a student's coming ones. */
export function ownLessonsRead(params: HomeRangeParams) {
  return queryOptions({ queryKey: scheduleKeys.range('mine', params), queryFn: ({ signal }) => readRange('mine', params, signal) });
}

/** The school's lessons of a range (`GET schedule`, admin-access): the week at a glance. */
export function schoolLessonsRead(params: HomeRangeParams) {
  return queryOptions({ queryKey: scheduleKeys.range('school', params), queryFn: ({ signal }) => readRange('school', params, signal) });
}

/** Students booked for more of the next `days` days' lessons than they have left (`GET schedule/running-out`, admin-access). */
export function runningOutRead(days: number) {
  return queryOptions({
    queryKey: [...scheduleKeys.all, 'running-out', { days }] as const,
    queryFn: ({ signal }) => api.get<RunningOutStudent[]>('schedule/running-out', { params: { days }, signal }),
  });
}
