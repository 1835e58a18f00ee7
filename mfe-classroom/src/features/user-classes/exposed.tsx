import { registerNamespace } from '@school/shared';
import { withServerData } from '@school/shared/query';
import { CLASSROOM_NAMESPACE, loadClassroomLocale } from '../../i18n';
import { GroupClasses, UserClasses } from './components/owner-classes';

/**
 * What another area shows of this one (docs/adding-a-remote.md, "Exposing a component for another
 * area"): the component as `default` and an `init` that loads this area's translations first.
 */
export const initClassroom = () => registerNamespace(CLASSROOM_NAMESPACE, loadClassroomLocale);
export const ExposedUserClasses = withServerData(UserClasses);
export const ExposedGroupClasses = withServerData(GroupClasses);
