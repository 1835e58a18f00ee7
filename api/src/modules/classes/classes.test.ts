import type { ClassObject, ClassSummary, MaterialsHistoryItem, PaginationMeta } from '@school/shared/contracts';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { attachLesson, buildClassroomWorld, createClass, errorOf, type ClassroomWorld } from '../../test/classroom-kit.js';

type One = { data: ClassObject };
type Page = { data: ClassSummary[]; meta: PaginationMeta };

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DATABASES)('classes on %s', (kind) => {
  const t = useTestApp(kind);
  let w: ClassroomWorld;
  /** Taras's personal class for Sofia and his group class for the A1 group, with the lesson attached. */
  let personal: ClassObject;
  let group: ClassObject;

  beforeAll(async () => {
    w = await buildClassroomWorld(t);
    personal = await createClass(t, w.tokens.admin, { name: 'Sofia, B1', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.student });
    group = await createClass(t, w.tokens.teacher, { name: 'A1 evening class', type: 'group', teacherId: w.ids.teacher, groupId: w.groupA1, roomUrl: 'https://meet.example.com/a1' });
    await attachLesson(t, w.tokens.teacher, group.id, w.place.lesson.id);
  });

  describe('POST classes', () => {
    it('creates personal and group classes with their students, teacher and plan', async () => {
      expect(personal).toMatchObject({
        name: 'Sofia, B1',
        type: 'personal',
        teacher: { id: w.ids.teacher, firstName: 'Taras', lastName: 'Teacher' },
        student: { id: w.ids.student, firstName: 'Sofia' },
        group: null,
        students: [{ id: w.ids.student, firstName: 'Sofia', lastName: 'Student' }],
        roomUrl: null,
        isReadOnly: true,
        accessType: 'admin',
        courseLesson: null,
        schoolPlan: null,
      });
      expect(group).toMatchObject({ type: 'group', group: { id: w.groupA1 }, student: null, roomUrl: 'https://meet.example.com/a1', accessType: 'teacher', isReadOnly: false });
      expect(group.students.map((s) => s.firstName)).toEqual(['Andrii', 'Sofia']);
      const plans = body<{ data: { id: string; name: string }[] }>(await t.request('GET', '/tenant/school/plans', { token: w.tokens.admin })).data;
      const withPlan = await createClass(t, w.tokens.admin, {
        name: 'With plan',
        type: 'personal',
        teacherId: w.ids.iryna,
        studentId: w.ids.andrii,
        schoolPlanId: plans[0]?.id,
      });
      expect(withPlan.schoolPlan).toEqual({ id: plans[0]?.id, name: plans[0]?.name });
    });

    it('answers 400 per broken field, never 5xx', async () => {
      const cases: [unknown, Record<string, string[]>][] = [
        [{ name: 'x', type: 'online', teacherId: 'me' }, { name: ['Must be at least 2 characters'], type: ['Choose personal or group'], teacherId: ['Invalid identifier'] }],
        [{ name: 'Personal', type: 'personal', teacherId: w.ids.teacher }, { studentId: ['This field is required'] }],
        [{ name: 'Group', type: 'group', teacherId: w.ids.teacher, groupId: w.groupA1, studentId: w.ids.student }, { studentId: ['Leave this empty for this type of class'] }],
        [{ name: 'Personal', type: 'personal', teacherId: w.ids.manager, studentId: w.ids.student }, { teacherId: ['Choose a teacher of the school'] }],
        [{ name: 'Personal', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.teacher }, { studentId: ['Choose a student of the school'] }],
        [{ name: 'Personal', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.other }, { studentId: ['Choose a student of the school'] }],
        [{ name: 'Group', type: 'group', teacherId: w.ids.teacher, groupId: MISSING_ID }, { groupId: ['Group not found'] }],
        [{ name: 'Personal', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.student, schoolPlanId: MISSING_ID }, { schoolPlanId: ['Plan not found'] }],
        [{ name: 'Link', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.student, roomUrl: 'javascript:alert(1)' }, { roomUrl: ['Enter a link starting with http:// or https://'] }],
        [{ name: 'Bad\u0000name', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.student }, { name: ['The text contains control characters that are not allowed'] }],
      ];
      for (const [payload, fieldErrors] of cases) {
        const response = await t.request('POST', '/tenant/classes', { token: w.tokens.admin, lang: 'en', body: payload });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).fieldErrors).toEqual(fieldErrors);
      }
      const surrogate = await t.request('POST', '/tenant/classes', {
        token: w.tokens.admin,
        lang: 'en',
        headers: { 'content-type': 'application/json' },
        payload: `{"name":"\\ud83d class","type":"personal","teacherId":"${w.ids.teacher}","studentId":"${w.ids.student}"}`,
      });
      expect(surrogate.statusCode).toBe(400);
      expect(errorOf(surrogate).fieldErrors?.name?.[0]).toMatch(/broken character/);
      expect((await t.request('POST', '/tenant/classes', { token: w.tokens.admin, headers: { 'content-type': 'application/json' }, payload: '{"name":' })).statusCode).toBe(400);
    });

    it('lets a teacher create only classes they teach, and refuses members, other staff and strangers', async () => {
      const forIryna = await t.request('POST', '/tenant/classes', {
        token: w.tokens.teacher,
        lang: 'en',
        body: { name: 'Not mine', type: 'personal', teacherId: w.ids.iryna, studentId: w.ids.student },
      });
      expect(forIryna.statusCode).toBe(403);
      expect(errorOf(forIryna).message).toBe('A teacher can only create classes they teach');
      const input = { name: 'Nope', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.student };
      expect((await t.request('POST', '/tenant/classes', { body: input })).statusCode).toBe(401);
      for (const token of [w.tokens.student, w.tokens.manager]) expect((await t.request('POST', '/tenant/classes', { token, body: input })).statusCode).toBe(403);
      // Another school's administrator cannot use this school's people.
      const other = await t.request('POST', '/tenant/classes', { token: w.tokens.other, lang: 'en', body: input });
      expect(other.statusCode).toBe(400);
      expect(errorOf(other).fieldErrors).toMatchObject({ teacherId: ['Choose a teacher of the school'] });
    });
  });

  describe('GET classes and classes/my', () => {
    it('pages the school’s classes for admin-access, with search, teacher and type filters', async () => {
      const page = body<Page>(await t.request('GET', '/tenant/classes?limit=2', { token: w.tokens.admin }));
      expect(page.meta.pagination).toMatchObject({ page: 1, limit: 2 });
      expect(page.meta.pagination.total).toBeGreaterThanOrEqual(3);
      expect(page.data).toHaveLength(2);
      const found = body<Page>(await t.request('GET', '/tenant/classes?q=a1%20EVEN', { token: w.tokens.admin }));
      expect(found.data.map((row) => row.name)).toEqual(['A1 evening class']);
      expect(found.data[0]?.courseLesson).toEqual({
        id: w.place.lesson.id,
        name: w.place.lesson.name,
        courseId: w.place.course.id,
        courseName: 'Classroom course',
        // What the words of its word lists are in: the classroom adds them to dictionaries so.
        courseLanguage: w.place.course.courseLanguage,
        sectionId: w.place.section.id,
      });
      const byType = body<Page>(await t.request('GET', `/tenant/classes?type=group&teacherId=${w.ids.teacher}`, { token: w.tokens.admin }));
      expect(byType.data.every((row) => row.type === 'group' && row.teacher?.id === w.ids.teacher)).toBe(true);
      const broken = await t.request('GET', '/tenant/classes?type=online&teacherId=me&page=0', { token: w.tokens.admin, lang: 'en' });
      expect(broken.statusCode).toBe(400);
      expect(Object.keys(errorOf(broken).fieldErrors ?? {}).sort()).toEqual(['page', 'teacherId', 'type']);
      expect((await t.request('GET', '/tenant/classes')).statusCode).toBe(401);
      for (const token of [w.tokens.teacher, w.tokens.student, w.tokens.manager]) expect((await t.request('GET', '/tenant/classes', { token })).statusCode).toBe(403);
      expect(body<Page>(await t.request('GET', '/tenant/classes', { token: w.tokens.other })).data).toEqual([]);
    });

    it('lists what a teacher teaches and what a student is in (through the group too)', async () => {
      // The demo school's seeded classes (Taras teaches Sofia and the A1 group) are there too.
      const taught = body<Page>(await t.request('GET', '/tenant/classes/my', { token: w.tokens.teacher })).data;
      expect(taught.map((row) => row.name).sort()).toEqual(['A1 evening class', 'English A1 · Tue and Thu', 'Sofia · speaking practice', 'Sofia, B1']);
      expect(taught.every((row) => row.accessType === 'teacher')).toBe(true);
      const sofia = body<Page>(await t.request('GET', '/tenant/classes/my', { token: w.tokens.student })).data;
      expect(sofia.map((row) => row.name).sort()).toEqual(['A1 evening class', 'English A1 · Tue and Thu', 'Sofia · speaking practice', 'Sofia, B1']);
      expect(sofia.every((row) => row.accessType === 'student' && !row.isReadOnly)).toBe(true);
      const maria = body<Page>(await t.request('GET', '/tenant/classes/my?q=evening', { token: w.tokens.maria })).data;
      expect(maria).toEqual([]);
      expect((await t.request('GET', '/tenant/classes/my')).statusCode).toBe(401);
      expect(body<Page>(await t.request('GET', '/tenant/classes/my', { token: w.tokens.other })).data).toEqual([]);
    });

    it('follows the group: a student added to it is in the class, one taken out is not', async () => {
      await t.request('POST', `/tenant/groups/${w.groupA1}/users`, { token: w.tokens.admin, body: { userId: w.ids.maria } });
      const withMaria = body<One>(await t.request('GET', `/tenant/classes/${group.id}`, { token: w.tokens.teacher })).data;
      expect(withMaria.students.map((s) => s.firstName)).toEqual(['Andrii', 'Maria', 'Sofia']);
      expect((await t.request('GET', `/tenant/classes/${group.id}`, { token: w.tokens.maria })).statusCode).toBe(200);
      await t.request('DELETE', `/tenant/groups/${w.groupA1}/users`, { token: w.tokens.admin, body: { userId: w.ids.maria } });
      expect((await t.request('GET', `/tenant/classes/${group.id}`, { token: w.tokens.maria })).statusCode).toBe(404);
    });
  });

  describe('GET users/{id}/classes and groups/{id}/classes (the detail pages’ tabs)', () => {
    const names = (page: Page) => page.data.map((row) => row.name).sort();
    const read = async (url: string, token = w.tokens.manager) => {
      const response = await t.request('GET', url, { token, lang: 'en' });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return body<Page>(response);
    };

    it('lists a teacher’s taught classes and a student’s own and group classes, paged and searchable', async () => {
      const sofia = await read(`/tenant/users/${w.ids.student}/classes`);
      expect(names(sofia)).toEqual(['A1 evening class', 'English A1 · Tue and Thu', 'Sofia · speaking practice', 'Sofia, B1']);
      expect(sofia.meta.pagination).toEqual({ total: 4, page: 1, limit: 10 });
      // The manager does not teach them: read-only, as the administration sees classes.
      expect(sofia.data.every((row) => row.accessType === 'admin' && row.isReadOnly)).toBe(true);
      const taras = await read(`/tenant/users/${w.ids.teacher}/classes?limit=2`, w.tokens.admin);
      expect(taras.data).toHaveLength(2);
      expect(taras.meta.pagination.total).toBe(4);
      expect(taras.data.every((row) => row.teacher?.id === w.ids.teacher)).toBe(true);
      expect(names(await read(`/tenant/users/${w.ids.student}/classes?q=b1`))).toEqual(['Sofia, B1']);
      expect((await read(`/tenant/users/${w.ids.maria}/classes`)).data).toEqual([]);
    });

    it('lists a group’s group classes only', async () => {
      const a1 = await read(`/tenant/groups/${w.groupA1}/classes`);
      expect(names(a1)).toEqual(['A1 evening class', 'English A1 · Tue and Thu']);
      expect(a1.data.every((row) => row.type === 'group' && row.group?.id === w.groupA1)).toBe(true);
      expect(a1.data.find((row) => row.name === 'A1 evening class')?.courseLesson?.id).toBe(w.place.lesson.id);
    });

    it('is for admin-access or users-management; 404 for unknown or another school’s people and groups; 400 for bad input', async () => {
      for (const url of [`/tenant/users/${w.ids.student}/classes`, `/tenant/groups/${w.groupA1}/classes`]) {
        for (const token of [w.tokens.teacher, w.tokens.student]) expect((await t.request('GET', url, { token })).statusCode).toBe(403);
        expect((await t.request('GET', url)).statusCode).toBe(401);
        expect((await t.request('GET', url, { token: w.tokens.other })).statusCode).toBe(404);
      }
      const user = await t.request('GET', `/tenant/users/${MISSING_ID}/classes`, { token: w.tokens.admin, lang: 'en' });
      expect([user.statusCode, errorOf(user).message]).toEqual([404, 'User not found']);
      const group = await t.request('GET', `/tenant/groups/${MISSING_ID}/classes`, { token: w.tokens.admin, lang: 'en' });
      expect([group.statusCode, errorOf(group).message]).toEqual([404, 'Group not found']);
      expect((await t.request('GET', '/tenant/users/me/classes', { token: w.tokens.admin })).statusCode).toBe(400);
      const broken = await t.request('GET', `/tenant/groups/${w.groupA1}/classes?page=0&limit=1000`, { token: w.tokens.admin, lang: 'en' });
      expect(broken.statusCode).toBe(400);
      expect(Object.keys(errorOf(broken).fieldErrors ?? {}).sort()).toEqual(['limit', 'page']);
    });
  });

  describe('GET classes/{id}', () => {
    it('gives staff the full exercises and a student the student copies without the teacher’s note', async () => {
      const teacherView = body<One>(await t.request('GET', `/tenant/classes/${group.id}`, { token: w.tokens.teacher })).data;
      const staffExercises = teacherView.courseLesson?.sections.flatMap((section) => section.exercises) ?? [];
      expect(staffExercises.map((exercise) => exercise.type)).toEqual(['true_false', 'fill_in_gaps', 'notify', 'article']);
      expect(JSON.stringify(staffExercises)).toContain('"correct":true');
      const studentView = body<One>(await t.request('GET', `/tenant/classes/${group.id}`, { token: w.tokens.student })).data;
      expect(studentView).toMatchObject({ accessType: 'student', isReadOnly: false, courseLesson: { id: w.place.lesson.id } });
      const studentExercises = studentView.courseLesson?.sections.flatMap((section) => section.exercises) ?? [];
      expect(studentExercises.map((exercise) => exercise.type)).toEqual(['true_false', 'fill_in_gaps', 'article']);
      const text = JSON.stringify(studentExercises);
      expect(text).not.toContain('correct');
      expect(text).not.toContain('[am');
      expect(text).not.toContain('Ask about the weekend');
    });

    it('opens another lesson for staff with ?lessonId=, refuses it to a student (403) and hides classes from outsiders (404)', async () => {
      const other = body<One>(await t.request('GET', `/tenant/classes/${group.id}?lessonId=${w.secondLesson.lesson.id}`, { token: w.tokens.teacher })).data;
      expect(other.courseLesson?.id).toBe(w.secondLesson.lesson.id);
      expect((await t.request('GET', `/tenant/classes/${group.id}?lessonId=${w.secondLesson.lesson.id}`, { token: w.tokens.student })).statusCode).toBe(403);
      expect((await t.request('GET', `/tenant/classes/${group.id}?lessonId=${w.place.lesson.id}`, { token: w.tokens.student })).statusCode).toBe(200);
      const missingLesson = await t.request('GET', `/tenant/classes/${group.id}?lessonId=${MISSING_ID}`, { token: w.tokens.teacher, lang: 'en' });
      expect(missingLesson.statusCode).toBe(404);
      expect((await t.request('GET', `/tenant/classes/${group.id}?lessonId=nope`, { token: w.tokens.teacher })).statusCode).toBe(400);
      for (const token of [w.tokens.maria, w.tokens.iryna, w.tokens.manager, w.tokens.other]) {
        const response = await t.request('GET', `/tenant/classes/${group.id}`, { token, lang: 'en' });
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).message).toBe('Class not found');
      }
      expect((await t.request('GET', `/tenant/classes/${group.id}`)).statusCode).toBe(401);
      expect((await t.request('GET', `/tenant/classes/${MISSING_ID}`, { token: w.tokens.admin })).statusCode).toBe(404);
      expect((await t.request('GET', '/tenant/classes/12', { token: w.tokens.admin })).statusCode).toBe(400);
    });
  });

  describe('PUT and DELETE classes/{id}', () => {
    it('replaces a class (teacher or admin) and deletes it; students and outsiders cannot', async () => {
      const made = await createClass(t, w.tokens.teacher, { name: 'To change', type: 'personal', teacherId: w.ids.teacher, studentId: w.ids.andrii });
      const input = { name: 'Changed', type: 'group', teacherId: w.ids.teacher, groupId: w.groupA1 };
      const updated = await t.request('PUT', `/tenant/classes/${made.id}`, { token: w.tokens.teacher, body: input });
      expect(updated.statusCode).toBe(200);
      expect(body<One>(updated).data).toMatchObject({ name: 'Changed', type: 'group', student: null, group: { id: w.groupA1 } });
      const moved = await t.request('PUT', `/tenant/classes/${made.id}`, { token: w.tokens.teacher, lang: 'en', body: { ...input, teacherId: w.ids.iryna } });
      expect(moved.statusCode).toBe(403);
      const byAdmin = await t.request('PUT', `/tenant/classes/${made.id}`, { token: w.tokens.admin, body: { ...input, teacherId: w.ids.iryna } });
      expect(body<One>(byAdmin).data).toMatchObject({ teacher: { id: w.ids.iryna }, accessType: 'admin' });
      // Taras teaches it no more: for him it is gone.
      expect((await t.request('PUT', `/tenant/classes/${made.id}`, { token: w.tokens.teacher, body: input })).statusCode).toBe(404);
      expect((await t.request('PUT', `/tenant/classes/${made.id}`, { token: w.tokens.admin, lang: 'en', body: { ...input, groupId: null } })).statusCode).toBe(400);
      expect((await t.request('PUT', `/tenant/classes/${made.id}`, { token: w.tokens.student, body: input })).statusCode).toBe(403);
      expect((await t.request('PUT', `/tenant/classes/${made.id}`, { token: w.tokens.other, body: input })).statusCode).toBe(404);
      expect((await t.request('DELETE', `/tenant/classes/${made.id}`, { token: w.tokens.student })).statusCode).toBe(403);
      expect((await t.request('DELETE', `/tenant/classes/${made.id}`, { token: w.tokens.other })).statusCode).toBe(404);
      expect((await t.request('DELETE', `/tenant/classes/${made.id}`)).statusCode).toBe(401);
      expect((await t.request('DELETE', `/tenant/classes/${made.id}`, { token: w.tokens.iryna })).statusCode).toBe(204);
      expect((await t.request('GET', `/tenant/classes/${made.id}`, { token: w.tokens.admin })).statusCode).toBe(404);
    });
  });

  describe('room link, lesson and history', () => {
    it('sets and clears the room link (http or https only)', async () => {
      const url = `/tenant/classes/${personal.id}/room-url`;
      const set = await t.request('PUT', url, { token: w.tokens.teacher, body: { roomUrl: 'http://zoom.example.com/j/1' } });
      expect(body<One>(set).data.roomUrl).toBe('http://zoom.example.com/j/1');
      for (const roomUrl of ['javascript:alert(1)', 'data:text/html,hi', 'zoom', 5]) {
        const response = await t.request('PUT', url, { token: w.tokens.teacher, lang: 'en', body: { roomUrl } });
        expect(response.statusCode).toBe(400);
      }
      expect(body<One>(await t.request('PUT', url, { token: w.tokens.teacher, body: { roomUrl: null } })).data.roomUrl).toBeNull();
      expect((await t.request('PUT', url, { token: w.tokens.student, body: { roomUrl: null } })).statusCode).toBe(403);
      expect((await t.request('PUT', url, { token: w.tokens.other, body: { roomUrl: null } })).statusCode).toBe(404);
      expect((await t.request('PUT', url, { body: { roomUrl: null } })).statusCode).toBe(401);
    });

    it('attaches lessons the school can read (a library’s too), keeps the history newest first, refuses another school’s', async () => {
      const url = `/tenant/classes/${personal.id}/attach-lesson`;
      const courses = body<{ data: { id: string }[] }>(await t.request('GET', '/tenant/courses?type=kalyna-academy', { token: w.tokens.teacher })).data;
      const sections = body<{ data: { lessons: { id: string; name: string }[] }[] }>(
        await t.request('GET', `/tenant/courses/${courses[0]?.id}/sections`, { token: w.tokens.teacher }),
      ).data;
      const libraryLesson = sections[0]?.lessons[0];
      expect(libraryLesson).toBeDefined();
      await attachLesson(t, w.tokens.teacher, personal.id, w.place.lesson.id);
      const attached = await attachLesson(t, w.tokens.teacher, personal.id, libraryLesson?.id ?? '');
      expect(attached.courseLesson).toMatchObject({ id: libraryLesson?.id, name: libraryLesson?.name });
      // The current one again: nothing new in the history.
      await attachLesson(t, w.tokens.teacher, personal.id, libraryLesson?.id ?? '');
      const history = body<{ data: MaterialsHistoryItem[] }>(await t.request('GET', `/tenant/classes/${personal.id}/materials-history`, { token: w.tokens.student })).data;
      expect(history.map((item) => item.lessonId)).toEqual([libraryLesson?.id, w.place.lesson.id]);
      expect(history[1]).toMatchObject({ lessonName: w.place.lesson.name, courseId: w.place.course.id, courseName: 'Classroom course', completedAt: null });
      const otherCourse = await t.request('POST', '/tenant/courses', { token: w.tokens.other, body: { name: 'Theirs', courseLanguage: 'en', teachingLanguage: 'uk', level: 'a1' } });
      const theirSection = await t.request('POST', `/tenant/courses/${body<{ data: { id: string } }>(otherCourse).data.id}/sections`, { token: w.tokens.other, body: { name: 'Unit' } });
      const s = body<{ data: { id: string; courseId: string } }>(theirSection).data;
      const theirLesson = body<{ data: { id: string } }>(await t.request('POST', `/tenant/courses/${s.courseId}/sections/${s.id}/lessons`, { token: w.tokens.other, body: { name: 'Their lesson' } })).data;
      const foreign = await t.request('PUT', url, { token: w.tokens.teacher, lang: 'en', body: { lessonId: theirLesson.id } });
      expect(foreign.statusCode).toBe(404);
      expect(errorOf(foreign).fieldErrors).toEqual({ lessonId: ['Lesson not found'] });
      expect((await t.request('PUT', url, { token: w.tokens.teacher, body: { lessonId: 'x' } })).statusCode).toBe(400);
      expect((await t.request('PUT', url, { token: w.tokens.student, body: { lessonId: w.place.lesson.id } })).statusCode).toBe(403);
      expect((await t.request('PUT', url, { token: w.tokens.other, body: { lessonId: theirLesson.id } })).statusCode).toBe(404);
      expect((await t.request('GET', `/tenant/classes/${personal.id}/materials-history`, { token: w.tokens.andrii })).statusCode).toBe(404);
      expect((await t.request('GET', `/tenant/classes/${personal.id}/materials-history`)).statusCode).toBe(401);
    });
  });
});
