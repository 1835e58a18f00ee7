import { expect, test, type Page } from '@playwright/test';
import { api, attachLesson, buildClass, personIn } from '../support/classroom';
import { BASE_URL, USERS } from '../support/env';
import { tokenFor } from '../support/helpers';
import { exerciseCard } from '../support/lessons';

/**
 * Lesson access (issue 22, spec 02 §3, §8): the teacher opens a second lesson of the course to
 * the class, the student finds it among what is open to them and answers it, the teacher closes
 * it again, and the student's link is gone while the API refuses the lesson (403).
 */

const toast = (page: Page, text: string) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

test('a teacher opens a second lesson to the class, the student works in it, and closing it shuts it again', async ({ browser, request }) => {
  const built = await buildClass(request);
  await attachLesson(request, built);
  const teacherToken = await tokenFor(request, USERS.teacher);
  const studentToken = await tokenFor(request, USERS.student);
  const view = await api<{ courseLesson: { courseId: string; sectionId: string } }>(request, teacherToken, 'get', `classes/${built.classId}`);
  const { courseId, sectionId } = view.courseLesson;
  const secondName = `Second lesson ${Date.now()}`;
  const second = await api<{ id: string }>(request, teacherToken, 'post', `courses/${courseId}/sections/${sectionId}/lessons`, { name: secondName, description: '' });
  const secondPath = `courses/${courseId}/sections/${sectionId}/lessons/${second.id}/sections`;
  const secondSection = await api<{ id: string }>(request, teacherToken, 'post', secondPath, { isHomework: false });
  await api(request, teacherToken, 'post', `${secondPath}/${secondSection.id}/exercises`, {
    type: 'true_false',
    title: 'Colours',
    instruction: 'True or false?',
    items: [{ statement: 'Grass is green.', correct: true }],
  });
  const lessonAsStudent = () => request.get(`${BASE_URL}/tenant/classes/${built.classId}?lessonId=${second.id}`, { headers: { Authorization: `Bearer ${studentToken}` } });
  expect((await lessonAsStudent()).status()).toBe(403);

  const teacher = await personIn(browser, request, USERS.teacher);
  const student = await personIn(browser, request, USERS.student);
  await student.goto(`/classes/${built.classId}`);
  await expect(exerciseCard(student, 'Cities')).toBeVisible();
  // Nothing is open beyond the class's lesson: no links to other lessons.
  await expect(student.getByRole('link', { name: secondName })).toHaveCount(0);

  // The teacher opens the second lesson for every student, after a confirmation.
  await teacher.goto(`/classes/${built.classId}`);
  const access = teacher.getByRole('region', { name: 'Lesson access' });
  await access.getByRole('button', { name: `Open ${secondName} to the class` }).click();
  const grant = teacher.getByRole('alertdialog', { name: 'Grant access' });
  await expect(grant.getByText(`Open “${secondName}” to all students of the class?`)).toBeVisible();
  await grant.getByRole('button', { name: 'Grant access' }).click();
  await expect(toast(teacher, 'Access granted to all students of the class')).toBeVisible();
  await expect(access.getByRole('button', { name: `Close ${secondName} for the class` })).toBeVisible();

  // The student's page follows (a live event), links to it, and the student answers in it.
  const link = student.getByRole('navigation', { name: 'Open to you' }).getByRole('link', { name: secondName });
  await expect(link).toBeVisible();
  await link.click();
  await expect(student).toHaveURL(new RegExp(`/classes/${built.classId}\\?lessonId=${second.id}$`));
  const colours = exerciseCard(student, 'Colours');
  await colours.getByRole('group', { name: 'Grass is green.' }).getByRole('radio', { name: 'True' }).click();
  await expect(colours.getByText('Saved')).toBeVisible();
  expect((await lessonAsStudent()).status()).toBe(200);

  // The teacher closes it again; the student's link goes and the API refuses the lesson.
  await access.getByRole('button', { name: `Close ${secondName} for the class` }).click();
  await teacher.getByRole('alertdialog', { name: 'Revoke access' }).getByRole('button', { name: 'Revoke access' }).click();
  await expect(toast(teacher, 'Access revoked for all students of the class')).toBeVisible();
  await expect(access.getByRole('button', { name: `Open ${secondName} to the class` })).toBeVisible();
  await student.goto(`/classes/${built.classId}`);
  await expect(exerciseCard(student, 'Cities')).toBeVisible();
  await expect(student.getByRole('link', { name: secondName })).toHaveCount(0);
  expect((await lessonAsStudent()).status()).toBe(403);
});
