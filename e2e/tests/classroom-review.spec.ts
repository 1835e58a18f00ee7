import { expect, test as base, type APIRequestContext } from '@playwright/test';
import { api, personIn } from '../support/classroom';
import { BASE_URL, USERS } from '../support/env';
import { tokenFor } from '../support/helpers';
import { exerciseCard } from '../support/lessons';

/**
 * The teacher reviews one student in the live classroom (issue 21): the student records a voice
 * answer with Chromium's fake microphone (and its fake permission prompt saying yes), the teacher
 * plays it from the server without reloading and comments on it; a word the student got wrong
 * appears in the teacher's side panel and goes into the student's dictionary.
 */
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });
    },
    { scope: 'worker' },
  ],
});

interface ReviewClass {
  classId: string;
  studentId: string;
  voiceId: string;
}

/** A personal class of the demo teacher for the demo student, with a lesson of a voice task and one gap. */
async function buildReviewClass(request: APIRequestContext): Promise<ReviewClass> {
  const teacherToken = await tokenFor(request, USERS.teacher);
  const studentToken = await tokenFor(request, USERS.student);
  const teacher = await api<{ user: { id: string } }>(request, teacherToken, 'get', 'auth/profile');
  const student = await api<{ user: { id: string } }>(request, studentToken, 'get', 'auth/profile');
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const course = await api<{ id: string }>(request, teacherToken, 'post', 'courses', { name: `Review ${stamp}`, description: '', courseLanguage: 'en', teachingLanguage: 'uk', level: 'a2', type: 'own' });
  const section = await api<{ id: string }>(request, teacherToken, 'post', `courses/${course.id}/sections`, { name: 'Unit 1', description: '' });
  const lesson = await api<{ id: string }>(request, teacherToken, 'post', `courses/${course.id}/sections/${section.id}/lessons`, { name: `Speaking ${stamp}`, description: '' });
  const lessonPath = `courses/${course.id}/sections/${section.id}/lessons/${lesson.id}/sections`;
  const lessonSection = await api<{ id: string }>(request, teacherToken, 'post', lessonPath, { isHomework: false });
  const exercisesPath = `${lessonPath}/${lessonSection.id}/exercises`;
  const voice = await api<{ id: string }>(request, teacherToken, 'post', exercisesPath, { type: 'voice_recording', title: 'About you', instruction: 'Say who you are.', duration: 30 });
  await api(request, teacherToken, 'post', exercisesPath, { type: 'fill_in_gaps', title: 'Zoo', instruction: 'Fill in the gap.', text: 'A tall animal: [giraffe].' });
  const klass = await api<{ id: string }>(request, teacherToken, 'post', 'classes', { name: `Review ${stamp}`, type: 'personal', teacherId: teacher.user.id, studentId: student.user.id });
  await api(request, teacherToken, 'put', `classes/${klass.id}/attach-lesson`, { lessonId: lesson.id });
  return { classId: klass.id, studentId: student.user.id, voiceId: voice.id };
}

test('a student records a voice answer in the class; the teacher plays it from the server and comments on it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const built = await buildReviewClass(request);
  const teacher = await personIn(browser, request, USERS.teacher);
  const student = await personIn(browser, request, USERS.student);
  await teacher.goto(`/classes/${built.classId}`);
  const teacherTask = exerciseCard(teacher, 'About you');
  await expect(teacherTask.getByText('Sofia has not answered yet')).toBeVisible();

  // The student records a couple of seconds and saves; the answer is stored 2 s later.
  await student.goto(`/classes/${built.classId}`);
  const task = exerciseCard(student, 'About you');
  await task.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(task.getByRole('timer')).toHaveText(/^00:0[2-9] \/ 00:30$/);
  await task.getByRole('button', { name: 'Stop' }).click();
  await task.getByRole('button', { name: 'Save the recording' }).click();
  await expect(task.getByText('Your recording is saved.')).toBeAttached();
  await expect(task.getByText('Saved', { exact: true })).toBeVisible();

  // The teacher's page shows it without a reload, as a player labelled with whose it is, whose
  // source the browser can load: a length is read from the bytes the class's own call served.
  await expect(teacherTask.getByText('Sofia has answered')).toBeVisible();
  const audio = teacherTask.locator('audio[data-voice-review-audio]');
  await expect(audio).toHaveAttribute('src', /^blob:/);
  await expect(audio).toHaveAccessibleName(/^Recording of Sofia .+ \(00:0\d\)$/);
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => (Number.isFinite(element.duration) ? element.duration : 0)))
    .toBeGreaterThan(1);
  expect(await audio.evaluate((element: HTMLAudioElement) => element.error)).toBeNull();
  await expect(audio).toBeVisible();
  // The keyboard reaches the player.
  await audio.focus();
  await expect(audio).toBeFocused();

  // Only the class may hear it: the teacher's call answers the recording, another class's student is refused.
  const teacherToken = await tokenFor(request, USERS.teacher);
  const recordingUrl = `${BASE_URL}/tenant/classes/${built.classId}/answers/${built.voiceId}/recording?studentId=${built.studentId}`;
  const heard = await request.get(recordingUrl, { headers: { Authorization: `Bearer ${teacherToken}` } });
  expect(heard.status()).toBe(200);
  expect(heard.headers()['content-type']).toBe('audio/webm');
  const outsiderToken = await tokenFor(request, 'andrii@demo.test');
  expect((await request.get(recordingUrl, { headers: { Authorization: `Bearer ${outsiderToken}` } })).status()).toBe(404);

  // The teacher comments on the recording; the student reads it.
  await teacherTask.getByRole('button', { name: 'Comments' }).click();
  await teacherTask.getByLabel('Comment', { exact: true }).fill('Clear and calm. Say a little more about your hobbies.');
  await teacherTask.getByRole('button', { name: 'Send' }).click();
  await expect(teacherTask.getByText('Clear and calm. Say a little more about your hobbies.')).toBeVisible();
  await task.getByRole('button', { name: 'Comments' }).click();
  await expect(task.getByText('Clear and calm. Say a little more about your hobbies.')).toBeVisible();
});

test('a word the student got wrong appears in the teacher’s side panel and goes into their dictionary once', async ({ browser, request }) => {
  const built = await buildReviewClass(request);
  const teacher = await personIn(browser, request, USERS.teacher);
  const student = await personIn(browser, request, USERS.student);
  await teacher.goto(`/classes/${built.classId}`);
  const panel = teacher.getByRole('region', { name: 'Incorrect words' });
  await expect(panel.getByText('Sofia has no incorrect words in this lesson.')).toBeVisible();

  await student.goto(`/classes/${built.classId}`);
  const zoo = exerciseCard(student, 'Zoo');
  await zoo.getByLabel('Gap 1').fill('elephant');
  await expect(zoo.getByText('Saved', { exact: true })).toBeVisible();

  // Without a reload: the scored answer brings the word to the panel.
  const words = panel.getByRole('list', { name: 'Words Sofia got wrong' });
  await expect(words.getByText('giraffe', { exact: true })).toBeVisible();
  await words.getByRole('button', { name: 'Add “giraffe” to the dictionary' }).click();
  await words.getByLabel('Translation of “giraffe”').fill('жирафа');
  await words.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(words.getByText('In the dictionary')).toBeVisible();
  await expect(words.getByRole('button', { name: 'Add “giraffe” to the dictionary' })).toHaveCount(0);
  await expect(teacher.getByRole('list', { name: 'Words in the dictionary' }).getByText('giraffe', { exact: true })).toBeVisible();
});
