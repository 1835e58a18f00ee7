import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applyStreamEvent } from '@school/shared/live';
import { fakeServer, renderPage, type Call } from '@school/shared/testing';
import { aClassDetail, aClassSection, aTrueFalse, STAMP } from '../../../test/classes';
import { resetSession, signInAsTeacher, STUDENT_ID } from '../../../test/session';
import type { ClassDetail } from '../../../api/class-queries';
import type { IncorrectWords } from '../../../lib/classroom-contracts';
import { classEventRoutes } from '../hooks/use-class-live';
import ClassroomPage from '../pages/classroom-page';

const OTHER_STUDENT = '00000000-0000-4000-8000-00000000000c';
const SECTION = '90000000-0000-4000-8000-000000000001';
const GAPS = '80000000-0000-4000-8000-0000000000a1';
const MATCH = '80000000-0000-4000-8000-0000000000a2';
const voice = { id: '80000000-0000-4000-8000-0000000000b1', lessonSectionId: SECTION, position: 1, type: 'voice_recording' as const, title: 'Tell us', instruction: '', duration: 60, createdAt: STAMP, updatedAt: STAMP };
const RECORDING = '/tenant/files/70000000-0000-4000-8000-000000000001';
// Staff receive whole exercises (the key included); the teacher's players draw the student copy.
const gaps = { id: GAPS, lessonSectionId: SECTION, position: 3, type: 'fill_in_gaps' as const, title: 'To be', instruction: '', text: 'I [am] here.', createdAt: STAMP, updatedAt: STAMP };

function aReviewClass(): ClassDetail {
  return aClassDetail({
    type: 'group',
    student: null,
    group: { id: '30000000-0000-4000-8000-000000000001', name: 'B1' },
    students: [
      { id: STUDENT_ID, firstName: 'Sofia', lastName: 'Student' },
      { id: OTHER_STUDENT, firstName: 'Petro', lastName: 'Pupil' },
    ],
    courseLesson: {
      id: 'a0000000-0000-4000-8000-000000000001',
      name: 'Speaking',
      courseId: '50000000-0000-4000-8000-000000000001',
      courseName: 'English',
      courseLanguage: 'en',
      sectionId: SECTION,
      sections: [aClassSection(1, [voice as never, aTrueFalse(2, SECTION), gaps as never])] as never,
    },
  });
}

const wordsOf = (studentId: string): IncorrectWords => ({
  studentId,
  lessonId: 'a0000000-0000-4000-8000-000000000001',
  language: 'en',
  words:
    studentId === STUDENT_ID
      ? [
          { phrase: 'am', translation: null, exerciseId: GAPS, exerciseTitle: 'To be', inDictionary: false },
          { phrase: 'cat', translation: 'кіт', exerciseId: MATCH, exerciseTitle: 'Pairs', inDictionary: false },
          { phrase: 'goes', translation: null, exerciseId: GAPS, exerciseTitle: 'To be', inDictionary: true },
        ]
      : [],
});

function serve(klass: ClassDetail): Call[] {
  return fakeServer((call) => {
    if (call.url === `classes/${klass.id}`) return { status: 200, data: { data: klass } };
    if (call.url === `classes/${klass.id}/answers`) return {
        status: 200,
        data: {
          data: {
            [STUDENT_ID]: {
              [voice.id]: { answer: { audio: RECORDING, seconds: 2.5 }, revision: 1, score: null, savedAt: STAMP },
              [GAPS]: { answer: { gaps: ['is'] }, revision: 1, score: { correct: 0, total: 1, items: [false] }, savedAt: STAMP },
            },
          },
        },
      };
    if (call.url === `classes/${klass.id}/exercises/hidden`) return { status: 200, data: { data: { hiddenExerciseIds: [] } } };
    if (call.url === `classes/${klass.id}/incorrect-words`) return { status: 200, data: { data: wordsOf(String(call.params.studentId)) } };
    if (call.url === `classes/${klass.id}/dictionary`) return { status: 200, data: { data: { entries: [], total: 0, page: 1, limit: 10, hasMore: false, classId: klass.id, userId: call.params.userId } } };
    if (call.method === 'POST' && call.url === 'dictionary') return { status: 201, data: { data: { id: 'd0000000-0000-4000-8000-000000000001', customTranslation: null, audio: null, createdAt: STAMP, ...(call.body as object) } } };
    return { status: 404, data: { statusCode: 404, message: 'Not here' } };
  });
}

const fetchCalls: { url: string; headers: Record<string, string> }[] = [];

beforeEach(() => {
  resetSession();
  fetchCalls.length = 0;
  // The recording is read with the token through fetch; the event stream stays connecting.
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.includes('/recording')) return new Promise<Response>(() => undefined);
    fetchCalls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    return Promise.resolve({ ok: true, status: 200, blob: async () => new Blob(['webm'], { type: 'audio/webm' }) } as unknown as Response);
  }) as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:recording-1');
  URL.revokeObjectURL = jest.fn();
});
afterEach(resetSession);

describe('reviewing a student in the classroom', () => {
  it('plays the watched student’s voice answer from the class’s authorised call, labelled with whose it is', async () => {
    signInAsTeacher();
    const klass = aReviewClass();
    serve(klass);
    renderPage(<ClassroomPage />, { path: '/classes/:id', url: `/classes/${klass.id}` });
    const card = await screen.findByRole('article', { name: 'Tell us' });
    const audio = await waitFor(() => {
      const element = card.querySelector('audio');
      if (!element?.getAttribute('src')) throw new Error('no playable audio yet');
      return element;
    });
    expect(audio).toHaveAttribute('src', 'blob:recording-1');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAccessibleName('Recording of Sofia Student (00:02)');
    expect(fetchCalls).toHaveLength(1);
    expect(fetchCalls[0]?.headers.Authorization).toMatch(/^Bearer \S+$/);
    expect(fetchCalls[0]?.url).toBe(`/tenant/classes/${klass.id}/answers/${voice.id}/recording?studentId=${STUDENT_ID}`);
    // The player's public file address is not used for the teacher.
    expect(card.querySelector(`audio[src="${RECORDING}"]`)).toBeNull();
    // A whole fill-in-gaps exercise is drawn from its student copy, with the student's answer in it.
    const toBe = await screen.findByRole('article', { name: 'To be' });
    expect(await within(toBe).findByLabelText('Gap 1')).toHaveValue('is');
    // Comments on it stay where they were.
    expect(within(card).getByRole('button', { name: /comment/i })).toBeInTheDocument();

    // Another student without a recording: nothing is read, the object address is released.
    await act(() => screen.getByRole('button', { name: 'Petro Pupil' }).click());
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recording-1'));
    expect(fetchCalls).toHaveLength(1);
  });

  it('lists the watched student’s incorrect words and adds them to the dictionary, asking for a missing translation', async () => {
    signInAsTeacher();
    const klass = aReviewClass();
    const calls = serve(klass);
    renderPage(<ClassroomPage />, { path: '/classes/:id', url: `/classes/${klass.id}` });
    const region = await screen.findByRole('region', { name: 'Incorrect words' });
    const list = await within(region).findByRole('list', { name: 'Words Sofia got wrong' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // Already in the dictionary: marked, no button (no duplicates).
    expect(within(list).getByText('In the dictionary')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Add “goes” to the dictionary' })).not.toBeInTheDocument();

    await act(() => within(list).getByRole('button', { name: 'Add “cat” to the dictionary' }).click());
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ phrase: 'cat', translation: 'кіт', language: 'en', studentId: STUDENT_ID });

    await act(() => within(list).getByRole('button', { name: 'Add “am” to the dictionary' }).click());
    const translation = within(list).getByLabelText('Translation of “am”');
    expect(translation).toHaveFocus();
    fireEvent.change(translation, { target: { value: 'є (бути)' } });
    await act(() => within(list).getByRole('button', { name: 'Add' }).click());
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]?.body).toEqual({ phrase: 'am', translation: 'є (бути)', language: 'en', studentId: STUDENT_ID });

    // Another student: their own list.
    await act(() => screen.getByRole('button', { name: 'Petro Pupil' }).click());
    expect(await within(screen.getByRole('region', { name: 'Incorrect words' })).findByText('Petro has no incorrect words in this lesson.')).toBeInTheDocument();
  });

  it('reads the whole class again when the stream says the events it missed are gone (resync)', async () => {
    signInAsTeacher();
    const klass = aReviewClass();
    const calls = serve(klass);
    const { queryClient } = renderPage(<ClassroomPage />, { path: '/classes/:id', url: `/classes/${klass.id}` });
    await screen.findByRole('region', { name: 'Incorrect words' });
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/incorrect-words'))).toBe(true));
    const reads = calls.length;
    await act(() => applyStreamEvent(queryClient, { id: '40', event: 'resync', data: JSON.stringify({ reason: 'pruned' }) }, classEventRoutes(klass.id, true)));
    await waitFor(() =>
      expect(new Set(calls.slice(reads).map((call) => call.url))).toEqual(
        // The lesson access panel's open list lies under the class too (issue 22).
        new Set([`classes/${klass.id}`, `classes/${klass.id}/answers`, `classes/${klass.id}/exercises/hidden`, `classes/${klass.id}/incorrect-words`, `classes/${klass.id}/access`]),
      ),
    );
  });
});
