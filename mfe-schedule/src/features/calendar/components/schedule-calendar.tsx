import type { BusinessHoursInput, DatesSetArg, DayCellContentArg, DayHeaderContentArg, EventClickArg, EventDropArg, EventInput, EventMountArg } from '@fullcalendar/core';
import allLocales from '@fullcalendar/core/locales-all';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { useTranslation } from '@school/shared';
import type { DayCount, ScheduleEvent } from '@school/shared/contracts';
import { dateKey, wallClock } from '../../../lib/zoned-time';

/**
 * FullCalendar's own stylesheet reads these custom properties; setting them from the shell's
 * theme makes the calendar follow the school's colours and dark mode with no second stylesheet.
 */
const CalendarFrame = styled.div`
  --fc-border-color: ${({ theme }) => theme.colors.border};
  --fc-page-bg-color: ${({ theme }) => theme.colors.surface};
  --fc-neutral-bg-color: ${({ theme }) => theme.colors.surfaceMuted};
  --fc-list-event-hover-bg-color: ${({ theme }) => theme.colors.surfaceMuted};
  --fc-today-bg-color: ${({ theme }) => theme.colors.surfaceMuted};
  --fc-event-bg-color: ${({ theme }) => theme.colors.primary};
  --fc-event-border-color: ${({ theme }) => theme.colors.primary};
  --fc-event-text-color: ${({ theme }) => theme.colors.onPrimary};
  --fc-button-bg-color: ${({ theme }) => theme.colors.surface};
  --fc-button-border-color: ${({ theme }) => theme.colors.border};
  --fc-button-text-color: ${({ theme }) => theme.colors.text};
  --fc-button-hover-bg-color: ${({ theme }) => theme.colors.surfaceMuted};
  --fc-button-hover-border-color: ${({ theme }) => theme.colors.border};
  --fc-button-active-bg-color: ${({ theme }) => theme.colors.primary};
  --fc-button-active-border-color: ${({ theme }) => theme.colors.primary};
  --fc-now-indicator-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px;
  .fc .fc-button-primary:not(:disabled).fc-button-active {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  .fc .fc-button:focus-visible,
  .fc .fc-event:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* Outside working hours: a hatch as well as a tint, so it reads without colour too. */
  .fc .fc-non-business {
    background: repeating-linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.surfaceMuted} 0 6px,
      transparent 6px 12px
    );
    opacity: 0.9;
  }
`;

const DayCountBadge = styled.span`
  margin-inline-start: 6px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A canceled lesson stays visible, muted. */
const STATUS_CLASS: Record<ScheduleEvent['status'], string> = {
  scheduled: 'lesson-scheduled',
  completed: 'lesson-completed',
  noShow: 'lesson-no-show',
  noShowCharge: 'lesson-no-show-charge',
  canceled: 'lesson-canceled',
};

/** Alt + an arrow on a focused lesson in the week or day view: how far it moves, in minutes. */
const KEY_MOVES: Record<string, number> = { ArrowUp: -30, ArrowDown: 30, ArrowLeft: -24 * 60, ArrowRight: 24 * 60 };
export const MOVE_KEYS = 'Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight';

/** The events as FullCalendar inputs: wall-clock times of the viewer's zone, the calendar in UTC. */
export function toCalendarEvents(events: ScheduleEvent[], timeZone: string): EventInput[] {
  return events.map((event) => ({
    id: event.id,
    title: event.className,
    start: wallClock(new Date(event.startsAt), timeZone),
    end: wallClock(new Date(event.endsAt), timeZone),
    classNames: [STATUS_CLASS[event.status]],
  }));
}

export interface ScheduleCalendarProps {
  events: ScheduleEvent[];
  dayCounts: DayCount[];
  timeZone: string;
  /** The range shown changed: its first and end wall-clock days (`yyyy-MM-ddTHH:mm:ss`, end exclusive). */
  onRange: (start: string, end: string) => void;
  onOpenEvent: (event: ScheduleEvent) => void;
  /** A day or slot was chosen: offer a lesson there (`yyyy-MM-ddTHH:mm`). */
  onPickSlot?: (start: string) => void;
  /** Working hours (FullCalendar's `businessHours`, in the viewer's wall clock); the rest is shaded. */
  businessHours?: BusinessHoursInput;
  /**
   * A lesson was dragged to `start` (`yyyy-MM-ddTHH:mm`, viewer's zone) in the week or day view;
   * `revert` puts it back where it was (the move was not saved). Without it, nothing drags.
   */
  onMoveEvent?: (event: ScheduleEvent, start: string, revert: () => void) => void;
}

/** The schedule as month, week, day and list views, with each day's lesson count. */
export function ScheduleCalendar({ events, dayCounts, timeZone, onRange, onOpenEvent, onPickSlot, businessHours = false, onMoveEvent }: ScheduleCalendarProps) {
  const { t, i18n } = useTranslation('schedule');
  const counts = new Map(dayCounts.map((day) => [day.date, day.count]));
  const byId = new Map(events.map((event) => [event.id, event]));
  const frame = useRef<HTMLDivElement>(null);
  // The latest lessons and handler, read by the keyboard listeners the lessons' elements keep.
  const latest = useRef({ byId, onMoveEvent, timeZone });
  latest.current = { byId, onMoveEvent, timeZone };

  // FullCalendar's arrow icons are `role="img"` with no text inside buttons named by their
  // title: hidden from assistive technology, the button's name is what is read.
  useEffect(() => {
    const root = frame.current;
    if (!root) return undefined;
    const hide = () => root.querySelectorAll('.fc-icon:not([aria-hidden])').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const countOf = (date: Date) => {
    const count = counts.get(dateKey(date)) ?? 0;
    return count > 0 ? <DayCountBadge data-testid={`day-count-${dateKey(date)}`}>{t('calendar.dayCount', { count })}</DayCountBadge> : null;
  };

  return (
    <CalendarFrame ref={frame}>
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView="timeGridWeek"
        // Wall-clock strings of the viewer's zone, shown as they are (lib/zoned-time.ts).
        timeZone="UTC"
        now={() => `${wallClock(new Date(), timeZone)}`}
        locales={allLocales}
        locale={i18n.language}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }}
        buttonText={{ today: t('calendar.today'), month: t('calendar.month'), week: t('calendar.week'), day: t('calendar.day'), list: t('calendar.list') }}
        height="auto"
        nowIndicator
        events={toCalendarEvents(events, timeZone)}
        businessHours={businessHours}
        // Events are focusable and open with Enter; Alt + arrows move them (below), the dialog's "Move" too.
        eventInteractive
        // Drag to move in the week and day views only; the length stays (edit changes it).
        editable={!!onMoveEvent}
        eventDurationEditable={false}
        views={{ dayGridMonth: { editable: false }, listWeek: { editable: false } }}
        eventDrop={(drop: EventDropArg) => {
          const event = byId.get(drop.event.id);
          const start = drop.event.start;
          if (!event || !start || !onMoveEvent) {
            drop.revert();
            return;
          }
          // The calendar runs in UTC on wall-clock strings: its date is the viewer's wall clock.
          onMoveEvent(event, start.toISOString().slice(0, 16), drop.revert);
        }}
        // The keyboard's drag: Alt + arrows move a focused lesson by half an hour or a day, saved
        // as a drop is (a series lesson asks this one or following); the Move form does it by time.
        eventDidMount={(mount: EventMountArg) => {
          if (!onMoveEvent || !mount.view.type.startsWith('timeGrid')) return;
          mount.el.setAttribute('aria-keyshortcuts', MOVE_KEYS);
          mount.el.addEventListener('keydown', (key: KeyboardEvent) => {
            const minutes = key.altKey && !key.ctrlKey && !key.metaKey ? KEY_MOVES[key.key] : undefined;
            const { byId: events, onMoveEvent: move, timeZone: zone } = latest.current;
            // The lesson as the page has it now (the element may outlive a move), on the wall clock.
            const event = events.get(mount.event.id);
            if (minutes === undefined || !event || !move) return;
            key.preventDefault();
            const start = Date.parse(`${wallClock(new Date(event.startsAt), zone)}Z`);
            move(event, new Date(start + minutes * 60_000).toISOString().slice(0, 16), () => undefined);
          });
        }}
        datesSet={(range: DatesSetArg) => onRange(range.startStr.slice(0, 19), range.endStr.slice(0, 19))}
        eventClick={(click: EventClickArg) => {
          click.jsEvent.preventDefault();
          const event = byId.get(click.event.id);
          if (event) onOpenEvent(event);
        }}
        dateClick={onPickSlot ? (click: DateClickArg) => onPickSlot(click.dateStr.length > 10 ? click.dateStr.slice(0, 16) : `${click.dateStr}T09:00`) : undefined}
        dayCellContent={(cell: DayCellContentArg) => (
          <>
            {cell.dayNumberText}
            {/* The week and day views show it in the day's header instead of the all-day row. */}
            {cell.view.type.startsWith('dayGrid') ? countOf(cell.date) : null}
          </>
        )}
        dayHeaderContent={(header: DayHeaderContentArg) => (
          <>
            {header.text}
            {header.view.type.startsWith('timeGrid') ? countOf(header.date) : null}
          </>
        )}
      />
    </CalendarFrame>
  );
}
