import type { ExerciseInput, CheckableType } from '@school/exercises';
import type { Course, LessonSection, Lesson, Section } from '@school/shared/contracts';
import { body, multipart, PNG_1PX, type TestApp } from './harness.js';

/** Builders for the structure tests: each goes through the API like a page would. */

export interface Tokens {
  admin: string;
  teacher: string;
  student: string;
  other: string;
}

export async function signIn(t: TestApp): Promise<Tokens> {
  return {
    admin: await t.login('admin@demo.test'),
    teacher: await t.login('teacher@demo.test'),
    student: await t.login('student@demo.test'),
    other: await t.login('admin@other.test'),
  };
}

async function created<T>(t: TestApp, url: string, token: string, payload: unknown): Promise<T> {
  const response = await t.request('POST', url, { token, body: payload });
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return body<{ data: T }>(response).data;
}

export const courseUrl = (courseId: string) => `/tenant/courses/${courseId}`;
export const sectionsUrl = (courseId: string) => `${courseUrl(courseId)}/sections`;
export const lessonsUrl = (section: Pick<Section, 'courseId' | 'id'>) => `${sectionsUrl(section.courseId)}/${section.id}/lessons`;
export const lessonSectionsUrl = (lesson: Pick<Lesson, 'courseId' | 'sectionId' | 'id'>) =>
  `${sectionsUrl(lesson.courseId)}/${lesson.sectionId}/lessons/${lesson.id}/sections`;

export function createCourse(t: TestApp, token: string, name = 'Structure course'): Promise<Course> {
  return created<Course>(t, '/tenant/courses', token, { name, courseLanguage: 'en', teachingLanguage: 'uk', level: 'a2' });
}
export function createSection(t: TestApp, token: string, courseId: string, name = 'Unit one'): Promise<Section> {
  return created<Section>(t, sectionsUrl(courseId), token, { name, description: 'About the unit' });
}
export function createLesson(t: TestApp, token: string, section: Section, name = 'Lesson one'): Promise<Lesson> {
  return created<Lesson>(t, lessonsUrl(section), token, { name });
}
export function createLessonSection(t: TestApp, token: string, lesson: Lesson, isHomework = false): Promise<LessonSection> {
  return created<LessonSection>(t, lessonSectionsUrl(lesson), token, { isHomework });
}

export interface Place {
  course: Course;
  section: Section;
  lesson: Lesson;
  lessonSection: LessonSection;
  exercisesUrl: string;
}

/** An own course with one section, lesson and lesson section. */
export async function createPlace(t: TestApp, token: string, name = 'Place'): Promise<Place> {
  const course = await createCourse(t, token, name);
  const section = await createSection(t, token, course.id);
  const lesson = await createLesson(t, token, section);
  const lessonSection = await createLessonSection(t, token, lesson);
  return { course, section, lesson, lessonSection, exercisesUrl: `${lessonSectionsUrl(lesson)}/${lessonSection.id}/exercises` };
}

export async function uploadPicture(t: TestApp, token: string): Promise<string> {
  const response = await t.request('POST', '/tenant/files', { token, ...multipart('file', 'p.png', 'image/png', PNG_1PX) });
  if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return body<{ data: { url: string } }>(response).data.url;
}

/** One valid exercise of each checkable type (the picture comes from `uploadPicture`). */
export function exerciseInputs(picture: string): Record<CheckableType, ExerciseInput> {
  return {
    fill_in_gaps: { type: 'fill_in_gaps', title: 'To be', instruction: 'Fill in the gaps', text: "I [am|'m] here. She [is] there." },
    fill_in_gaps_from_box: { type: 'fill_in_gaps_from_box', title: 'Animals', instruction: '', text: 'A [cat] and a [dog].', distractors: ['cow'] },
    choose_correct_option: { type: 'choose_correct_option', title: 'Verbs', instruction: '', text: 'She [go/goes*/going] home. They [is/are*] late.' },
    true_false: {
      type: 'true_false',
      title: 'Facts',
      instruction: '',
      items: [
        { statement: 'Kyiv is a capital', correct: true },
        { statement: 'Fish can fly', correct: false },
      ],
    },
    test: {
      type: 'test',
      title: 'Quiz',
      instruction: '',
      questions: [
        { question: 'Two plus two?', answers: [{ text: 'Four', correct: true }, { text: 'Five', correct: false }] },
        { question: 'Colours?', answers: [{ text: 'Red', correct: true }, { text: 'Blue', correct: true }, { text: 'Table', correct: false }] },
      ],
    },
    match_the_words: {
      type: 'match_the_words',
      title: 'Pairs',
      instruction: '',
      pairs: [
        { left: 'cat', right: 'кіт' },
        { left: 'dog', right: 'пес' },
        { left: 'cow', right: 'корова' },
      ],
    },
    sort_into_columns: {
      type: 'sort_into_columns',
      title: 'Sort',
      instruction: '',
      columns: [
        { name: 'Fruit', items: ['apple', 'pear'] },
        { name: 'Vegetables', items: ['carrot'] },
      ],
    },
    label_the_pictures: { type: 'label_the_pictures', title: 'Label', instruction: '', images: [{ image: picture, label: 'dot' }] },
    word_order: { type: 'word_order', title: 'Order', instruction: '', sentences: ['I like green tea'] },
    sort_sentences: { type: 'sort_sentences', title: 'Story', instruction: '', sentences: ['First I wake up.', 'Then I eat.', 'Then I go to school.'] },
  } as Record<CheckableType, ExerciseInput>;
}

/**
 * Opens a lesson to a student the way the school does it: a personal class of theirs, taught by
 * the admin, with the lesson attached and `granted` lessons opened (a member reads only what their classes open,
 * docs/decisions/lesson-access.md). Answers the class id.
 */
export async function openLessonTo(t: TestApp, adminToken: string, studentToken: string, lessonId: string, ...granted: string[]): Promise<string> {
  const idOf = async (token: string) => body<{ data: { id: string } }>(await t.request('GET', '/tenant/user', { token })).data.id;
  const made = await t.request('POST', '/tenant/classes', {
    token: adminToken,
    body: { name: `Reading ${lessonId.slice(0, 8)}`, type: 'personal', teacherId: await idOf(adminToken), studentId: await idOf(studentToken) },
  });
  if (made.statusCode !== 201) throw new Error(`class: ${made.statusCode} ${made.body}`);
  const classId = body<{ data: { id: string } }>(made).data.id;
  const attached = await t.request('PUT', `/tenant/classes/${classId}/attach-lesson`, { token: adminToken, body: { lessonId } });
  if (attached.statusCode !== 200) throw new Error(`attach: ${attached.statusCode} ${attached.body}`);
  for (const other of granted) {
    const grant = await t.request('POST', `/tenant/classes/${classId}/lesson-access`, { token: adminToken, body: { lessonId: other } });
    if (grant.statusCode !== 200) throw new Error(`grant: ${grant.statusCode} ${grant.body}`);
  }
  return classId;
}
