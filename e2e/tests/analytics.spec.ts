import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signedIn, tokenFor } from '../support/helpers';
import { BASE_URL, USERS } from '../support/env';
import { describeViolations, presetTheme, seriousAxeViolations } from '../support/shell-helpers';

/**
 * Issue 23's analytics over the real server, database and browser: staff open /analytics from the
 * sidebar and see the school's figures, charts and the table of the days; a student joins, pays and
 * has a lesson completed today (through the API), and the page shows all three; weeks for three
 * and six months; the chart library is fetched on this page only; a student is refused.
 */

// Each run has a fresh database; the suffix keeps names unique if the spec is repeated on one.
const run = Math.random().toString(36).slice(2, 8);
/** A distinctive payment: 1,234.56 UAH. */
const PAID_MINOR = 123456;
/** recharts' own class name: present in its code, so a script holding it holds the library. */
const CHART_LIBRARY_MARK = 'recharts-wrapper';

type Json = Record<string, unknown>;

/** The browser's today (the page's buckets are its days) and today at noon there, as an instant. */
async function browserToday(page: Page): Promise<{ day: string; noon: string; label: string }> {
  return page.evaluate(() => {
    const now = new Date();
    const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const noon = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12).toISOString();
    const label = new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { timeZone: 'UTC' });
    return { day, noon, label };
  });
}

async function call(request: APIRequestContext, token: string, method: 'get' | 'post' | 'put' | 'patch', url: string, data?: Json): Promise<Json> {
  const response = await request[method](`${BASE_URL}/tenant/${url}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: Json }).data;
}

/**
 * A new student with a UAH pack paid today (1,234.56 taken in cash) and a one-to-one lesson today at
 * noon that the teacher marked completed (charged from that pack, so it counts as paid).
 */
async function studentWhoPaidAndHadALesson(request: APIRequestContext, today: { day: string; noon: string }): Promise<void> {
  const admin = await tokenFor(request, USERS.admin);
  const teacher = await tokenFor(request, USERS.teacher);
  const student = await call(request, admin, 'post', 'users', { type: 'students', firstName: 'Olena', lastName: `Payer${run}`, email: `olena.${run}@demo.test`, password: 'learn12345' });
  const plans = (await call(request, admin, 'get', 'school/plans')) as unknown as { currency: string; packs: { id: string }[] }[];
  const pack = plans.find((plan) => plan.currency === 'UAH')?.packs[0];
  expect(pack).toBeDefined();
  const assigned = await call(request, admin, 'post', `users/${student.id as string}/plans`, { planPackId: pack?.id });
  await call(request, admin, 'patch', `users/${student.id as string}/plans/${assigned.id as string}`, { action: 'pay', paidAmount: PAID_MINOR, paidOn: today.day, method: 'cash' });
  const me = await call(request, teacher, 'get', 'user');
  const lessonClass = await call(request, teacher, 'post', 'classes', { name: `Olena ${run}, one-to-one`, type: 'personal', teacherId: me.id, studentId: student.id });
  const lesson = await call(request, teacher, 'post', 'schedule/my', { classId: lessonClass.id, startsAt: today.noon, durationMinutes: 60, timeZone: 'UTC' });
  const done = await call(request, teacher, 'put', `schedule/${lesson.id as string}`, {
    classId: lesson.classId,
    startsAt: lesson.startsAt,
    durationMinutes: lesson.durationMinutes,
    timeZone: lesson.timeZone,
    meetingLink: lesson.meetingLink,
    status: 'completed',
  });
  expect(done.charges).toEqual({ charged: [student.id], notCharged: [] });
}

/** The figures of one row of the table: planned, completed, canceled, paid, unpaid, revenue. */
async function rowOf(table: Locator, label: string): Promise<string[]> {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) });
  await expect(row).toHaveCount(1);
  return (await row.getByRole('cell').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** Minor units of UAH in a money text such as "UAH 1,234.56, $50.00" (0 when absent). */
const uahIn = (text: string) => {
  const match = /UAH\s?([\d,]+)\.(\d{2})/.exec(text.replace(/\s+/g, ' '));
  return match ? Number(`${match[1]?.replace(/,/g, '')}${match[2]}`) : 0;
};

/** Every script the page fetched until now, with whether it holds the chart library. */
function scriptsOf(page: Page): () => Promise<{ url: string; chart: boolean }[]> {
  const seen: Promise<{ url: string; chart: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    seen.push(response.text().then((text) => ({ url: response.url(), chart: text.includes(CHART_LIBRARY_MARK) })).catch(() => ({ url: response.url(), chart: false })));
  });
  return () => Promise.all(seen);
}

test('staff see figures, charts with their table, a new payment and a completed lesson, by day and by week; the chart library loads on this page only', async ({ browser, page, request }) => {
  await signedIn(page, request, USERS.admin);
  const scripts = scriptsOf(page);
  // Another page of the same remote first: the chart library is not part of it.
  await page.goto('/users/students');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect((await scripts()).filter((script) => script.chart)).toEqual([]);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Analytics' })).toBeVisible();
  const byDay = page.getByRole('table', { name: 'Lessons and revenue by day' });
  await expect(byDay).toBeVisible();
  // A header row and 30 days.
  await expect(byDay.getByRole('row')).toHaveCount(31);
  // The charts: a labelled region of figures, each described by the table.
  const charts = page.getByRole('region', { name: 'Charts' });
  // The chart chunk is the page's largest script: on a busy machine it may take a while.
  await expect(charts.getByRole('figure', { name: 'Lessons by status' })).toBeVisible({ timeout: 30_000 });
  await expect(charts.getByRole('figure', { name: 'Paid and unpaid lessons' })).toBeVisible();
  // The drawn chart, reachable by keyboard (recharts' layer: arrow keys move the tooltip).
  const drawn = charts.getByRole('figure', { name: 'Lessons by status' }).getByRole('application', { name: 'Lessons by status' });
  await expect(drawn).toBeVisible();
  await expect(drawn).toHaveAttribute('tabindex', '0');
  const tableId = await byDay.getAttribute('id');
  expect(tableId).toBeTruthy();
  for (const figure of await charts.getByRole('figure').all()) await expect(figure).toHaveAttribute('aria-describedby', tableId ?? '');
  expect((await scripts()).filter((script) => script.chart)).toHaveLength(1);
  const problems = await seriousAxeViolations(page);
  expect(problems, describeViolations(problems)).toEqual([]);

  // What the page said before: the summary and today's row.
  const today = await browserToday(page);
  const figure = (name: string) => page.getByText(name, { exact: true }).locator('xpath=following-sibling::dd[1]');
  const studentsBefore = Number(await figure('Students').textContent());
  const revenueBefore = uahIn((await figure('Revenue').textContent()) ?? '');
  const [planned, completed, canceled, paid, unpaid, revenue] = await rowOf(byDay, today.label);

  await studentWhoPaidAndHadALesson(request, today);
  await page.reload();
  await expect(byDay).toBeVisible();
  await expect(figure('Students')).toHaveText(String(studentsBefore + 1));
  await expect.poll(async () => uahIn((await figure('Revenue').textContent()) ?? '')).toBe(revenueBefore + PAID_MINOR);
  const after = await rowOf(byDay, today.label);
  expect(after.slice(0, 5)).toEqual([planned, String(Number(completed) + 1), canceled, String(Number(paid) + 1), unpaid]);
  expect(uahIn(after[5] ?? '')).toBe(uahIn(revenue ?? '') + PAID_MINOR);
  await expect(charts.getByRole('figure', { name: 'Revenue, UAH' })).toBeVisible();

  // Three months, then six: weeks, the same region and its table.
  await page.getByLabel('Range').selectOption({ label: '3 months' });
  const byWeek = page.getByRole('table', { name: 'Lessons and revenue by week' });
  await expect(byWeek).toBeVisible();
  const threeMonths = await byWeek.getByRole('row').count();
  expect(threeMonths).toBeGreaterThanOrEqual(14);
  await expect(charts.getByRole('figure', { name: 'Lessons by status' })).toBeVisible();
  await page.getByLabel('Range').selectOption({ label: '6 months' });
  await expect.poll(() => byWeek.getByRole('row').count()).toBeGreaterThan(threeMonths);
  await expect(charts.getByRole('figure', { name: 'Paid and unpaid lessons' })).toBeVisible();

  // A fresh context: the admin's token stays in the first page's storage.
  const studentPage = await browser.newPage();
  await signedIn(studentPage, request, USERS.student);
  await studentPage.goto('/analytics');
  await expect(studentPage).toHaveURL(/\/access-denied$/);
  await studentPage.close();
});

test('the charts take the shell’s theme: green, dark', async ({ page, request }) => {
  await presetTheme(page, 'green', 'dark');
  await signedIn(page, request, USERS.admin);
  await page.goto('/analytics');
  await expect(page.locator('html')).toHaveAttribute('data-theme-mode', 'dark');
  const charts = page.getByRole('region', { name: 'Charts' });
  // The chart chunk is the page's largest script: on a busy machine it may take a while.
  await expect(charts.getByRole('application', { name: 'Lessons by status' })).toBeVisible({ timeout: 30_000 });
  // The legend's swatches are the series' colours from the theme: dark focus, success and danger.
  const swatch = (name: string) => charts.getByRole('img', { name: `${name} legend icon` }).locator('path').first();
  await expect(swatch('Planned')).toHaveAttribute('fill', '#ffd166');
  await expect(swatch('Completed')).toHaveAttribute('fill', '#6ee7a8');
  await expect(swatch('Unpaid')).toHaveAttribute('fill', '#ff8a8a');
  const problems = await seriousAxeViolations(page);
  expect(problems, describeViolations(problems)).toEqual([]);
});
