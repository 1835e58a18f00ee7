import type { AccessStatus, ClassObject, OpenMaterials, StoredAnswer } from '@school/shared/contracts';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { attachLesson, buildClassroomWorld, createClass, errorOf, type ClassroomWorld } from '../../test/classroom-kit.js';
import { createLessonSection } from '../../test/structure-kit.js';
import { eventsAfter } from './classes.repository.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASES)('lesson and section access on %s', (kind) => {
  const t = useTestApp(kind);
  let w: ClassroomWorld;
  /** The A1 group (Sofia and Andrii), working on the first lesson. */
  let group: ClassObject;
  /** A group class whose group has nobody in it. */
  let emptyClass: ClassObject;
  /** Maria's personal class: a student of another class. */
  let mariaClass: ClassObject;
  let secondExercise: string;
  let extraSectionId: string;

  beforeAll(async () => {
    w = await buildClassroomWorld(t);
    group = await createClass(t, w.tokens.teacher, { name: 'A1 access class', type: 'group', teacherId: w.ids.teacher, groupId: w.groupA1 });
    await attachLesson(t, w.tokens.teacher, group.id, w.place.lesson.id);
    const newGroup = await t.request('POST', '/tenant/groups', { token: w.tokens.admin, body: { name: 'Nobody yet' } });
    const emptyGroupId = body<{ data: { id: string } }>(newGroup).data.id;
    emptyClass = await createClass(t, w.tokens.teacher, { name: 'Empty class', type: 'group', teacherId: w.ids.teacher, groupId: emptyGroupId });
    mariaClass = await createClass(t, w.tokens.teacher, { name: 'Maria alone', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.maria });
    await attachLesson(t, w.tokens.teacher, mariaClass.id, w.place.lesson.id);
    const teacherView = body<{ data: ClassObject }>(await t.request('GET', `/tenant/classes/${group.id}?lessonId=${w.secondLesson.lesson.id}`, { token: w.tokens.teacher })).data;
    secondExercise = teacherView.courseLesson?.sections[0]?.exercises[0]?.id ?? '';
    // A second lesson section of the second lesson, to grant alone.
    const extra = await createLessonSection(t, w.tokens.admin, w.secondLesson.lesson);
    extraSectionId = extra.id;
  });

  const classUrl = (classId = group.id) => `/tenant/classes/${classId}`;
  const grantLesson = (token: string | undefined, lessonId: string, classId = group.id) =>
    t.request('POST', `${classUrl(classId)}/lesson-access`, { token, lang: 'en', body: { lessonId } });
  const revokeLesson = (token: string | undefined, lessonId: string, classId = group.id) => t.request('DELETE', `${classUrl(classId)}/lesson-access/${lessonId}`, { token, lang: 'en' });
  const grantSection = (token: string | undefined, sectionId: string, classId = group.id) =>
    t.request('POST', `${classUrl(classId)}/section-access`, { token, lang: 'en', body: { sectionId } });
  const revokeSection = (token: string | undefined, sectionId: string, classId = group.id) => t.request('DELETE', `${classUrl(classId)}/section-access/${sectionId}`, { token, lang: 'en' });
  const status = (token: string | undefined, query: string, classId = group.id) => t.request('GET', `${classUrl(classId)}/access-status?${query}`, { token, lang: 'en' });
  const statusOf = async (query: string) => body<{ data: AccessStatus }>(await status(w.tokens.teacher, query)).data;
  const openLesson = (token: string, lessonId: string, classId = group.id) => t.request('GET', `${classUrl(classId)}?lessonId=${lessonId}`, { token, lang: 'en' });
  const save = (token: string, exerciseId: string, revision: number, classId = group.id) =>
    t.request('PUT', `${classUrl(classId)}/answers/${exerciseId}`, { token, lang: 'en', body: { items: [true] }, headers: { 'x-answer-revision': String(revision) } });
  const accessEvents = async (classId = group.id) => (await eventsAfter(t.app.db.system, classId, 0)).filter((event) => event.type === 'access').map((event) => event.data);

  it('keeps an ungranted lesson closed to a student: 403 with the reason, no answers', async () => {
    const closed = await openLesson(w.tokens.student, w.secondLesson.lesson.id);
    expect(closed.statusCode).toBe(403);
    expect(errorOf(closed).message).toBe('This lesson is not open to you');
    expect((await save(w.tokens.student, secondExercise, 1)).statusCode).toBe(400);
    expect(await statusOf(`lessonId=${w.secondLesson.lesson.id}&sectionId=${w.secondLesson.lessonSection.id}`)).toEqual({ lessonAccess: false, sectionAccess: false });
    expect(body<{ data: OpenMaterials }>(await t.request('GET', `${classUrl()}/access`, { token: w.tokens.student })).data).toEqual([]);
  });

  it('grants a lesson to every student: they open it (student copies), answer it, see it listed; the teacher sees the status', async () => {
    const granted = await grantLesson(w.tokens.teacher, w.secondLesson.lesson.id);
    expect(granted.statusCode).toBe(200);
    expect(body<{ data: AccessStatus }>(granted).data).toEqual({ lessonAccess: true, sectionAccess: false });
    // Granting again changes nothing and says the same.
    expect(body<{ data: AccessStatus }>(await grantLesson(w.tokens.teacher, w.secondLesson.lesson.id)).data.lessonAccess).toBe(true);
    expect(await statusOf(`lessonId=${w.secondLesson.lesson.id}&sectionId=${w.secondLesson.lessonSection.id}`)).toEqual({ lessonAccess: true, sectionAccess: true });

    for (const token of [w.tokens.student, w.tokens.andrii]) {
      const opened = await openLesson(token, w.secondLesson.lesson.id);
      expect(opened.statusCode).toBe(200);
      const view = body<{ data: ClassObject }>(opened).data;
      expect(view.courseLesson?.id).toBe(w.secondLesson.lesson.id);
      const exercise = view.courseLesson?.sections[0]?.exercises[0] as Record<string, unknown> | undefined;
      expect(exercise?.id).toBe(secondExercise);
      // A student copy: the statements without the correct flags.
      expect(JSON.stringify(exercise)).not.toContain('"correct"');
    }
    const first = await save(w.tokens.student, secondExercise, 1);
    expect(first.statusCode).toBe(200);
    expect(body<{ data: StoredAnswer }>(first).data.score).toEqual({ correct: 1, total: 1, items: [true] });
    // The second save takes the one-statement path (the exercise is known now): it opens it too.
    expect((await save(w.tokens.student, secondExercise, 2)).statusCode).toBe(200);

    const open = body<{ data: OpenMaterials }>(await t.request('GET', `${classUrl()}/access`, { token: w.tokens.student })).data;
    expect(open).toEqual([
      { lessonId: w.secondLesson.lesson.id, lessonName: w.secondLesson.lesson.name, courseId: w.secondLesson.course.id, courseName: 'Second course', whole: true, sections: [] },
    ]);
    // Maria's class was not granted anything.
    expect((await openLesson(w.tokens.maria, w.secondLesson.lesson.id, mariaClass.id)).statusCode).toBe(403);
    expect(await accessEvents()).toEqual([{ lessonId: w.secondLesson.lesson.id, sectionId: null, granted: true }]);
  });

  it('revokes it: the student is refused again (the class, both answer paths) and it leaves the list', async () => {
    const revoked = await revokeLesson(w.tokens.teacher, w.secondLesson.lesson.id);
    expect(revoked.statusCode).toBe(200);
    expect(body<{ data: AccessStatus }>(revoked).data).toEqual({ lessonAccess: false, sectionAccess: false });
    expect((await openLesson(w.tokens.student, w.secondLesson.lesson.id)).statusCode).toBe(403);
    const refused = await save(w.tokens.student, secondExercise, 3);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe('This exercise is not in the class’s lesson');
    expect(body<{ data: OpenMaterials }>(await t.request('GET', `${classUrl()}/access`, { token: w.tokens.student })).data).toEqual([]);
    // Revoking what is not granted is harmless.
    expect((await revokeLesson(w.tokens.teacher, w.secondLesson.lesson.id)).statusCode).toBe(200);
    expect((await accessEvents()).at(-1)).toEqual({ lessonId: w.secondLesson.lesson.id, sectionId: null, granted: false });
    expect(await accessEvents()).toHaveLength(2);
  });

  it('grants one section: the student gets only that section of the lesson and answers only there', async () => {
    const granted = await grantSection(w.tokens.teacher, w.secondLesson.lessonSection.id);
    expect(granted.statusCode).toBe(200);
    expect(body<{ data: AccessStatus }>(granted).data).toEqual({ lessonAccess: false, sectionAccess: true });
    expect(await statusOf(`sectionId=${extraSectionId}`)).toEqual({ lessonAccess: false, sectionAccess: false });
    const view = body<{ data: ClassObject }>(await openLesson(w.tokens.student, w.secondLesson.lesson.id)).data;
    expect(view.courseLesson?.sections.map((section) => section.id)).toEqual([w.secondLesson.lessonSection.id]);
    expect((await save(w.tokens.student, secondExercise, 4)).statusCode).toBe(200);
    const open = body<{ data: OpenMaterials }>(await t.request('GET', `${classUrl()}/access`, { token: w.tokens.andrii })).data;
    expect(open).toEqual([expect.objectContaining({ lessonId: w.secondLesson.lesson.id, whole: false, sections: [{ id: w.secondLesson.lessonSection.id, position: expect.any(Number), isHomework: false }] })]);

    const revoked = await revokeSection(w.tokens.teacher, w.secondLesson.lessonSection.id);
    expect(body<{ data: AccessStatus }>(revoked).data).toEqual({ lessonAccess: false, sectionAccess: false });
    expect((await openLesson(w.tokens.student, w.secondLesson.lesson.id)).statusCode).toBe(403);
    expect((await save(w.tokens.student, secondExercise, 5)).statusCode).toBe(400);
    expect((await accessEvents()).slice(-2)).toEqual([
      { lessonId: w.secondLesson.lesson.id, sectionId: w.secondLesson.lessonSection.id, granted: true },
      { lessonId: w.secondLesson.lesson.id, sectionId: w.secondLesson.lessonSection.id, granted: false },
    ]);
  });

  it('lets an administrator manage access too', async () => {
    expect((await grantLesson(w.tokens.admin, w.secondLesson.lesson.id)).statusCode).toBe(200);
    expect((await status(w.tokens.admin, `lessonId=${w.secondLesson.lesson.id}`)).statusCode).toBe(200);
    expect((await revokeLesson(w.tokens.admin, w.secondLesson.lesson.id)).statusCode).toBe(200);
  });

  it('answers 400 when the class has no students, with the spec’s message', async () => {
    const lesson = await grantLesson(w.tokens.teacher, w.secondLesson.lesson.id, emptyClass.id);
    expect(lesson.statusCode).toBe(400);
    expect(errorOf(lesson)).toMatchObject({ statusCode: 400, code: expect.any(String), message: 'There are no students in the class to grant access to' });
    expect((await grantSection(w.tokens.teacher, w.secondLesson.lessonSection.id, emptyClass.id)).statusCode).toBe(400);
  });

  it('answers 404 for a missing class, lesson or section, 400 for a malformed id', async () => {
    expect((await grantLesson(w.tokens.teacher, w.secondLesson.lesson.id, MISSING_ID)).statusCode).toBe(404);
    const lesson = await grantLesson(w.tokens.teacher, MISSING_ID);
    expect(lesson.statusCode).toBe(404);
    expect(errorOf(lesson).fieldErrors).toEqual({ lessonId: ['Lesson not found'] });
    expect((await grantSection(w.tokens.teacher, MISSING_ID)).statusCode).toBe(404);
    expect((await revokeLesson(w.tokens.teacher, MISSING_ID)).statusCode).toBe(404);
    expect((await revokeSection(w.tokens.teacher, MISSING_ID)).statusCode).toBe(404);
    expect((await status(w.tokens.teacher, `lessonId=${MISSING_ID}`)).statusCode).toBe(404);
    expect((await status(w.tokens.teacher, `sectionId=${MISSING_ID}`)).statusCode).toBe(404);
    expect((await status(w.tokens.teacher, '', MISSING_ID)).statusCode).toBe(404);
    expect((await grantLesson(w.tokens.teacher, 'nope')).statusCode).toBe(400);
    expect((await t.request('POST', `${classUrl()}/lesson-access`, { token: w.tokens.teacher, body: {} })).statusCode).toBe(400);
    expect((await status(w.tokens.teacher, 'lessonId=nope')).statusCode).toBe(400);
  });

  it('needs a token (401), the class’s teacher (a student of it 403), and hides the class from everyone else (404)', async () => {
    const lessonId = w.secondLesson.lesson.id;
    const sectionId = w.secondLesson.lessonSection.id;
    const calls = [
      (token: string | undefined) => grantLesson(token, lessonId),
      (token: string | undefined) => revokeLesson(token, lessonId),
      (token: string | undefined) => grantSection(token, sectionId),
      (token: string | undefined) => revokeSection(token, sectionId),
      (token: string | undefined) => status(token, `lessonId=${lessonId}`),
    ];
    for (const call of calls) {
      expect((await call(undefined)).statusCode).toBe(401);
      const student = await call(w.tokens.student);
      expect(student.statusCode).toBe(403);
      expect(errorOf(student).message).toBe('Only teachers can manage access');
      // A student of another class, another teacher, staff without rights, another school.
      for (const token of [w.tokens.maria, w.tokens.iryna, w.tokens.manager, w.tokens.other]) expect((await call(token)).statusCode).toBe(404);
    }
    expect((await t.request('GET', `${classUrl()}/access`)).statusCode).toBe(401);
    for (const token of [w.tokens.maria, w.tokens.other]) expect((await t.request('GET', `${classUrl()}/access`, { token })).statusCode).toBe(404);
    // Another school's token cannot grant into its own school's view of this lesson either.
    expect(await statusOf(`lessonId=${lessonId}`)).toEqual({ lessonAccess: false, sectionAccess: false });
  });

  it('follows the group: a student who joins later gets what is open, one who leaves loses it', async () => {
    expect((await grantLesson(w.tokens.teacher, w.secondLesson.lesson.id)).statusCode).toBe(200);
    expect((await t.request('POST', `/tenant/groups/${w.groupA1}/users`, { token: w.tokens.admin, body: { userId: w.ids.maria } })).statusCode).toBeLessThan(300);
    expect((await openLesson(w.tokens.maria, w.secondLesson.lesson.id)).statusCode).toBe(200);
    expect((await t.request('DELETE', `/tenant/groups/${w.groupA1}/users`, { token: w.tokens.admin, body: { userId: w.ids.maria } })).statusCode).toBeLessThan(300);
    expect((await openLesson(w.tokens.maria, w.secondLesson.lesson.id)).statusCode).toBe(404);
    expect((await revokeLesson(w.tokens.teacher, w.secondLesson.lesson.id)).statusCode).toBe(200);
  });
  it('lets a member read course content only through their classes: the course lists, the lesson, the granted section', async () => {
    const second = w.secondLesson;
    const sectionsOfLesson = `/tenant/courses/${second.course.id}/sections/${second.section.id}/lessons/${second.lesson.id}/sections`;
    const courseIds = async (token: string) => body<{ data: { id: string }[] }>(await t.request('GET', '/tenant/courses', { token })).data.map((course) => course.id);
    // Nothing of the second course is open: it is not listed and does not exist for them.
    expect(await courseIds(w.tokens.andrii)).toContain(w.place.course.id);
    expect(await courseIds(w.tokens.andrii)).not.toContain(second.course.id);
    expect((await t.request('GET', `/tenant/courses/${second.course.id}`, { token: w.tokens.andrii })).statusCode).toBe(404);
    expect((await t.request('GET', sectionsOfLesson, { token: w.tokens.andrii })).statusCode).toBe(404);
    expect(await courseIds(w.tokens.teacher)).toContain(second.course.id);

    expect((await grantSection(w.tokens.teacher, second.lessonSection.id)).statusCode).toBe(200);
    expect(await courseIds(w.tokens.andrii)).toContain(second.course.id);
    const listed = body<{ data: { id: string }[] }>(await t.request('GET', sectionsOfLesson, { token: w.tokens.andrii })).data;
    expect(listed.map((section) => section.id)).toEqual([second.lessonSection.id]);
    expect((await t.request('GET', `${sectionsOfLesson}/${second.lessonSection.id}`, { token: w.tokens.andrii })).statusCode).toBe(200);
    const closed = await t.request('GET', `${sectionsOfLesson}/${extraSectionId}`, { token: w.tokens.andrii, lang: 'en' });
    expect(closed.statusCode).toBe(403);
    expect(errorOf(closed).message).toBe('This lesson is not open to you');
    expect((await t.request('GET', `${sectionsOfLesson}/${extraSectionId}/exercises`, { token: w.tokens.andrii })).statusCode).toBe(403);
    expect((await t.request('GET', `${sectionsOfLesson}/${extraSectionId}`, { token: w.tokens.teacher })).statusCode).toBe(200);
    expect((await revokeSection(w.tokens.teacher, second.lessonSection.id)).statusCode).toBe(200);
    expect((await t.request('GET', `${sectionsOfLesson}/${second.lessonSection.id}`, { token: w.tokens.andrii })).statusCode).toBe(404);

    // An exercise hidden in their class stays hidden on the course's lesson page too.
    const placeSection = `/tenant/courses/${w.place.course.id}/sections/${w.place.section.id}/lessons/${w.place.lesson.id}/sections/${w.place.lessonSection.id}`;
    const hiddenId = w.exercises.article.id;
    expect((await t.request('PUT', `${classUrl()}/exercises/${hiddenId}/toggle-visibility`, { token: w.tokens.teacher })).statusCode).toBe(200);
    const read = body<{ data: { exercises: { id: string }[] } }>(await t.request('GET', placeSection, { token: w.tokens.andrii })).data;
    expect(read.exercises.map((exercise) => exercise.id)).not.toContain(hiddenId);
    expect((await t.request('GET', `${placeSection}/exercises/${hiddenId}`, { token: w.tokens.andrii })).statusCode).toBe(404);
    expect((await t.request('PUT', `${classUrl()}/exercises/${hiddenId}/toggle-visibility`, { token: w.tokens.teacher })).statusCode).toBe(200);
    expect(body<{ data: { exercises: { id: string }[] } }>(await t.request('GET', placeSection, { token: w.tokens.andrii })).data.exercises.map((exercise) => exercise.id)).toContain(hiddenId);
  });
});
