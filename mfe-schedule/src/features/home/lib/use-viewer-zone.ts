import { sessionAtom } from '@school/shared';
import { isTimeZone } from '@school/shared/contracts';
import { useAtomValue } from 'jotai';
import { browserTimeZone } from '../../../lib/zoned-time';

/**
 * The zone the viewer reads times in: their profile's, else the browser's (spec 02 §7), as the
 * calendar does. Its own copy here: the calendar feature's index would bring FullCalendar along.
 */
export function useViewerZone(): string {
  const zone = useAtomValue(sessionAtom).user?.timezone;
  return zone && isTimeZone(zone) ? zone : browserTimeZone();
}
