import { appStore, toastsAtom } from '@school/shared';
import type { ScheduleEvent } from '@school/shared/contracts';

export const CLASS_ID = '00000000-0000-4000-8000-0000000000c1';
export const STUDENT_ID = '00000000-0000-4000-8000-0000000000b1';

/** A lesson of 18:00 Kyiv time, 31 March 2026 (15:00 UTC), 60 minutes. */
export function aLesson(overrides: Partial<ScheduleEvent> = {}): ScheduleEvent {
  return {
    id: '00000000-0000-4000-8000-0000000000e1',
    classId: CLASS_ID,
    className: 'English B1',
    teacher: { id: '00000000-0000-4000-8000-0000000000a1', firstName: 'Taras', lastName: 'Teacher' },
    students: [{ id: STUDENT_ID, firstName: 'Sofia', lastName: 'Student' }],
    startsAt: '2026-03-31T18:00:00+03:00',
    endsAt: '2026-03-31T19:00:00+03:00',
    durationMinutes: 60,
    timeZone: 'Europe/Kyiv',
    status: 'scheduled',
    meetingLink: 'https://meet.example.com/room',
    seriesId: null,
    classLessonId: null,
    charges: { charged: [], notCharged: [] },
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

export const toasts = () => appStore.get(toastsAtom).map((item) => `${item.kind}: ${item.message}`);
export const clearToasts = () => appStore.set(toastsAtom, []);
