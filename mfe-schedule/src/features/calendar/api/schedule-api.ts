import { api } from '@school/shared';
import type {
  AdminUser,
  ClassSummary,
  DayCount,
  ScheduleEvent,
  ScheduleEventCreate,
  ScheduleEventResult,
  ScheduleEventStatus,
  ScheduleEventUpdate,
  ScheduleScope as SeriesScope,
  WorkingHours,
} from '@school/shared/contracts';
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
  /** The school's calendar only: one teacher's lessons, one class's lessons. */
  teacherId?: string;
  classId?: string;
}

/** A class a lesson may be booked for. */
export interface ClassOption {
  id: string;
  name: string;
}

/** The API's largest page: the pickers read their options a page of this at a time. */
const OPTIONS_PAGE = 100;
/**
 * Pages read at most for one picker: 1,000 teachers or classes, more than any school this serves;
 * past that a select is no way to choose anyway.
 */
const OPTIONS_PAGES = 10;

/**
 * Every row of a paged list (up to OPTIONS_PAGES pages), one page after the other: a school with
 * more than one page of classes or teachers still finds the last of them in its filters.
 */
async function allOptions<T>(url: string, params: Record<string, string | number>, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= OPTIONS_PAGES; page += 1) {
    const answer = await api.getPaged<T>(url, { params: { ...params, page, limit: OPTIONS_PAGE }, signal });
    rows.push(...answer.data);
    if (answer.data.length < OPTIONS_PAGE || rows.length >= answer.meta.pagination.total) break;
  }
  return rows;
}

/** A teacher the school's calendar can be narrowed to. */
export interface TeacherOption {
  id: string;
  name: string;
}

export const scheduleApi = {
  range: async (scope: ScheduleScope, params: RangeParams, signal?: AbortSignal): Promise<ScheduleRange> => {
    const body = await api.getPaged<ScheduleEvent>(scope === 'mine' ? 'schedule/user' : 'schedule', { params, signal });
    const meta = body.meta as unknown as { dayCounts?: DayCount[] };
    return { events: body.data, dayCounts: meta.dayCounts ?? [] };
  },
  /** `dryRun`: answered with its clashes, nothing saved (the warning before saving). */
  create: (input: ScheduleEventCreate, dryRun = false) => api.post<ScheduleEventResult>('schedule/my', input, dryRun ? { params: { dryRun: 'true' } } : undefined),
  /** PUT is whole: the event as it is, with the new status. */
  setStatus: (event: ScheduleEvent, status: ScheduleEventStatus) => scheduleApi.update(event.id, { ...wholeOf(event), status }, 'one'),
  /** PUT schedule/{id}: the whole event; `following` takes the later lessons of the series along. */
  update: (id: string, body: ScheduleEventUpdate, scope: SeriesScope, dryRun = false) =>
    api.put<ScheduleEventResult>(`schedule/${id}`, body, { params: { scope, ...(dryRun ? { dryRun: 'true' } : {}) } }),
  remove: (id: string, scope: SeriesScope) => api.delete(`schedule/${id}`, { params: { scope } }),
  /** One lesson as the API reads it now (staff: with each student's lessons left). */
  event: (id: string, signal?: AbortSignal) => api.get<ScheduleEvent>(`schedule/${id}`, { signal }),
  workingHours: (signal?: AbortSignal) => api.get<WorkingHours>('schedule/working-hours', { signal }),
  /** The school's teachers by name, to filter its calendar by (`GET users?type=teachers`, admin-access like the calendar). */
  teachers: async (signal?: AbortSignal): Promise<TeacherOption[]> => {
    const teachers = await allOptions<AdminUser>('users', { type: 'teachers', sort: 'name', order: 'asc' }, signal);
    return teachers.map((teacher) => ({ id: teacher.id, name: `${teacher.firstName} ${teacher.lastName}`.trim() }));
  },
  classes: async (scope: ScheduleScope, signal?: AbortSignal): Promise<ClassOption[]> => {
    const classes = await allOptions<ClassSummary>(scope === 'mine' ? 'classes/my' : 'classes', {}, signal);
    return classes.map(({ id, name }) => ({ id, name }));
  },
};

/** The body of a PUT that leaves the event as it is. */
export function wholeOf(event: ScheduleEvent): ScheduleEventUpdate {
  return { classId: event.classId, startsAt: event.startsAt, durationMinutes: event.durationMinutes, timeZone: event.timeZone, meetingLink: event.meetingLink, status: event.status };
}

/** One lesson, read again when its dialog opens. */
export function eventRead(id: string) {
  return queryOptions({ queryKey: [...scheduleKeys.all, 'event', id] as const, queryFn: ({ signal }) => scheduleApi.event(id, signal) });
}

/** The school's and the viewer's working hours, for the calendar's shading. */
export function workingHoursRead() {
  return queryOptions({ queryKey: [...scheduleKeys.all, 'working-hours'] as const, queryFn: ({ signal }) => scheduleApi.workingHours(signal), staleTime: 5 * 60_000 });
}

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

/** The teachers the school's calendar can be narrowed to. */
export function teacherOptionsRead() {
  return queryOptions({ queryKey: ['users', 'list', { type: 'teachers', purpose: 'schedule' }] as const, queryFn: ({ signal }) => scheduleApi.teachers(signal), staleTime: 60_000 });
}
