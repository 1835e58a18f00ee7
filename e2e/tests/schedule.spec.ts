import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, buildClass, personIn } from '../support/classroom';
import { USERS } from '../support/env';
import { tokenFor } from '../support/helpers';
import { describeViolations, seriousAxeViolations } from '../support/shell-helpers';

async function expectAccessible(page: Page) {
  const problems = await seriousAxeViolations(page);
  expect(problems, describeViolations(problems)).toEqual([]);
}

/**
 * Saves `dialog` past the clash warning when there is one: the shared teacher and student have
 * other lessons (the demo series, other journeys, a retry of this one) that may fall at the same
 * time, and going on is the user's choice the warning offers.
 */
async function savedPastClashes(page: Page, dialog: Locator, byKeyboard = false) {
  const clash = page.getByRole('alertdialog', { name: 'Booked twice' });
  await expect.poll(async () => (await clash.isVisible()) || !(await dialog.isVisible())).toBe(true);
  if (await clash.isVisible()) {
    const saveAnyway = clash.getByRole('button', { name: 'Save anyway' });
    if (byKeyboard) {
      await expect(clash.getByRole('button', { name: 'Go back' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(saveAnyway).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      await saveAnyway.click();
    }
  }
  await expect(dialog).toBeHidden();
}

/** `h:mm AM` as the English dialog writes a time. */
const englishTime = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;

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

  // The form offers now (to the hour) in the teacher's zone, so its date is in the week shown.
  await teacher.getByRole('button', { name: 'New lesson' }).click();
  const form = teacher.getByRole('dialog', { name: 'New lesson' });
  await form.getByLabel('Class').selectOption({ label: built.className });
  await form.getByLabel('Meeting link (optional)').fill('https://meet.example.com/schedule-journey');
  // Today (the form's date) at 10:00, whenever the suite runs: the drags below stay on that day
  // (near midnight "now to the hour" left no later hour to drag to).
  const hour = 10;
  const offered = await form.getByLabel('Date and time').inputValue();
  await form.getByLabel('Date and time').fill(`${offered.slice(0, 10)}T10:00`);
  await form.getByRole('button', { name: 'Create' }).click();
  await savedPastClashes(teacher, form);

  const lesson = teacher.locator('.fc-timegrid-event', { hasText: built.className });
  await expect(lesson).toBeVisible();
  await expect(teacher.locator('[data-testid^="day-count-"]').filter({ hasText: /\d+ lessons?/ }).first()).toBeVisible();

  // Dragged along its day, down an hour and then up two (a single lesson: saved at once, after
  // the clash check); each drop is read back from the server by the view below.
  const dragTo = async (target: number) => {
    const slot = teacher.locator(`.fc-timegrid-slot-lane[data-time="${String(target).padStart(2, '0')}:00:00"]`);
    await lesson.scrollIntoViewIfNeeded();
    const from = (await lesson.boundingBox())!;
    const to = (await slot.boundingBox())!;
    await teacher.mouse.move(from.x + from.width / 2, from.y + 4);
    await teacher.mouse.down();
    await teacher.mouse.move(from.x + from.width / 2, from.y + (to.y > from.y ? 14 : -6), { steps: 4 });
    await teacher.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
    await teacher.mouse.up();
    // Another lesson of the teacher at that hour (the demo series) is a warning to pass.
    const clash = teacher.getByRole('alertdialog', { name: 'Booked twice' });
    const moved = teacher.getByText('Lesson moved');
    await expect(moved.or(clash)).toBeVisible();
    if (await clash.isVisible()) await clash.getByRole('button', { name: 'Save anyway' }).click();
    await expect(moved).toBeVisible();
    // Closed, so the next drop's toast is its own.
    await teacher.getByTestId('toast').filter({ hasText: 'Lesson moved' }).getByRole('button', { name: 'Close notification' }).click();
    await expect(moved).toBeHidden();
  };
  const view = teacher.getByRole('dialog', { name: built.className });
  await dragTo(hour + 1);
  await lesson.click();
  await expect(view).toContainText(englishTime(hour + 1));
  await teacher.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await dragTo(hour - 1);

  await lesson.click();
  await expect(view).toContainText(englishTime(hour - 1));
  await expect(view.getByRole('link', { name: 'Open the meeting' })).toHaveAttribute('href', 'https://meet.example.com/schedule-journey');
  await view.getByLabel('Change the status').selectOption('completed');
  await view.getByRole('button', { name: 'Save status' }).click();
  await expect(view).toBeHidden();
  await expect(teacher.getByText('Status saved')).toBeVisible();
});

interface UserPlan {
  lessonsRemaining: number;
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 23's schedule journey: a weekly lesson planned in the calendar, one occurrence edited,
 * one completed (the student's remaining lessons drop by one and the administration's balance
 * history names the teacher), one marked a no-show, one moved by keyboard; the calendar feed's
 * address works; the administrator finds the lessons in the school's schedule.
 */
test('a teacher plans a weekly lesson, edits, completes, marks a no-show and moves one by keyboard; the admin sees them', async ({ browser, request }) => {
  test.setTimeout(180_000);
  // A student of their own with a paid pack, so no other journey touches the count.
  const adminToken = await tokenFor(request, USERS.admin);
  const run = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `scheduled.${run}@demo.test`;
  const password = 'learn12345';
  const lastName = `Scheduled${run}`;
  const created = await api<{ id: string }>(request, adminToken, 'post', 'users', { type: 'students', firstName: 'Olena', lastName, email, password, timezone: 'Europe/Kyiv' });
  const plan = await api<{ packs: { id: string }[] }>(request, adminToken, 'post', 'school/plans', { name: `Schedule pack ${run}`, durationMinutes: 60, validityDays: 60, currency: 'EUR', packs: [{ lessons: 5, price: 10000 }] });
  const assigned = await api<{ id: string }>(request, adminToken, 'post', `users/${created.id}/plans`, { planPackId: plan.packs[0]!.id });
  await api(request, adminToken, 'patch', `users/${created.id}/plans/${assigned.id}`, { action: 'pay' });
  const studentToken = await tokenFor(request, email, password);
  const remaining = async () => (await api<UserPlan[]>(request, studentToken, 'get', 'user/plans')).reduce((sum, userPlan) => sum + userPlan.lessonsRemaining, 0);
  expect(await remaining()).toBe(5);

  const built = await buildClass(request, { studentToken });
  const teacherToken = await tokenFor(request, USERS.teacher);
  const teacherProfile = await api<{ user: { firstName: string; lastName: string } }>(request, teacherToken, 'get', 'auth/profile');
  const teacher = await personIn(browser, request, USERS.teacher);

  await teacher.goto('/lessons/schedule');
  await expect(teacher.getByRole('heading', { level: 1, name: 'My schedule' })).toBeVisible();
  // The first four days of the week shown, at 07:00 in the teacher's zone: a weekly lesson on each.
  const firstDay = (await teacher.locator('.fc-col-header-cell[data-date]').first().getAttribute('data-date')) as string;
  const days = [0, 1, 2, 3].map((offset) => addDays(firstDay, offset));
  await teacher.getByRole('button', { name: 'New lesson' }).click();
  const form = teacher.getByRole('dialog', { name: 'New lesson' });
  await form.getByLabel('Class').selectOption({ label: built.className });
  await form.getByLabel('Date and time').fill(`${firstDay}T07:00`);
  await form.getByRole('checkbox', { name: 'Repeat weekly' }).check();
  for (const day of days) await form.getByRole('checkbox', { name: DAY_NAMES[new Date(`${day}T00:00:00Z`).getUTCDay()] }).check();
  await form.getByLabel('Number of lessons').fill('4');
  await form.getByRole('button', { name: 'Create' }).click();
  await savedPastClashes(teacher, form);
  await expect(teacher.getByText('Lesson created')).toBeVisible();

  const lessonOn = (day: string) => teacher.locator(`.fc-timegrid-col[data-date="${day}"] .fc-timegrid-event`, { hasText: built.className });
  for (const day of days) {
    await expect(lessonOn(day)).toHaveCount(1);
    await expect(teacher.getByTestId(`day-count-${day}`)).toHaveText(/\d+ lessons?/);
  }
  const view = teacher.getByRole('dialog', { name: built.className });

  // Edit one occurrence: 45 minutes and its own link, this lesson only.
  await lessonOn(days[1]!).click();
  await view.getByRole('button', { name: 'Edit' }).click();
  const edit = teacher.getByRole('dialog', { name: `Edit ${built.className}` });
  await expectAccessible(teacher);
  await edit.getByLabel('Duration, minutes').fill('45');
  await edit.getByLabel('Meeting link (optional)').fill('https://meet.example.com/one-occurrence');
  await expect(edit.getByRole('radio', { name: 'This lesson only' })).toBeChecked();
  await edit.getByRole('button', { name: 'Save' }).click();
  await savedPastClashes(teacher, edit);
  await expect(teacher.getByText('Lesson saved')).toBeVisible();
  await lessonOn(days[1]!).click();
  await expect(view).toContainText('45 minutes');
  await expect(view.getByRole('link', { name: 'Open the meeting' })).toHaveAttribute('href', 'https://meet.example.com/one-occurrence');
  await view.getByRole('button', { name: 'Close' }).first().click();
  await lessonOn(days[2]!).click();
  await expect(view).toContainText('60 minutes');
  // Staff see before the lesson how many lessons the student has left.
  await expect(view).toContainText(`Olena ${lastName}5 lessons left`);
  await expectAccessible(teacher);
  await view.getByRole('button', { name: 'Close' }).first().click();

  // Complete one: one lesson from the student's pack.
  await lessonOn(days[0]!).click();
  await view.getByLabel('Change the status').selectOption('completed');
  await view.getByRole('button', { name: 'Save status' }).click();
  await expect(view).toBeHidden();
  await expect(teacher.getByText('Status saved')).toBeVisible();
  await expect.poll(remaining).toBe(4);

  // A no-show charges nothing.
  await lessonOn(days[2]!).click();
  await view.getByLabel('Change the status').selectOption('noShow');
  await view.getByRole('button', { name: 'Save status' }).click();
  await expect(view).toBeHidden();
  expect(await remaining()).toBe(4);

  // Move one by keyboard: the lesson focused and opened with Enter, then the dialog's Move.
  await lessonOn(days[3]!).focus();
  await teacher.keyboard.press('Enter');
  await expect(view).toBeVisible();
  await view.getByRole('button', { name: 'Move' }).focus();
  await teacher.keyboard.press('Enter');
  const move = teacher.getByRole('dialog', { name: `Move ${built.className}` });
  await expect(move.getByLabel('New date')).toBeFocused();
  await expectAccessible(teacher);
  // Tab walks the date field's parts (month, day, year in Chromium), then reaches the time.
  const time = move.getByLabel('New time');
  for (let step = 0; step < 6 && !(await time.evaluate((element) => element === document.activeElement)); step += 1) await teacher.keyboard.press('Tab');
  await expect(time).toBeFocused();
  await move.getByLabel('New time').fill('09:30');
  await expect(move.getByRole('radio', { name: 'This lesson only' })).toBeChecked();
  await teacher.keyboard.press('Enter');
  await savedPastClashes(teacher, move, true);
  await expect(teacher.getByText('Lesson moved')).toBeVisible();
  await lessonOn(days[3]!).click();
  await expect(view).toContainText('9:30 AM');
  await view.getByRole('button', { name: 'Close' }).first().click();

  // The calendar feed: an address made, shown once, that serves the lessons.
  await teacher.getByRole('button', { name: /^(Create address|New address)$/ }).click();
  const confirmReplace = teacher.getByRole('alertdialog', { name: 'Replace the calendar address' });
  if (await confirmReplace.isVisible()) await confirmReplace.getByRole('button', { name: 'Make a new address' }).click();
  const address = await teacher.getByLabel('Your calendar address').inputValue();
  expect(address).toMatch(/\/tenant\/schedule\/feed\/[A-Za-z0-9_-]+\.ics$/);
  await expectAccessible(teacher);
  const feed = await request.get(address);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(built.className);

  // The administration's balance history names the teacher as the author of the charge.
  const admin = await personIn(browser, request, USERS.admin);
  await admin.goto(`/users/students?q=${encodeURIComponent(lastName)}`);
  await admin.getByRole('row', { name: new RegExp(lastName) }).getByRole('link', { name: `Olena ${lastName}` }).click();
  await admin.getByRole('tablist', { name: 'User details' }).getByRole('tab', { name: 'Plan history' }).click();
  const charge = admin.getByRole('table', { name: 'Balance history' }).getByRole('row').filter({ hasText: 'Lesson completed' });
  await expect(charge).toHaveCount(1);
  await expect(charge.getByRole('cell').nth(3)).toHaveText('−1');
  await expect(charge.getByRole('cell').nth(4)).toHaveText(`${teacherProfile.user.firstName} ${teacherProfile.user.lastName}`);

  // The administrator finds the four lessons in the school's schedule, in the same week.
  await admin.goto('/lessons/schedule/school');
  await expect(admin.getByRole('heading', { level: 1, name: 'School schedule' })).toBeVisible();
  await admin.locator('.fc-col-header-cell[data-date]').first().waitFor();
  // Should the week have turned during the journey, the calendar's previous-week button goes back to it.
  const shownFirstDay = admin.locator('.fc-col-header-cell[data-date]').first();
  if ((await shownFirstDay.getAttribute('data-date')) !== firstDay) await admin.locator('.fc-prev-button').click();
  await expect(shownFirstDay).toHaveAttribute('data-date', firstDay);
  const classLessons = admin.locator('.fc-timegrid-event', { hasText: built.className });
  await expect(classLessons).toHaveCount(4);

  // Narrowed to another teacher, the class's lessons go; to theirs, they come back, and the
  // address keeps the filter (a reload shows the same calendar).
  await admin.getByLabel('Teacher').selectOption({ label: 'Iryna Kovalenko' });
  await expect(classLessons).toHaveCount(0);
  await admin.getByLabel('Teacher').selectOption({ label: `${teacherProfile.user.firstName} ${teacherProfile.user.lastName}` });
  await expect(classLessons).toHaveCount(4);
  await expect(admin).toHaveURL(/[?&]teacher=[0-9a-f-]{36}/);
  await admin.reload();
  await expect(admin.getByLabel('Teacher')).toHaveValue(/^[0-9a-f-]{36}$/);
  if ((await shownFirstDay.getAttribute('data-date')) !== firstDay) await admin.locator('.fc-prev-button').click();
  await expect(classLessons).toHaveCount(4);
});
