// What the host's home page loads as `mfe_classroom/home` (docs/decisions/home-pages.md): the
// section and the registration of this remote's translations, which the host awaits first.
import { registerNamespace, type HomeSectionModule, type HomeSectionProps } from '@school/shared';
import type { ComponentType } from 'react';
import { ClassroomHome } from './features/home';
import { CLASSROOM_NAMESPACE, loadClassroomLocale } from './i18n';

export const init: NonNullable<HomeSectionModule['init']> = () => registerNamespace(CLASSROOM_NAMESPACE, loadClassroomLocale);

const section: ComponentType<HomeSectionProps> = ClassroomHome;
export default section;
