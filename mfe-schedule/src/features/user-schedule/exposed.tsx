import { registerNamespace } from '@school/shared';
import { withServerData } from '@school/shared/query';
import { SCHEDULE_NAMESPACE, loadScheduleLocale } from '../../i18n';
import { GroupSchedule, UserSchedule } from './components/user-schedule';

/**
 * What another area shows of this one (docs/adding-a-remote.md, "Exposing a component for another
 * area"): each exposed module gives its component as `default` and an `init` that loads this
 * area's translations before it first renders. Inside the one server-data client, so a lesson
 * changed in the calendar refreshes the tab.
 */
export const initSchedule = () => registerNamespace(SCHEDULE_NAMESPACE, loadScheduleLocale);
export const ExposedUserSchedule = withServerData(UserSchedule);
export const ExposedGroupSchedule = withServerData(GroupSchedule);
