import type { Exercise } from '@school/exercises';
import type { Course, Section } from '@school/shared/contracts';
import { DATABASES, body, multipart, PNG_1PX, useTestApp } from '../../test/harness.js';
import { courseUrl, createPlace, lessonSectionsUrl, sectionsUrl, signIn, uploadPicture, type Tokens } from '../../test/structure-kit.js';

type SectionWithLessons = Section & { lessons: { id: string; courseId: string; sectionId: string; name: string }[] };
type LessonSectionRead = { data: { exercises: unknown[] } };

/** Every string anywhere in a value. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

describe.each(DATABASES)('which files an exercise deletes on %s', (kind) => {
  const t = useTestApp(kind);
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t);
  });

  /** Files of the school the teacher has no business deleting: the logo, another staff member's picture, library media. */
  async function othersFiles(): Promise<string[]> {
    const logo = await t.request('PUT', '/tenant/school/avatar', { token: tokens.admin, ...multipart('file', 'logo.png', 'image/png', PNG_1PX) });
    expect(logo.statusCode).toBe(200);
    const logoUrl = body<{ data: { logo: string } }>(logo).data.logo;
    const adminPicture = await uploadPicture(t, tokens.admin);
    const adminPlace = await createPlace(t, tokens.admin, 'Admin course');
    const adminExercise = await t.request('POST', adminPlace.exercisesUrl, { token: tokens.admin, body: { type: 'image', title: '', instruction: '', image: adminPicture } });
    expect(adminExercise.statusCode).toBe(201);

    const courses = body<{ data: Course[] }>(await t.request('GET', '/tenant/courses?type=kalyna-academy', { token: tokens.admin })).data;
    const sections = body<{ data: SectionWithLessons[] }>(await t.request('GET', sectionsUrl(courses.find((course) => course.name.includes('English A1'))!.id), { token: tokens.admin })).data;
    let libraryFile: string | undefined;
    for (const lesson of sections.flatMap((section) => section.lessons)) {
      const url = lessonSectionsUrl(lesson);
      for (const { id } of body<{ data: { id: string }[] }>(await t.request('GET', url, { token: tokens.admin })).data) {
        const read = body<LessonSectionRead>(await t.request('GET', `${url}/${id}`, { token: tokens.admin })).data;
        libraryFile ??= stringsOf(read.exercises).find((value) => value.startsWith('/tenant/files/'));
      }
      if (libraryFile) break;
    }
    expect(libraryFile).toBeDefined();
    return [logoUrl, adminPicture, libraryFile!];
  }

  const served = async (urls: string[]) => Promise.all(urls.map(async (url) => (await t.request('GET', url)).statusCode));

  it("deletes only the files the exercise owns, never the school's others named in its text", async () => {
    const victims = await othersFiles();
    const own = await uploadPicture(t, tokens.teacher);
    const place = await createPlace(t, tokens.teacher, 'Teacher course');
    const naming = {
      type: 'image_set',
      title: '',
      instruction: '',
      // Named where no file is expected (a caption) and, for pictures, where one is.
      images: [{ image: own, caption: victims[0] }, ...victims.map((victim) => ({ image: own, caption: victim })), { image: victims[0] }, { image: victims[1] }],
    };
    const created = await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: naming });
    expect(created.statusCode).toBe(201);
    const exercise = body<{ data: Exercise }>(created).data;

    // Editing them out of the content does not delete them either.
    const edited = await t.request('PUT', `${place.exercisesUrl}/${exercise.id}`, { token: tokens.teacher, body: { ...naming, images: [{ image: own }] } });
    expect(edited.statusCode).toBe(200);
    expect(await served(victims)).toEqual([200, 200, 200]);

    const again = await t.request('PUT', `${place.exercisesUrl}/${exercise.id}`, { token: tokens.teacher, body: naming });
    expect(again.statusCode).toBe(200);
    expect((await t.request('DELETE', `${place.exercisesUrl}/${exercise.id}`, { token: tokens.teacher })).statusCode).toBe(204);
    expect(await served(victims)).toEqual([200, 200, 200]);
    // The teacher's own upload went with the exercise that owned it.
    expect((await t.request('GET', own)).statusCode).toBe(404);

    // Nor through deleting the whole course around such an exercise.
    const second = await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: { ...naming, images: [{ image: victims[0], caption: victims[2] }, { image: victims[1] }] } });
    expect(second.statusCode).toBe(201);
    expect((await t.request('DELETE', courseUrl(place.course.id), { token: tokens.teacher })).statusCode).toBe(204);
    expect(await served(victims)).toEqual([200, 200, 200]);
  });

  it('keeps an owned file that another exercise still names, and deletes owned files of a copy with the copy', async () => {
    const picture = await uploadPicture(t, tokens.teacher);
    const place = await createPlace(t, tokens.teacher, 'Shared picture');
    const post = async (payload: unknown) => body<{ data: Exercise }>(await t.request('POST', place.exercisesUrl, { token: tokens.teacher, body: payload })).data;
    const owner = await post({ type: 'image', title: '', instruction: '', image: picture });
    const borrower = await post({ type: 'image', title: '', instruction: '', image: picture });
    const copy = body<{ data: Exercise & { image: string } }>(await t.request('POST', `${place.exercisesUrl}/${owner.id}/duplicate`, { token: tokens.teacher })).data;
    expect(copy.image).not.toBe(picture);

    expect((await t.request('DELETE', `${place.exercisesUrl}/${owner.id}`, { token: tokens.teacher })).statusCode).toBe(204);
    expect((await t.request('GET', picture)).statusCode).toBe(200);
    expect((await t.request('DELETE', `${place.exercisesUrl}/${copy.id}`, { token: tokens.teacher })).statusCode).toBe(204);
    expect((await t.request('GET', copy.image)).statusCode).toBe(404);
    // The last exercise naming it takes it along.
    expect((await t.request('DELETE', `${place.exercisesUrl}/${borrower.id}`, { token: tokens.teacher })).statusCode).toBe(204);
    expect((await t.request('GET', picture)).statusCode).toBe(404);
  });
});
