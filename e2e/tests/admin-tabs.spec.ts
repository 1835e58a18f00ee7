import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api } from '../support/classroom';
import { USERS } from '../support/env';
import { signedIn, tokenFor } from '../support/helpers';
import { readAppConfig, writeAppConfig } from '../support/prepare-run';
import { describeViolations, seriousAxeViolations } from '../support/shell-helpers';

/**
 * The administration's detail tabs (issue 23): the user detail's Schedule and Classes tabs are
 * the schedule and classroom areas' own components, loaded by mfe-admin from mfe-schedule and
 * mfe-classroom at run time. A remote that is down costs only its tab.
 */

interface Planned {
  studentId: string;
  classId: string;
  className: string;
}

/** A personal class of the demo teacher for the demo student, with one lesson tomorrow (inside the agenda's four weeks). */
async function planLesson(request: APIRequestContext): Promise<Planned> {
  const teacherToken = await tokenFor(request, USERS.teacher);
  const studentToken = await tokenFor(request, USERS.student);
  const teacher = await api<{ user: { id: string } }>(request, teacherToken, 'get', 'auth/profile');
  const student = await api<{ user: { id: string } }>(request, studentToken, 'get', 'auth/profile');
  const className = `Tabs journey ${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const klass = await api<{ id: string }>(request, teacherToken, 'post', 'classes', { name: className, type: 'personal', teacherId: teacher.user.id, studentId: student.user.id });
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  tomorrow.setUTCHours(10, 0, 0, 0);
  await api(request, teacherToken, 'post', 'schedule/my', { classId: klass.id, startsAt: tomorrow.toISOString(), durationMinutes: 45, timeZone: 'UTC' });
  return { studentId: student.user.id, classId: klass.id, className };
}

async function expectAccessible(page: Page) {
  const problems = await seriousAxeViolations(page);
  expect(problems, describeViolations(problems)).toEqual([]);
}

async function openStudent(page: Page, planned: Planned): Promise<void> {
  await page.goto(`/users/students/${planned.studentId}`);
  await expect(page.getByRole('tablist', { name: 'User details' })).toBeVisible();
}

test.describe('user detail tabs from other remotes', () => {
  test('the Schedule tab shows the student’s lessons and the Classes tab their classes', async ({ page, request }) => {
    const planned = await planLesson(request);
    await signedIn(page, request, USERS.admin);
    await openStudent(page, planned);

    // Schedule is the first tab (spec 01 §2) and open on arrival.
    const tabs = page.getByRole('tablist', { name: 'User details' });
    await expect(tabs.getByRole('tab', { name: 'Schedule' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    const lesson = panel.getByTestId('agenda-lesson').filter({ hasText: planned.className });
    await expect(lesson).toBeVisible();
    await expect(lesson).toContainText('Scheduled');
    await expect(lesson.getByRole('link', { name: planned.className })).toHaveAttribute('href', `/classes/${planned.classId}`);
    await expectAccessible(page);

    await tabs.getByRole('tab', { name: 'Classes' }).click();
    const row = page.getByRole('tabpanel').getByRole('row', { name: new RegExp(planned.className) });
    await expect(row.getByRole('link', { name: planned.className })).toHaveAttribute('href', `/classes/${planned.classId}`);
    await expectAccessible(page);

    // The class opens in the classroom from the tab.
    await row.getByRole('link', { name: planned.className }).click();
    await expect(page).toHaveURL(new RegExp(`/classes/${planned.classId}$`));
  });

  test('with the schedule remote down, only the Schedule tab shows the unavailable panel; Classes still works', async ({ page, request }) => {
    const planned = await planLesson(request);
    const original = readAppConfig();
    const remotes = original.remotes as Record<string, { manifest: string; prefixes: string[] }>;
    try {
      writeAppConfig({
        ...original,
        remotes: { ...remotes, mfe_schedule: { ...remotes.mfe_schedule, manifest: '/remotes/mfe-schedule/missing/mf-manifest.json' } },
      });
      await signedIn(page, request, USERS.admin);
      await openStudent(page, planned);

      const tabs = page.getByRole('tablist', { name: 'User details' });
      const unavailable = page.getByRole('tabpanel').getByTestId('remote-unavailable');
      await expect(unavailable).toHaveAttribute('data-remote', 'mfe_schedule');
      await expect(unavailable.getByRole('heading', { name: 'This part is unavailable' })).toBeVisible();
      // The page around the tab keeps working: the user's name, the tabs, the sidebar.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      // The host's whole-area panel is not shown: only this tab failed.
      await expect(page.getByTestId('area-unavailable')).toHaveCount(0);
      await expectAccessible(page);

      // Retry asks again; the manifest is still missing, so the panel comes back.
      await unavailable.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('tabpanel').getByTestId('remote-unavailable')).toBeVisible();

      await tabs.getByRole('tab', { name: 'Classes' }).click();
      const classes = page.getByRole('tabpanel');
      await expect(classes.getByRole('row', { name: new RegExp(planned.className) })).toBeVisible();
      await expect(classes.getByTestId('remote-unavailable')).toHaveCount(0);

      await tabs.getByRole('tab', { name: 'Documents' }).click();
      await expect(page.getByRole('tabpanel').getByTestId('remote-unavailable')).toHaveCount(0);
    } finally {
      writeAppConfig(original);
    }
  });

  test('the group detail shows the group’s classes from the classroom remote', async ({ page, request }) => {
    const adminToken = await tokenFor(request, USERS.admin);
    const [group] = await api<{ id: string; name: string }[]>(request, adminToken, 'get', 'groups?q=A1');
    expect(group, 'the demo school’s A1 group').toBeDefined();
    const teacherToken = await tokenFor(request, USERS.teacher);
    const teacher = await api<{ user: { id: string } }>(request, teacherToken, 'get', 'auth/profile');
    const className = `Group tabs ${Date.now()}`;
    const klass = await api<{ id: string }>(request, teacherToken, 'post', 'classes', { name: className, type: 'group', teacherId: teacher.user.id, groupId: group?.id });

    await signedIn(page, request, USERS.admin);
    await page.goto(`/users/groups/${group?.id}`);
    const tabs = page.getByRole('tablist', { name: 'Group details' });
    await expect(tabs.getByRole('tab')).toHaveText(['Members', 'Classes', 'Schedule', 'Documents']);
    await tabs.getByRole('tab', { name: 'Classes' }).click();
    await page.getByRole('tabpanel').getByRole('searchbox', { name: 'Search classes' }).fill(className);
    await expect(page.getByRole('tabpanel').getByRole('link', { name: className })).toHaveAttribute('href', `/classes/${klass.id}`);
    await tabs.getByRole('tab', { name: 'Schedule' }).click();
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Next 4 weeks' })).toBeVisible();
  });
});
