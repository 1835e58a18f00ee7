// What the host's home page loads as `mfe_schedule/home` (docs/decisions/home-pages.md): the
// section and the registration of this remote's translations, which the host awaits first.
import { registerNamespace, type HomeSectionModule, type HomeSectionProps } from '@school/shared';
import type { ComponentType } from 'react';
import { ScheduleHome } from './features/home';
import { SCHEDULE_NAMESPACE, loadScheduleLocale } from './i18n';

export const init: NonNullable<HomeSectionModule['init']> = () => registerNamespace(SCHEDULE_NAMESPACE, loadScheduleLocale);

const section: ComponentType<HomeSectionProps> = ScheduleHome;
export default section;
