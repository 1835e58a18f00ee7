import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Course, Section } from '@school/shared/contracts';
import { EMBED_TYPES, EXERCISE_TYPES, embedOf, type EmbedType } from '@school/exercises';
import { sanitizeArticleHtml } from '@school/exercises/server';
import { schools } from '../../db/schema.js';
import { DATABASES, body, useTestApp } from '../../test/harness.js';
import { lessonSectionsUrl, openLessonTo, sectionsUrl, signIn, type Tokens } from '../../test/structure-kit.js';
import { LIBRARY_COURSES } from './library.content.js';
import { contentTypeOf, LIBRARY_MEDIA, LIBRARY_MEDIA_FOLDER } from './library.media.js';
import { installLibraries } from './library.service.js';

type Exercise = Record<string, unknown> & { type: string };
type LessonSectionRead = { data: { exercises: Exercise[] } };
type SectionWithLessons = Section & { lessons: { id: string; courseId: string; sectionId: string; name: string }[] };

const A1 = LIBRARY_COURSES[0]!;
const HUB = LIBRARY_COURSES[1]!;

/** Every string of a value, deep: where a key could hide. */
function stringsOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, found);
  return found;
}

describe.each(DATABASES)('library courses on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t);
  });

  const libraryCourse = async (type: string, name: string, token = tokens.admin) =>
    body<{ data: Course[] }>(await t.request('GET', `/tenant/courses?type=${type}`, { token })).data.find((course) => course.name === name);

  /** Every exercise of a course, lesson by lesson, as `token` reads them. */
  async function exercisesOf(courseId: string, token: string): Promise<{ lessons: number; exercises: Exercise[] }> {
    const sections = body<{ data: SectionWithLessons[] }>(await t.request('GET', sectionsUrl(courseId), { token })).data;
    const exercises: Exercise[] = [];
    let lessons = 0;
    for (const section of sections) {
      for (const lesson of section.lessons) {
        lessons += 1;
        const url = lessonSectionsUrl(lesson);
        const lessonSections = body<{ data: { id: string }[] }>(await t.request('GET', url, { token })).data;
        let inLesson = 0;
        for (const lessonSection of lessonSections) {
          const read = body<LessonSectionRead>(await t.request('GET', `${url}/${lessonSection.id}`, { token })).data;
          inLesson += read.exercises.length;
          exercises.push(...read.exercises);
        }
        expect(inLesson).toBeGreaterThan(0);
      }
    }
    return { lessons, exercises };
  }

  it('gives a school the A1 course: six lessons that together use every one of the 27 exercise types, in the academy library', async () => {
    const course = await libraryCourse('kalyna-academy', A1.name);
    expect(course).toMatchObject({ type: 'kalyna-academy', level: 'a1', courseLanguage: 'en', teachingLanguage: 'uk' });
    const { lessons, exercises } = await exercisesOf(course!.id, tokens.admin);
    expect(lessons).toBeGreaterThanOrEqual(6);
    const types = new Set(exercises.map((exercise) => exercise.type));
    expect(EXERCISE_TYPES).toHaveLength(27);
    expect([...types].sort()).toEqual([...EXERCISE_TYPES].sort());
    // Each embed holds a link of its site that builds a frame, read back as stored.
    const embeds = exercises.filter((exercise) => (EMBED_TYPES as readonly string[]).includes(exercise.type));
    expect(new Set(embeds.map((exercise) => exercise.type))).toEqual(new Set(EMBED_TYPES));
    for (const exercise of embeds) expect(embedOf(exercise.type as EmbedType, exercise.link as string)).not.toBeNull();
    // Rich text is stored as the API stores it: through the allowlist, tables included.
    const rich = exercises.filter((exercise) => exercise.type === 'article' && (exercise.article as { format: string }).format === 'rich').map((exercise) => (exercise.article as { text: string }).text);
    expect(rich.some((text) => text.includes('<table>'))).toBe(true);
    for (const text of rich) expect(sanitizeArticleHtml(text)).toBe(text);
    expect(await libraryCourse('kalyna-hub', HUB.name)).toMatchObject({ type: 'kalyna-hub' });
  });

  /** Opens every lesson of a course to the student through a class of theirs (a member reads only that). */
  async function openCourseToStudent(courseId: string): Promise<void> {
    const sections = body<{ data: SectionWithLessons[] }>(await t.request('GET', sectionsUrl(courseId), { token: tokens.admin })).data;
    const [first, ...rest] = sections.flatMap((section) => section.lessons.map((lesson) => lesson.id));
    if (first) await openLessonTo(t, tokens.admin, tokens.student, first, ...rest);
  }

  it('gives a student the lessons without a single answer key', async () => {
    await openCourseToStudent((await libraryCourse('kalyna-academy', A1.name))!.id);
    const course = await libraryCourse('kalyna-academy', A1.name, tokens.student);
    const { exercises } = await exercisesOf(course!.id, tokens.student);
    const text = JSON.stringify(exercises);
    expect(text).not.toMatch(/"correct"\s*:/);
    expect(text).not.toContain('goes*');
    expect(text).not.toContain('[is|');
    expect(text).not.toMatch(/\[[^\]]*\*[^\]]*\]/);
    // The teacher's note is absent, not hidden; the note for students is there.
    expect(text).not.toContain('Почніть урок зі знайомства');
    expect(text).not.toContain('visibleToStudent');
    expect(text).toContain('An — перед голосним звуком');
  });

  it('serves every picture the content names, as SVG that may run nothing', async () => {
    const named = stringsOf(A1.structure).filter((value) => value.startsWith('/tenant/library/images/'));
    expect(named.length).toBeGreaterThan(0);
    for (const url of new Set(named)) {
      const response = await t.request('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self';/);
      expect(response.body).toMatch(/^<svg /);
      expect(response.body).not.toMatch(/<script|\bon[a-z]+=/i);
    }
    expect((await t.request('GET', '/tenant/library/images/unknown.svg')).statusCode).toBe(404);
    expect((await t.request('GET', '/tenant/library/images/..%2Fapp.ts')).statusCode).toBe(400);
    expect((await t.request('GET', '/tenant/library/images/constructor.svg')).statusCode).toBe(404);
  });

  it("gives each school the library's media as its own files, served with their types, and a copy into own courses copies them", async () => {
    await openCourseToStudent((await libraryCourse('kalyna-academy', A1.name))!.id);
    const course = await libraryCourse('kalyna-academy', A1.name, tokens.student);
    const { exercises } = await exercisesOf(course!.id, tokens.student);
    const addresses = [...new Set(stringsOf(exercises).filter((value) => value.startsWith('/tenant/files/')))];
    // Every media file the content names, each once.
    const named = [...new Set(stringsOf(A1.structure).filter((value) => value.startsWith('library-media:')))].map((value) => value.slice('library-media:'.length));
    expect(addresses).toHaveLength(named.length);
    const served = new Map<string, string>();
    for (const address of addresses) {
      const response = await t.request('GET', address);
      expect(response.statusCode).toBe(200);
      const name = LIBRARY_MEDIA.find((candidate) => response.rawPayload.equals(readFileSync(path.join(LIBRARY_MEDIA_FOLDER, candidate))));
      expect(name).toBeDefined();
      expect(response.headers['content-type']).toBe(contentTypeOf(name!));
      served.set(name!, address);
    }
    expect([...served.keys()].sort()).toEqual(named.sort());
    // Every file the library ships is used by its content.
    expect(named.sort()).toEqual([...LIBRARY_MEDIA].sort());

    // The files are the school's: another school's library has files of its own.
    const other = tokens.other;
    const otherCourse = await libraryCourse('kalyna-academy', A1.name, other);
    const otherAddresses = stringsOf((await exercisesOf(otherCourse!.id, other)).exercises).filter((value) => value.startsWith('/tenant/files/'));
    expect(otherAddresses.filter((address) => addresses.includes(address))).toEqual([]);

    // A copy into own courses has new files with the same bytes.
    const copy = body<{ data: Course }>(await t.request('POST', `/tenant/courses/${course!.id}/duplicate`, { token: tokens.teacher, lang: 'en' })).data;
    const copied = [...new Set(stringsOf((await exercisesOf(copy.id, tokens.teacher)).exercises).filter((value) => value.startsWith('/tenant/files/')))];
    expect(copied).toHaveLength(addresses.length);
    expect(copied.filter((address) => addresses.includes(address))).toEqual([]);
    for (const address of copied) expect((await t.request('GET', address)).statusCode).toBe(200);
  });

  it('installs nothing twice, and gives a school added later its own copy', async () => {
    expect(await installLibraries(t.app.db.system, t.app.storage)).toBe(0);
    const [school] = await t.app.db.system.insert(schools).values({ name: 'New School' }).returning({ id: schools.id });
    expect(await installLibraries(t.app.db.system, t.app.storage)).toBe(LIBRARY_COURSES.length);
    expect(await installLibraries(t.app.db.system, t.app.storage)).toBe(0);
    const rows = await t.app.db.system.query.courses.findMany({ where: (courses, { eq }) => eq(courses.schoolId, school!.id) });
    expect(rows.map((row) => row.name).sort()).toEqual(LIBRARY_COURSES.map((course) => course.name).sort());
  });

  it('copies the A1 course into own courses with all its exercises, which a teacher may then change', async () => {
    const course = await libraryCourse('kalyna-academy', A1.name, tokens.teacher);
    const response = await t.request('POST', `/tenant/courses/${course!.id}/duplicate`, { token: tokens.teacher, lang: 'en' });
    expect(response.statusCode).toBe(201);
    const copy = body<{ data: Course }>(response).data;
    expect(copy).toMatchObject({ type: 'own' });
    const original = await exercisesOf(course!.id, tokens.teacher);
    const copied = await exercisesOf(copy.id, tokens.teacher);
    expect(copied.exercises.map((exercise) => exercise.title)).toEqual(original.exercises.map((exercise) => exercise.title));
    expect(copied.exercises.map((exercise) => exercise.id)).not.toEqual(original.exercises.map((exercise) => exercise.id));
  });
});
