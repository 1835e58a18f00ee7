import { api } from '@school/shared';
import type { DayCount, ScheduleEvent } from '@school/shared/contracts';
import { keepPreviousData, queryOptions, scheduleKeys } from '@school/shared/query';

/** Whose lessons an agenda shows: a user's (taught or attended) or a group's (its group classes). */
export type AgendaOwner = { kind: 'user'; id: string } | { kind: 'group'; id: string };

export interface AgendaRange {
  from: string;
  to: string;
  timeZone: string;
}

export interface AgendaPage {
  events: ScheduleEvent[];
  dayCounts: DayCount[];
}

const pathOf = (owner: AgendaOwner) => `${owner.kind === 'user' ? 'users' : 'groups'}/${owner.id}/schedule`;

/** `GET users/{id}/schedule` (spec 01 §7) and `GET groups/{id}/schedule`: the detail pages' schedule tabs. */
export const userScheduleApi = {
  range: async (owner: AgendaOwner, params: AgendaRange, signal?: AbortSignal): Promise<AgendaPage> => {
    const body = await api.getPaged<ScheduleEvent>(pathOf(owner), { params, signal });
    const meta = body.meta as unknown as { dayCounts?: DayCount[] };
    return { events: body.data, dayCounts: meta.dayCounts ?? [] };
  },
};

/** Under `scheduleKeys.all`, so a change of any lesson (the calendar invalidates it) refreshes these too. */
export function agendaRead(owner: AgendaOwner, params: AgendaRange) {
  return queryOptions({
    queryKey: [...scheduleKeys.all, owner.kind, owner.id, params] as const,
    queryFn: ({ signal }) => userScheduleApi.range(owner, params, signal),
    placeholderData: keepPreviousData,
  });
}
