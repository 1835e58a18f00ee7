import { expect, test } from '@playwright/test';
import { buildClass, personIn } from '../support/classroom';
import { USERS } from '../support/env';
import { exerciseCard } from '../support/lessons';

/**
 * The live classroom with two people at once (issue 21): a teacher and a student in their own
 * browser contexts. The student answers and the teacher's page shows it without a reload; the
 * teacher hides an exercise and the student's page drops it; the teacher comments and the
 * student reads it; a reset empties the student's answer on both pages.
 */

test('a teacher and a student in one class: answers seen live, reset, hide, comment', async ({ browser, request }) => {
  const built = await buildClass(request);
  const teacher = await personIn(browser, request, USERS.teacher);
  const student = await personIn(browser, request, USERS.student);

  // The teacher attaches the lesson through the material choice.
  await teacher.goto(`/classes/${built.classId}`);
  await teacher.getByRole('link', { name: 'Attach a lesson' }).first().click();
  await teacher.getByRole('searchbox', { name: 'Search courses' }).fill(built.courseName);
  await teacher.getByRole('link', { name: new RegExp(built.courseName) }).click();
  await teacher.getByRole('button', { name: `Choose the lesson ${built.lessonName}` }).click();
  await expect(teacher).toHaveURL(new RegExp(`/classes/${built.classId}$`));
  await expect(exerciseCard(teacher, 'Cities')).toBeVisible();
  await expect(exerciseCard(teacher, 'Cities').getByText('Sofia has not answered yet')).toBeVisible();

  // The student reaches the class from the sidebar, one step after landing.
  await student.goto('/');
  await student.getByRole('link', { name: 'My Classes' }).click();
  // Other journeys give the demo student classes too: this one by its own name.
  await student.getByRole('link', { name: built.className, exact: true }).click();
  const cities = exerciseCard(student, 'Cities');
  await cities.getByRole('group', { name: 'Kyiv is a city.' }).getByRole('radio', { name: 'True' }).click();
  await cities.getByRole('group', { name: 'Water is dry.' }).getByRole('radio', { name: 'True' }).click();
  await expect(cities.getByText('Saved')).toBeVisible();

  // The teacher's page follows without a reload.
  await expect(exerciseCard(teacher, 'Cities').getByText('Sofia: 1 of 2 correct')).toBeVisible();

  // A reset clears the student's answer on both pages.
  await exerciseCard(teacher, 'Cities').getByRole('button', { name: 'Reset every student’s answers to the exercise Cities' }).click();
  await teacher.getByRole('alertdialog', { name: 'Reset the answers?' }).getByRole('button', { name: 'Reset answers' }).click();
  await expect(exerciseCard(teacher, 'Cities').getByText('Sofia has not answered yet')).toBeVisible();
  await expect(cities.getByRole('group', { name: 'Kyiv is a city.' }).getByRole('radio', { name: 'True' })).not.toBeChecked();

  // Hidden on the teacher's page, gone from the student's.
  await exerciseCard(teacher, 'Animals').getByRole('button', { name: 'Hide the exercise Animals from students' }).click();
  await expect(exerciseCard(teacher, 'Animals').getByText('Hidden from students')).toBeVisible();
  await expect(exerciseCard(student, 'Animals')).toHaveCount(0);

  // A comment to the student, read on their page.
  const teacherCities = exerciseCard(teacher, 'Cities');
  await teacherCities.getByRole('button', { name: 'Comments' }).click();
  await teacherCities.getByLabel('Comment', { exact: true }).fill('Look at the second one again.');
  await teacherCities.getByRole('button', { name: 'Send' }).click();
  await expect(teacherCities.getByText('Look at the second one again.')).toBeVisible();
  await cities.getByRole('button', { name: 'Comments' }).click();
  await expect(cities.getByText('Look at the second one again.')).toBeVisible();
});
