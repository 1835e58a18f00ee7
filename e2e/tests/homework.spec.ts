import { expect, test, type Page } from '@playwright/test';
import { attachLesson, buildClass, personIn } from '../support/classroom';
import { USERS } from '../support/env';
import { exerciseCard } from '../support/lessons';
import { describeViolations, seriousAxeViolations } from '../support/shell-helpers';

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const problems = await seriousAxeViolations(page);
  expect(problems, `axe found serious or critical problems on ${what}:\n${describeViolations(problems)}`).toEqual([]);
}

/**
 * Homework with two people at once (issue 22), teacher and student in their own browser contexts,
 * against the real API: the teacher makes homework of two exercises of the class's lesson, the
 * student finds it among what is due, answers and sends it to check; the teacher's page shows it
 * arrive, the teacher reviews the scored answer and marks it done, and the student's page follows.
 */
test('homework: created from two exercises, answered and sent to check, reviewed and marked done', async ({ browser, request }) => {
  const built = await buildClass(request);
  await attachLesson(request, built);
  const teacher = await personIn(browser, request, USERS.teacher);
  const student = await personIn(browser, request, USERS.student);

  // The teacher goes from the classroom to its homework and creates one from two exercises.
  await teacher.goto(`/classes/${built.classId}`);
  await teacher.getByRole('link', { name: 'Homework', exact: true }).click();
  await expect(teacher).toHaveURL(new RegExp(`/classes/${built.classId}/homework$`));
  await teacher.getByRole('button', { name: 'Create homework' }).click();
  const picker = teacher.getByRole('dialog', { name: 'New homework' });
  // Nothing chosen: the contract's own message, and nothing is made.
  await picker.getByRole('button', { name: 'Create homework' }).click();
  await expect(picker.getByText('Select at least one exercise')).toBeVisible();
  await expectNoSeriousViolations(teacher, 'the exercise picker');
  await picker.getByRole('checkbox', { name: 'Cities' }).check();
  await picker.getByRole('checkbox', { name: 'Animals' }).check();
  await picker.getByRole('button', { name: 'Create homework' }).click();
  await expect(teacher).toHaveURL(new RegExp(`/classes/${built.classId}/homework/[0-9a-f-]{36}$`));
  await expect(teacher.getByRole('heading', { level: 1, name: 'Homework 1' })).toBeVisible();
  await expect(exerciseCard(teacher, 'Cities').getByText('Sofia has not answered yet')).toBeVisible();
  await expect(exerciseCard(teacher, 'Animals')).toBeVisible();

  // The student finds it among what is due on the page they land on after signing in (their
  // classes; `/` is their Dashboard since the home pages, docs/decisions/home-pages.md), under this class.
  await student.goto('/lessons/classes');
  await expect(student.getByRole('region', { name: 'Homework to do' }).getByRole('heading', { level: 3, name: built.className, exact: true })).toBeVisible();
  await expectNoSeriousViolations(student, 'a student’s classes with the homework due');
  const due = student.getByRole('region', { name: 'Homework to do' });
  const thisClass = due.locator('div', { has: student.getByRole('heading', { level: 3, name: built.className, exact: true }) });
  await thisClass.getByRole('link', { name: 'Homework 1' }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'Homework 1' })).toBeVisible();
  const cities = exerciseCard(student, 'Cities');
  await cities.getByRole('group', { name: 'Kyiv is a city.' }).getByRole('radio', { name: 'True' }).click();
  await cities.getByRole('group', { name: 'Water is dry.' }).getByRole('radio', { name: 'True' }).click();
  await expect(cities.getByText('Saved')).toBeVisible();
  await student.getByRole('button', { name: 'Send to check' }).click();
  await expect(student.getByText('Sent to check: your teacher will review it.')).toBeVisible();
  await expect(student.getByText('Homework sent to check')).toBeVisible();
  await expectNoSeriousViolations(student, 'a student’s homework sent to check');

  // The teacher's page follows without a reload: the answer with the server's score, the status.
  await expect(exerciseCard(teacher, 'Cities').getByText('Sofia: 1 of 2 correct')).toBeVisible();
  await expect(teacher.getByRole('button', { name: /Sofia .*Needs review/ })).toBeVisible();
  await expect(teacher.getByText('1 sent, 0 done of 1')).toBeVisible();
  await teacher.getByLabel(/^Status of Sofia/).selectOption({ label: 'Done' });
  await expect(teacher.getByRole('button', { name: /Sofia .*Done/ })).toBeVisible();
  await expect(teacher.getByText('0 sent, 1 done of 1')).toBeVisible();
  await expectNoSeriousViolations(teacher, 'the teacher’s homework review');

  // The student sees the new status without a reload, and the homework is no longer due.
  await expect(student.getByText('Done: your teacher has checked it.')).toBeVisible();
  await student.goto('/lessons/classes');
  await expect(student.getByRole('region', { name: 'Homework to do' }).getByRole('heading', { level: 3, name: built.className, exact: true })).toHaveCount(0);

  // The teacher's list says so too.
  await teacher.getByRole('link', { name: 'All homework of the class' }).click();
  const row = teacher.getByRole('row', { name: /Homework 1/ });
  await expect(row.getByText('Done', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
});
