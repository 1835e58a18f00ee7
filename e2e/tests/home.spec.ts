import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, attachLesson, buildClass, personIn } from '../support/classroom';
import { USERS } from '../support/env';
import { tokenFor } from '../support/helpers';
import { describeViolations, seriousAxeViolations } from '../support/shell-helpers';

/**
 * The sidebar's Dashboard (`/`, issue 23): a home page per role, made of the sections that
 * mfe-schedule and mfe-classroom expose (docs/decisions/home-pages.md). Everything a journey shows
 * is made through the API first: a student of its own (so no other journey's lessons come first),
 * their class with lessons and homework, and a lesson of today for the teacher.
 */

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const problems = await seriousAxeViolations(page);
  expect(problems, `axe found serious or critical problems on ${what}:\n${describeViolations(problems)}`).toEqual([]);
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The wall clock of an instant in a zone, as `DD.MM.YYYY HH:mm` (the site's format). */
function wallClock(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

interface World {
  /** A new student with no paid lesson, booked for one in two days. */
  studentName: string;
  studentEmail: string;
  password: string;
  classId: string;
  className: string;
  /** The student's next lesson: two days ahead, at a whole minute. */
  nextLessonAt: Date;
  /** Homework 1 of the class, still to do; homework 2, sent to check. */
  dueHomeworkId: string;
  sentHomeworkId: string;
  /** A lesson of the teacher's today, in another class. */
  todayClassName: string;
  todayClassId: string;
}

async function buildWorld(request: APIRequestContext): Promise<World> {
  const adminToken = await tokenFor(request, USERS.admin);
  const teacherToken = await tokenFor(request, USERS.teacher);
  const run = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const studentEmail = `home.${run}@demo.test`;
  const password = 'learn12345';
  const studentName = `Nina Home${run}`;
  await api(request, adminToken, 'post', 'users', { type: 'students', firstName: 'Nina', lastName: `Home${run}`, email: studentEmail, password, timezone: 'Europe/Kyiv' });
  const studentToken = await tokenFor(request, studentEmail, password);

  const built = await buildClass(request, { studentToken });
  await attachLesson(request, built);
  const nextLessonAt = new Date(Math.ceil((Date.now() + 2 * DAY) / MINUTE) * MINUTE);
  await api(request, teacherToken, 'post', 'schedule/my', {
    classId: built.classId,
    startsAt: nextLessonAt.toISOString(),
    durationMinutes: 45,
    timeZone: 'Europe/Kyiv',
    meetingLink: 'https://meet.example.com/home-journey',
  });
  const due = await api<{ id: string }>(request, teacherToken, 'post', `classes/${built.classId}/homework`, { exerciseIds: [built.exerciseIds.Cities] });
  const sent = await api<{ id: string }>(request, teacherToken, 'post', `classes/${built.classId}/homework`, { exerciseIds: [built.exerciseIds.Animals] });
  await api(request, studentToken, 'put', `classes/${built.classId}/homework/${sent.id}/send-to-check`);

  // Today's lesson: now, to the minute, so it is on today's date wherever the teacher reads it.
  const today = await buildClass(request);
  await api(request, teacherToken, 'post', 'schedule/my', {
    classId: today.classId,
    startsAt: new Date(Math.floor(Date.now() / MINUTE) * MINUTE).toISOString(),
    durationMinutes: 60,
    timeZone: 'Europe/Kyiv',
    meetingLink: 'https://meet.example.com/today-journey',
  });
  return {
    studentEmail,
    studentName,
    password,
    classId: built.classId,
    className: built.className,
    nextLessonAt,
    dueHomeworkId: due.id,
    sentHomeworkId: sent.id,
    todayClassName: today.className,
    todayClassId: today.classId,
  };
}

let world: World;
test.beforeAll(async ({ request }) => {
  world = await buildWorld(request);
});

test('a student opens the Dashboard and sees their next lesson, their classes and the homework due', async ({ browser, request }) => {
  const student = await personIn(browser, request, world.studentEmail, world.password);
  // They still land on their classes, and the Dashboard item is their home page.
  await student.goto('/lessons/classes');
  await student.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(student).toHaveURL(/\/$/);
  await expect(student.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const next = student.getByRole('region', { name: 'Your next lesson' });
  // In the student's zone (their profile's: Kyiv).
  await expect(next).toContainText(wallClock(world.nextLessonAt, 'Europe/Kyiv'));
  await expect(next).toContainText('Taras Teacher');
  await expect(next.getByRole('link', { name: world.className, exact: true })).toHaveAttribute('href', `/classes/${world.classId}`);
  await expect(next.getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', 'https://meet.example.com/home-journey');
  // Nothing paid, one lesson booked: the card says so before the lesson goes unpaid.
  const unpaid = next.getByRole('note', { name: 'Running out of lessons' });
  await expect(unpaid).toContainText('Paid lessons left: 0. Booked in the next 14 days: 1.');
  await expect(unpaid).toContainText(`Not paid yet: ${wallClock(world.nextLessonAt, 'Europe/Kyiv')}, ${world.className}`);

  const classes = student.getByRole('region', { name: 'Your classes' });
  await expect(classes.getByRole('link', { name: world.className, exact: true })).toHaveAttribute('href', `/classes/${world.classId}`);

  const due = student.getByRole('region', { name: 'Homework to do' });
  await expect(due.getByRole('link', { name: 'Homework 1' })).toHaveAttribute('href', `/classes/${world.classId}/homework/${world.dueHomeworkId}`);
  // The one sent to check is not due any more.
  await expect(due.getByRole('link', { name: 'Homework 2' })).toHaveCount(0);
  await expectNoSeriousViolations(student, 'a student’s home page');

  await due.getByRole('link', { name: 'Homework 1' }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'Homework 1' })).toBeVisible();
});

test('a teacher sees today’s lessons and the homework waiting for review, each a link', async ({ browser, request }) => {
  const teacher = await personIn(browser, request, USERS.teacher);
  await teacher.goto('/');
  await expect(teacher.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const today = teacher.getByRole('region', { name: 'Today’s lessons' });
  const lesson = today.getByRole('listitem').filter({ has: teacher.getByRole('link', { name: world.todayClassName, exact: true }) });
  await expect(lesson).toContainText('Scheduled');
  await expect(lesson.getByRole('link', { name: world.todayClassName, exact: true })).toHaveAttribute('href', `/classes/${world.todayClassId}`);
  await expect(lesson.getByRole('link', { name: new RegExp(`^Join the meeting: ${world.todayClassName}`) })).toHaveAttribute('href', 'https://meet.example.com/today-journey');

  const review = teacher.getByRole('region', { name: 'Homework to review' });
  const waitingLink = teacher.getByRole('link', { name: `Homework 2 · ${world.className}`, exact: true });
  const waiting = review.getByRole('listitem').filter({ has: waitingLink });
  await expect(waiting.getByRole('link')).toHaveAttribute('href', `/classes/${world.classId}/homework/${world.sentHomeworkId}`);
  await expect(waiting).toContainText('Sent by Nina Home');

  // Nina, with nothing paid, is one of the teacher's students running out; her class is the link.
  const runningOut = teacher.getByRole('region', { name: 'Your students running out of lessons' });
  const nina = runningOut.getByRole('listitem').filter({ hasText: world.studentName });
  await expect(nina).toContainText('0 left for 1 booked lesson');
  await expect(nina.getByRole('link', { name: world.className, exact: true })).toHaveAttribute('href', `/classes/${world.classId}`);
  await expectNoSeriousViolations(teacher, 'a teacher’s home page');

  await waiting.getByRole('link').click();
  await expect(teacher.getByRole('heading', { level: 1, name: 'Homework 2' })).toBeVisible();
});

test('an administrator sees the school’s week at a glance', async ({ browser, request }) => {
  const admin = await personIn(browser, request, USERS.admin);
  await admin.goto('/');
  const week = admin.getByRole('region', { name: /^This week, \d{2}\.\d{2}–\d{2}\.\d{2}$/ });
  await expect(week).toBeVisible();
  await expect(week.getByRole('list', { name: 'Lessons of the week by status' })).toContainText('Planned');
  const days = week.getByRole('list', { name: 'Lessons per day' }).getByRole('listitem');
  await expect(days).toHaveCount(7);
  // Today's lesson of the teacher is among the school's: today counts at least one.
  await expect(week.locator('li[aria-current="date"]')).toContainText(/[1-9]\d* lessons?/);
  await expect(week.getByRole('link', { name: 'Open the school schedule' })).toHaveAttribute('href', '/lessons/schedule/school');

  // Nina has no paid lesson and one booked in two days: she is running out, and her name opens her page.
  const runningOut = admin.getByRole('region', { name: 'Running out of lessons' });
  const nina = runningOut.getByRole('listitem').filter({ hasText: world.studentName });
  await expect(nina).toContainText('0 left for 1 booked lesson');
  await expect(nina).toContainText(world.className);
  await expectNoSeriousViolations(admin, 'an administrator’s home page');
  await nina.getByRole('link', { name: world.studentName }).click();
  await expect(admin).toHaveURL(/\/users\/students\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('heading', { level: 1, name: world.studentName })).toBeVisible();
});
