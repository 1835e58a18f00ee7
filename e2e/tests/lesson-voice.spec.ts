import { expect, test as base } from '@playwright/test';
import { BASE_URL, USERS } from '../support/env';
import { signedIn, tokenFor } from '../support/helpers';
import { buildLesson, exerciseCard } from '../support/lessons';

// The voice_recording type of issue 10: a teacher sets the longest duration, previews the lesson
// as a student, records with the browser's microphone, saves the recording to the server and
// plays it back from there. Chromium's fake microphone (a beeping test signal) stands in for a
// real one, and its fake permission prompt says yes; both only for this file's browser.
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });
    },
    { scope: 'worker' },
  ],
});

test.describe('lesson voice recording', () => {
  test('a teacher sets the longest duration, then as a student records, pauses, saves with progress and plays the recording back from the server', async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await tokenFor(request, USERS.teacher);
    const { courseId, lessonId } = await buildLesson(request, token, 'Speaking');
    await signedIn(page, request, USERS.teacher);
    await page.goto(`/courses/${courseId}/lessons/${lessonId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Speaking' })).toBeVisible();

    // The duration: out of range is refused beside the field, then a valid one is saved.
    await page.getByRole('button', { name: 'Add exercise' }).click();
    await page.getByRole('dialog', { name: 'Choose the type of exercise' }).locator('[data-type="voice_recording"]').click();
    const editor = page.locator('[data-exercise-editor="voice_recording"]');
    await expect(editor).toBeVisible();
    await editor.getByLabel('Title', { exact: true }).fill('About me');
    const duration = editor.getByLabel('Longest recording (seconds)', { exact: true });
    await expect(duration).toHaveValue('60');
    await duration.fill('3');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Set the longest recording from 5 to 600 seconds')).toBeVisible();
    await expect(duration).toHaveAttribute('aria-invalid', 'true');
    await duration.fill('8');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(exerciseCard(page, 'About me')).toBeVisible();

    // As a student sees it.
    await page.getByRole('button', { name: 'Preview as student' }).click();
    await expect(page.getByText('You see this lesson as a student sees it.')).toBeVisible();
    const task = exerciseCard(page, 'About me');
    await expect(task.getByText('You can record up to 00:08.')).toBeVisible();
    const timer = task.getByRole('timer');
    await expect(timer).toHaveText('00:00 / 00:08');

    await task.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(task.getByRole('button', { name: 'Pause' })).toBeFocused();
    // Conditions, not sleeps: "at least a second", whatever second the poll happens to see.
    await expect(timer).toHaveText(/^00:0[1-7] \/ 00:08$/);
    await task.getByRole('button', { name: 'Pause' }).click();
    await expect(task.getByText('Paused', { exact: true })).toBeVisible();
    const paused = await timer.textContent();
    await task.getByRole('button', { name: 'Resume' }).click();
    await expect(timer).not.toHaveText(paused ?? '');
    await expect(timer).toHaveText(/^00:0[2-7] \/ 00:08$/);
    await task.getByRole('button', { name: 'Stop' }).click();
    await expect(task.locator('[data-announcer]')).toHaveText(/^Recorded 00:0[2-8]\. Save it or record again\./);

    // Saving is held at the door until its progress bar has been seen, then reaches the real server.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/tenant/files/recordings', async (route) => {
      await held;
      await route.continue();
    });
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/tenant/files/recordings') && response.request().method() === 'POST');
    await task.getByRole('button', { name: 'Save the recording' }).click();
    await expect(task.getByRole('progressbar', { name: 'Saving the recording' })).toBeVisible();
    release();
    const stored = (await (await uploaded).json()) as { data: { url: string; contentType: string } };
    expect(stored.data.contentType).toBe('audio/webm');
    await page.unroute('**/tenant/files/recordings');
    await expect(task.getByRole('progressbar')).toHaveCount(0);
    await expect(task.locator('[data-announcer]')).toHaveText('Your recording is saved.');

    // The playback is the stored file, served by the server as audio, and the browser reads a length from it.
    const playback = task.locator('audio[data-voice-playback]');
    await expect(playback).toHaveAttribute('src', stored.data.url);
    expect(stored.data.url).toMatch(/^\/tenant\/files\/[0-9a-f-]{36}$/);
    const served = await request.get(`${BASE_URL}${stored.data.url}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('audio/webm');
    expect((await served.body()).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    await expect
      .poll(() => playback.evaluate((audio: HTMLAudioElement) => (Number.isFinite(audio.duration) ? audio.duration : 0)))
      .toBeGreaterThan(1);
    await expect(task.getByRole('button', { name: 'Record again' })).toBeVisible();
  });
});
