import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderPage, type Call } from '@school/shared/testing';
import { paged } from '../../../test/classes';
import { resetSession, signInAsStudent, signInAsTeacher, STUDENT_ID, toasts } from '../../../test/session';
import type { DictionaryEntry } from '../api/dictionary-api';
import DictionaryPage from './dictionary-page';

const ANDRII_ID = '00000000-0000-4000-8000-0000000000c1';
const entry = (overrides: Partial<DictionaryEntry> = {}): DictionaryEntry => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  phrase: 'Haus',
  translation: 'будинок',
  customTranslation: null,
  audio: null,
  language: 'de',
  studentId: STUDENT_ID,
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});
const lists = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.url === 'dictionary');
const students = [
  { id: STUDENT_ID, firstName: 'Sofia', lastName: 'Student', email: 'student@demo.test' },
  { id: ANDRII_ID, firstName: 'Andrii', lastName: 'Shevchenko', email: 'andrii@demo.test' },
];

beforeEach(resetSession);
afterEach(resetSession);

describe('the dictionary page', () => {
  it('shows a student their words from GET dictionary, paged by 10, with no student filter', async () => {
    signInAsStudent();
    const calls = fakeServer(() => ({ status: 200, data: paged([entry({ customTranslation: 'домівка' })], { total: 11 }) }));
    renderPage(<DictionaryPage />, { path: '/dictionary' });
    const table = await screen.findByRole('table', { name: 'Dictionary' });
    const row = within(table).getByRole('row', { name: /Haus/ });
    expect(within(row).getByText('будинок')).toBeInTheDocument();
    expect(within(row).getByText('домівка')).toBeInTheDocument();
    expect(within(row).getByText('German')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Listen to Haus' })).toBeInTheDocument();
    expect(lists(calls)[0]?.params).toEqual({ page: 1, limit: 10 });
    expect(screen.getByText('1–10 of 11')).toBeInTheDocument();
    expect(screen.queryByLabelText('Student')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === 'dictionary/students')).toBe(false);
  });

  it('says a word with the browser’s speech in the entry’s language, or plays its recording', async () => {
    signInAsStudent();
    const speak = jest.fn();
    const play = jest.fn(() => Promise.resolve());
    const utterances: { text: string; lang: string }[] = [];
    Object.assign(window, { speechSynthesis: { speak, cancel: jest.fn() } });
    Object.assign(globalThis, {
      SpeechSynthesisUtterance: class {
        lang = '';
        constructor(public text: string) {
          utterances.push(this);
        }
      },
      Audio: jest.fn(() => ({ play })),
    });
    fakeServer(() => ({ status: 200, data: paged([entry(), entry({ id: '00000000-0000-4000-8000-0000000000e2', phrase: 'apple', language: 'en', audio: 'https://cdn.example/apple.mp3' })]) }));
    const { user } = renderPage(<DictionaryPage />, { path: '/dictionary' });
    await user.click(await screen.findByRole('button', { name: 'Listen to Haus' }));
    expect(utterances).toEqual([expect.objectContaining({ text: 'Haus', lang: 'de' })]);
    expect(speak).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Listen to apple' }));
    expect(Audio).toHaveBeenCalledWith('https://cdn.example/apple.mp3');
    expect(play).toHaveBeenCalled();
    expect(speak).toHaveBeenCalledTimes(1);
  });

  it('says so when the browser can neither play audio nor speak (spec 01 §8)', async () => {
    signInAsStudent();
    const saved = { speechSynthesis: (window as { speechSynthesis?: unknown }).speechSynthesis };
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    try {
      fakeServer(() => ({ status: 200, data: paged([entry()]) }));
      const { user } = renderPage(<DictionaryPage />, { path: '/dictionary' });
      await user.click(await screen.findByRole('button', { name: 'Listen to Haus' }));
      expect(toasts()).toContain('error: Your browser cannot play audio');
    } finally {
      Object.assign(window, saved);
    }
  });

  it('adds a word, toasts, and reads the list again; a duplicate shows the server’s message beside the word', async () => {
    signInAsStudent();
    let duplicate = true;
    const calls = fakeServer((call) => {
      if (call.method === 'POST') {
        if (duplicate) {
          duplicate = false;
          const message = 'This word is already in the student’s dictionary';
          return { status: 409, data: { statusCode: 409, code: 'conflict', message, fieldErrors: { phrase: [message] } } };
        }
        return { status: 201, data: { data: entry({ phrase: 'Baum' }) } };
      }
      return { status: 200, data: paged([entry()]) };
    });
    const { user } = renderPage(<DictionaryPage />, { path: '/dictionary' });
    await screen.findByRole('table', { name: 'Dictionary' });
    await user.click(screen.getByRole('button', { name: 'Add word' }));
    const dialog = screen.getByRole('dialog', { name: 'New word' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    // Refused in the browser by the server's own rules: nothing sent.
    expect(within(dialog).getByLabelText('Word or phrase')).toHaveAccessibleDescription(/This field is required/);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Word or phrase'), 'Haus');
    await user.type(within(dialog).getByLabelText('Translation'), 'будинок');
    await user.selectOptions(within(dialog).getByLabelText('Language'), 'de');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Word or phrase')).toHaveAccessibleDescription(/already in the student’s dictionary/));
    expect(toasts()).toContain('error: This word is already in the student’s dictionary');

    await user.clear(within(dialog).getByLabelText('Word or phrase'));
    await user.type(within(dialog).getByLabelText('Word or phrase'), 'Baum');
    const before = lists(calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ phrase: 'Baum', translation: 'будинок', language: 'de' });
    expect(toasts()).toContain('success: Record added');
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(before));
  });

  it('edits a word with the whole body, and deletes one after confirmation', async () => {
    signInAsStudent();
    const calls = fakeServer((call) => {
      if (call.method === 'PUT') return { status: 200, data: { data: entry({ translation: 'дім' }) } };
      if (call.method === 'DELETE') return { status: 204, data: null };
      return { status: 200, data: paged([entry({ customTranslation: 'домівка' })]) };
    });
    const { user } = renderPage(<DictionaryPage />, { path: '/dictionary' });
    await user.click(await screen.findByRole('button', { name: 'Edit Haus' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit word' });
    await user.clear(within(dialog).getByLabelText('Translation'));
    await user.type(within(dialog).getByLabelText('Translation'), 'дім');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('success: Record updated'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`dictionary/${entry().id}`);
    expect(put?.body).toEqual({ phrase: 'Haus', translation: 'дім', customTranslation: 'домівка', language: 'de' });

    await user.click(screen.getByRole('button', { name: 'Delete Haus' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete the word' });
    expect(within(confirm).getByText('Delete “Haus” from the dictionary?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toContain('success: Record deleted'));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === `dictionary/${entry().id}`)).toBe(true);
  });

  it('toasts the spec’s error when a delete fails and keeps the word', async () => {
    signInAsStudent();
    fakeServer((call) => (call.method === 'DELETE' ? { status: 500, data: {} } : { status: 200, data: paged([entry()]) }));
    const { user } = renderPage(<DictionaryPage />, { path: '/dictionary' });
    await user.click(await screen.findByRole('button', { name: 'Delete Haus' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete the word' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toContain('error: Error deleting the record'));
    expect(screen.getByRole('alertdialog', { name: 'Delete the word' })).toBeInTheDocument();
  });

  it('lets staff filter by a student (from page 1) and see whose each word is; a new word goes to the chosen student', async () => {
    signInAsTeacher();
    const calls = fakeServer((call) => {
      if (call.url === 'dictionary/students') return { status: 200, data: { data: students } };
      if (call.method === 'POST') return { status: 201, data: { data: entry({ studentId: ANDRII_ID }) } };
      return { status: 200, data: paged([entry({ studentId: (call.params.studentId as string | undefined) ?? STUDENT_ID })], { total: 25, page: Number(call.params.page) }) };
    });
    const { user } = renderPage(<DictionaryPage />, { path: '/dictionary', url: '/dictionary?page=2' });
    const table = await screen.findByRole('table', { name: 'Dictionary' });
    expect(lists(calls)[0]?.params).toEqual({ page: 2, limit: 10 });
    await waitFor(() => expect(within(table).getByText('Sofia Student')).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Student'), ANDRII_ID);
    await waitFor(() => expect(lists(calls).at(-1)?.params).toEqual({ page: 1, limit: 10, studentId: ANDRII_ID }));
    expect(await within(screen.getByRole('table', { name: 'Dictionary' })).findByText('Andrii Shevchenko')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add word' }));
    const dialog = screen.getByRole('dialog', { name: 'New word' });
    expect(within(dialog).getByLabelText('Student')).toHaveValue(ANDRII_ID);
    await user.type(within(dialog).getByLabelText('Word or phrase'), 'tree');
    await user.type(within(dialog).getByLabelText('Translation'), 'дерево');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toasts()).toContain('success: Record added'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ phrase: 'tree', translation: 'дерево', language: 'en', studentId: ANDRII_ID });
  });
});
