// The home page (the sidebar's Dashboard, `/`): the host composes it from sections that the areas
// owning the data expose (`<remote>/home`) and loads at run time (docs/decisions/home-pages.md).
// Types only, no React: the host and every remote that exposes a section read the same shapes.
import type { Role } from './common.js';

/**
 * Whom a home page is for. One person may be several: a teacher who administers the school sees
 * both the teacher's and the administrator's parts.
 * - `student`: role member (their next lesson, their classes, homework due);
 * - `teacher`: staff holding `teacher` (today's lessons, homework to review);
 * - `admin`: staff holding `admin-access` (the school's week at a glance).
 */
export const HOME_AUDIENCES = ['student', 'teacher', 'admin'] as const;
export type HomeAudience = (typeof HOME_AUDIENCES)[number];

/** What the host passes to every home section. */
export interface HomeSectionProps {
  /** Who the viewer is on this page, in the order of HOME_AUDIENCES; never empty when a section is shown. */
  audiences: readonly HomeAudience[];
}

/** What a remote exposes as `./home`. */
export interface HomeSectionModule<Component = unknown> {
  /** The section: a `<section>` per part with an `h2`, lists of links, friendly empty states. */
  default: Component;
  /** Registers the remote's i18n namespace; the host awaits it before the section renders. */
  init?: () => Promise<void>;
}

/** The audiences of a signed-in person (an empty list: staff with neither permission). */
export function homeAudiencesOf(subject: { role: Role | null; permissions: readonly { key: string }[] } | null): HomeAudience[] {
  if (!subject?.role) return [];
  if (subject.role === 'member') return ['student'];
  const holds = (key: string) => subject.permissions.some((permission) => permission.key === key);
  return HOME_AUDIENCES.filter((audience) => (audience === 'teacher' && holds('teacher')) || (audience === 'admin' && holds('admin-access')));
}
