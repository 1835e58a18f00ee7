import { expect, test } from '@playwright/test';
import { buildClass, personIn } from '../support/classroom';
import { USERS } from '../support/env';

/**
 * The schedule (issue 23): a teacher books a lesson for their class from the calendar, finds it
 * in the week view with the day's lesson count, and marks it completed.
 */
test('a teacher creates a lesson, sees it in the week with the day count and completes it', async ({ browser, request }) => {
  const built = await buildClass(request);
  const teacher = await personIn(browser, request, USERS.teacher);

  await teacher.goto('/');
  await teacher.getByRole('link', { name: 'My Schedule' }).click();
  await expect(teacher).toHaveURL(/\/lessons\/schedule$/);
  await expect(teacher.getByRole('heading', { level: 1, name: 'My schedule' })).toBeVisible();

  // The form offers now (to the hour) in the teacher's zone: a lesson in the week shown.
  await teacher.getByRole('button', { name: 'New lesson' }).click();
  const form = teacher.getByRole('dialog', { name: 'New lesson' });
  await form.getByLabel('Class').selectOption({ label: built.className });
  await form.getByLabel('Meeting link (optional)').fill('https://meet.example.com/schedule-journey');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();

  const lesson = teacher.locator('.fc-timegrid-event', { hasText: built.className });
  await expect(lesson).toBeVisible();
  await expect(teacher.locator('[data-testid^="day-count-"]').filter({ hasText: /\d+ lessons?/ }).first()).toBeVisible();

  await lesson.click();
  const view = teacher.getByRole('dialog', { name: built.className });
  await expect(view.getByRole('link', { name: 'Open the meeting' })).toHaveAttribute('href', 'https://meet.example.com/schedule-journey');
  await view.getByLabel('Change the status').selectOption('completed');
  await view.getByRole('button', { name: 'Save status' }).click();
  await expect(view).toBeHidden();
  await expect(teacher.getByText('Status saved')).toBeVisible();
});
