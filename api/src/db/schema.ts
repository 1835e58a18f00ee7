// Every table of the database, for drizzle's typed queries and for drizzle-kit.
export { schools } from '../modules/schools/schools.table.js';
export { users, permissions, userPermissions } from '../modules/users/users.table.js';
export { passwordResetTokens, revokedTokens } from '../modules/auth/auth.table.js';
export { courses } from '../modules/courses/courses.table.js';
export { files } from '../modules/files/files.table.js';
export { sections } from '../modules/sections/sections.table.js';
export { lessons } from '../modules/lessons/lessons.table.js';
export { lessonSections } from '../modules/lesson-sections/lesson-sections.table.js';
export { exercises, exerciseCheckAttempts } from '../modules/exercises/exercises.table.js';
export { groups, groupMembers } from '../modules/groups/groups.table.js';
export { plans, planPacks, userPlans, balanceEntries } from '../modules/plans/plans.table.js';
export { userDocuments } from '../modules/documents/documents.table.js';
export { classes, classLessons, classAnswers, classHiddenExercises, classComments, classEvents, classLessonCharges } from '../modules/classes/classes.table.js';
export { dictionaryEntries } from '../modules/dictionary/dictionary.table.js';
export { classLessonAccess, classSectionAccess } from '../modules/classes/lesson-access.table.js';
export { homework, homeworkCounters, homeworkExercises, homeworkStatuses } from '../modules/homework/homework.table.js';
export { scheduleEvents, scheduleEventCharges, scheduleFeedTokens } from '../modules/schedule/schedule.table.js';
export { scheduledJobs } from '../plugins/jobs.table.js';
