// Components one remote exposes for another's pages (docs/adding-a-remote.md, "Exposing a
// component for another area"; docs/decisions/platform-remote-components.md). Both sides import
// the names and prop types from here, so the administration hands the schedule and classroom
// areas what they expect, and a rename breaks the type check on both sides, not a tab at run time.

/** Where each exposed component lives: the federation name (shared/remotes/registry.json) and the `exposes` key. */
export const REMOTE_COMPONENTS = {
  userSchedule: { remote: 'mfe_schedule', module: './user-schedule' },
  groupSchedule: { remote: 'mfe_schedule', module: './group-schedule' },
  userClasses: { remote: 'mfe_classroom', module: './user-classes' },
  groupClasses: { remote: 'mfe_classroom', module: './group-classes' },
} as const;

/** Whose lessons or classes: a teacher's are the ones they teach, a student's the ones they are in. */
export interface UserTabProps {
  userId: string;
  /** The user's role: the wording says "teaches" or "attends". */
  role: 'staff' | 'member';
}

/** The lessons or classes of a group's group classes. */
export interface GroupTabProps {
  groupId: string;
}

export type UserScheduleProps = UserTabProps;
export type GroupScheduleProps = GroupTabProps;
export type UserClassesProps = UserTabProps;
export type GroupClassesProps = GroupTabProps;
