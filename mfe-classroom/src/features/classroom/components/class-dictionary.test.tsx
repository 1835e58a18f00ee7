import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderPage, type Call, type Reply } from '@school/shared/testing';
import { aClassDetail, aClassSection, STAMP } from '../../../test/classes';
import { resetSession, signInAsStudent, signInAsTeacher, STUDENT_ID, toasts } from '../../../test/session';
import type { ClassDetail } from '../../../api/class-queries';
import type { DictionaryEntry } from '../../dictionary';
import ClassroomPage from '../pages/classroom-page';

const OTHER_STUDENT = '00000000-0000-4000-8000-00000000000c';
const SECTION = '90000000-0000-4000-8000-000000000001';
const words = {
  id: '80000000-0000-4000-8000-0000000000f1',
  lessonSectionId: SECTION,
  position: 1,
  type: 'wordlist' as const,
  title: 'Family words',
  instruction: '',
  words: [
    { word: 'mother', translation: 'мама' },
    { word: 'father', translation: 'тато' },
  ],
  createdAt: STAMP,
  updatedAt: STAMP,
};

function aWordClass(overrides: Partial<ClassDetail> = {}): ClassDetail {
  return aClassDetail({
    type: 'group',
    student: null,
    group: { id: '30000000-0000-4000-8000-000000000001', name: 'B1' },
    students: [
      { id: STUDENT_ID, firstName: 'Sofia', lastName: 'Student' },
      { id: OTHER_STUDENT, firstName: 'Petro', lastName: 'Pupil' },
    ],
    courseLesson: { id: 'a0000000-0000-4000-8000-000000000001', name: 'Family', courseId: '50000000-0000-4000-8000-000000000001', courseName: 'German', courseLanguage: 'de', sectionId: SECTION, sections: [aClassSection(1, [words as never])] as never },
    ...overrides,
  });
}

function anEntry(n: number, studentId = STUDENT_ID): DictionaryEntry {
  return { id: `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`, phrase: `word ${n}`, translation: `слово ${n}`, customTranslation: null, audio: null, language: 'en', studentId, createdAt: STAMP };
}

/** A server holding `stored[userId]` (newest first) that pages GET classes/{id}/dictionary as the API does. */
function serve(klass: ClassDetail, stored: Record<string, DictionaryEntry[]>, extra?: (call: Call) => Reply | undefined): Call[] {
  return fakeServer((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url === `classes/${klass.id}`) return { status: 200, data: { data: klass } };
    if (call.url === `classes/${klass.id}/answers`) return { status: 200, data: { data: {} } };
    if (call.url === `classes/${klass.id}/exercises/hidden`) return { status: 200, data: { data: { hiddenExerciseIds: [] } } };
    if (call.url === `classes/${klass.id}/dictionary`) {
      const userId = String(call.params.userId);
      const page = Number(call.params.page);
      const limit = Number(call.params.limit);
      const all = stored[userId] ?? [];
      const entries = all.slice((page - 1) * limit, page * limit);
      return { status: 200, data: { data: { entries, total: all.length, page, limit, hasMore: (page - 1) * limit + entries.length < all.length, classId: klass.id, userId } } };
    }
    return { status: 404, data: { statusCode: 404, message: 'Not here' } };
  });
}

const dictionaryReads = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.url.endsWith('/dictionary')).map((call) => `${String(call.params.userId)}:${String(call.params.page)}/${String(call.params.limit)}`);
const panelList = () => within(screen.getByRole('region', { name: 'Dictionary' }));

function renderClassroom(klass: ClassDetail) {
  return renderPage(<ClassroomPage />, { path: '/classes/:id', url: `/classes/${klass.id}` });
}

beforeEach(() => {
  resetSession();
  // The event stream stays connecting: these tests do not need it.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});
afterEach(resetSession);

describe('the classroom’s dictionary', () => {
  it('shows the first page, appends the next on "Load more", and stops when all are loaded', async () => {
    signInAsTeacher();
    const klass = aWordClass();
    const calls = serve(klass, { [STUDENT_ID]: Array.from({ length: 12 }, (_, index) => anEntry(index + 1)) });
    const { user } = renderClassroom(klass);
    expect(await screen.findByText('word 1')).toBeInTheDocument();
    expect(panelList().getAllByRole('listitem')).toHaveLength(10);
    await user.click(panelList().getByRole('button', { name: 'Load more' }));
    expect(await panelList().findByText('word 12')).toBeInTheDocument();
    // Appended: the first page is still there, each word once.
    expect(panelList().getAllByRole('listitem')).toHaveLength(12);
    expect(panelList().getByText('word 1')).toBeInTheDocument();
    expect(panelList().queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(dictionaryReads(calls)).toEqual([`${STUDENT_ID}:1/10`, `${STUDENT_ID}:2/10`]);
    expect(panelList().getByRole('button', { name: 'Listen to word 3' })).toBeInTheDocument();
  });

  it('starts again at page 1 for another student', async () => {
    signInAsTeacher();
    const klass = aWordClass();
    const calls = serve(klass, {
      [STUDENT_ID]: Array.from({ length: 12 }, (_, index) => anEntry(index + 1)),
      [OTHER_STUDENT]: [anEntry(100, OTHER_STUDENT)],
    });
    const { user } = renderClassroom(klass);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await panelList().findByText('word 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Petro Pupil' }));
    expect(await panelList().findByText('word 100')).toBeInTheDocument();
    expect(panelList().queryByText('word 1')).not.toBeInTheDocument();
    expect(dictionaryReads(calls).at(-1)).toBe(`${OTHER_STUDENT}:1/10`);
    // Back to Sofia: page 1 again, not the two pages she had.
    await user.click(screen.getByRole('button', { name: 'Sofia Student' }));
    expect(await panelList().findByText('word 1')).toBeInTheDocument();
    await waitFor(() => expect(panelList().getAllByRole('listitem')).toHaveLength(10));
    expect(dictionaryReads(calls).filter((read) => read === `${STUDENT_ID}:2/10`)).toHaveLength(1);
  });

  it('says when the dictionary is empty, and when it cannot be read', async () => {
    signInAsStudent();
    const klass = aWordClass({ accessType: 'student' });
    let fail = true;
    serve(klass, { [STUDENT_ID]: [] }, (call) => (call.url.endsWith('/dictionary') && fail ? { status: 500, data: { statusCode: 500, message: 'Down' } } : undefined));
    const { user } = renderClassroom(klass);
    await screen.findByRole('region', { name: 'Dictionary' });
    expect(await panelList().findByText('Failed to fetch the dictionary')).toBeInTheDocument();
    fail = false;
    await user.click(panelList().getByRole('button', { name: 'Try again' }));
    expect(await panelList().findByText('No words in the dictionary yet.')).toBeInTheDocument();
  });

  it('adds a word of the word list to the watched student’s dictionary and reloads page 1 with every entry plus one', async () => {
    signInAsTeacher();
    const klass = aWordClass();
    const sofias = Array.from({ length: 12 }, (_, index) => anEntry(index + 1));
    const calls = serve(klass, { [STUDENT_ID]: sofias }, (call) => {
      if (call.method !== 'POST' || call.url !== 'dictionary') return undefined;
      const added = { ...anEntry(50), phrase: 'mother', translation: 'мама' };
      sofias.unshift(added);
      return { status: 201, data: { data: added } };
    });
    const { user, queryClient } = renderClassroom(klass);
    // The main dictionary's list, read on the /dictionary page, is in the cache too.
    queryClient.setQueryData(['dictionary', 'list', { page: 1 }], { data: [], meta: { pagination: { total: 0, page: 1, limit: 10 } } });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await panelList().findByText('word 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add “mother” to the dictionary' }));
    expect(await panelList().findByText('mother')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    // The word is in the language the class's course teaches (German here), not the site's.
    expect(post?.body).toEqual({ phrase: 'mother', translation: 'мама', language: 'de', studentId: STUDENT_ID });
    expect(dictionaryReads(calls).at(-1)).toBe(`${STUDENT_ID}:1/13`);
    await waitFor(() => expect(panelList().getAllByRole('listitem')).toHaveLength(13));
    expect(toasts()).toContain('success: Record added');
    expect(queryClient.getQueryState(['dictionary', 'list', { page: 1 }])?.isInvalidated).toBe(true);
  });

  it('shows the server’s message when the word is already there, and keeps the list', async () => {
    signInAsStudent();
    const klass = aWordClass({ accessType: 'student' });
    const message = 'This word is already in the student’s dictionary';
    const calls = serve(klass, { [STUDENT_ID]: [anEntry(1)] }, (call) =>
      call.method === 'POST' ? { status: 409, data: { statusCode: 409, code: 'conflict', message, fieldErrors: { phrase: [message] } } } : undefined,
    );
    const { user } = renderClassroom(klass);
    await screen.findByRole('region', { name: 'Dictionary' });
    expect(await panelList().findByText('word 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add “father” to the dictionary' }));
    await waitFor(() => expect(toasts()).toContain(`error: ${message}`));
    // A student adds to their own dictionary: no student named.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ phrase: 'father', translation: 'тато', language: 'de' });
    expect(panelList().getByText('word 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add “father” to the dictionary' })).toBeEnabled();
  });
});
