import { sessionAtom } from '@school/shared';
import { isTimeZone } from '@school/shared/contracts';
import { useAtomValue } from 'jotai';
import { browserTimeZone } from './zoned-time';

/** The zone the viewer reads times in: their profile's, else the browser's (spec 02 §7). */
export function useViewerTimeZone(): string {
  const zone = useAtomValue(sessionAtom).user?.timezone;
  return zone && isTimeZone(zone) ? zone : browserTimeZone();
}
