import type { ApiError, ClassChoice } from '@school/shared/contracts';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { buildClassroomWorld, type ClassroomWorld } from '../../test/classroom-kit.js';

type Choices = { data: ClassChoice[] };

describe.each(DATABASES)('GET classes/choices/{kind} on %s', (kind) => {
  const t = useTestApp(kind);
  let w: ClassroomWorld;

  beforeAll(async () => {
    w = await buildClassroomWorld(t);
  });

  const choices = async (token: string, path: string) => {
    const response = await t.request('GET', `/tenant/classes/choices/${path}`, { token });
    expect(response.statusCode).toBe(200);
    return body<Choices>(response).data;
  };

  it('lets a teacher without user management pick the school’s students, teachers, groups and plans', async () => {
    // The administration's lists stay closed to this teacher: that is why the classroom has its own read.
    expect((await t.request('GET', '/tenant/users?type=students', { token: w.tokens.teacher })).statusCode).toBe(403);

    const students = await choices(w.tokens.teacher, 'students');
    const studentIds = students.map((choice) => choice.id);
    expect(students).toContainEqual({ id: w.ids.student, label: 'Sofia Student (student@demo.test)' });
    expect(studentIds).toContain(w.ids.andrii);
    expect(studentIds).not.toContain(w.ids.teacher);
    expect(studentIds).not.toContain(w.ids.other);

    const teachers = (await choices(w.tokens.teacher, 'teachers')).map((choice) => choice.id);
    expect(teachers).toEqual(expect.arrayContaining([w.ids.teacher, w.ids.iryna]));
    expect(teachers).not.toContain(w.ids.student);

    expect(await choices(w.tokens.teacher, 'groups')).toContainEqual({ id: w.groupA1, label: expect.stringContaining('A1') });
    const plans = body<{ data: { id: string; name: string; status: string }[] }>(await t.request('GET', '/tenant/school/plans', { token: w.tokens.admin })).data;
    const activePlan = plans.find((plan) => plan.status === 'active');
    expect(activePlan).toBeDefined();
    expect(await choices(w.tokens.teacher, 'plans')).toContainEqual({ id: activePlan?.id, label: activePlan?.name });
  });

  it('searches by either name, in any case, with LIKE wildcards taken literally', async () => {
    expect((await choices(w.tokens.teacher, 'students?q=sofia')).map((choice) => choice.id)).toEqual([w.ids.student]);
    expect((await choices(w.tokens.teacher, 'students?q=Student%20Sofia')).map((choice) => choice.id)).toEqual([w.ids.student]);
    expect(await choices(w.tokens.teacher, 'students?q=%25')).toEqual([]);
  });

  it('answers from the caller’s school only', async () => {
    const ids = (await choices(w.tokens.other, 'students')).map((choice) => choice.id);
    expect(ids).not.toContain(w.ids.student);
    expect(ids).not.toContain(w.ids.andrii);
  });

  it('refuses students, a missing token, an unknown kind and a search too long, with 4xx and a message', async () => {
    expect((await t.request('GET', '/tenant/classes/choices/students', { token: w.tokens.student })).statusCode).toBe(403);
    expect((await t.request('GET', '/tenant/classes/choices/students')).statusCode).toBe(401);
    const unknown = await t.request('GET', '/tenant/classes/choices/rooms', { token: w.tokens.teacher });
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as ApiError).message).toBeTruthy();
    const long = await t.request('GET', `/tenant/classes/choices/groups?q=${'a'.repeat(5000)}`, { token: w.tokens.teacher });
    expect(long.statusCode).toBe(400);
  });
});
