import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '@school/shared/testing';
import * as z from 'zod/mini';
import { contentOf, exerciseInputSchemaFor } from '../contract.js';
import { fixtureExercise } from '../fixture.js';
import { EXERCISE_FIXTURES } from '../fixtures.js';
import { renderEditor } from '../testing/editor.js';
import { CHECKABLE_TYPES } from '../types.js';
import { editorErrors, editorErrorsFromFields, emptyContent } from './index.js';

describe('every editor', () => {
  it.each(CHECKABLE_TYPES.map((type) => [type]))('%s shows the content it is given', async (type) => {
    const exercise = fixtureExercise(EXERCISE_FIXTURES[type].valid[0]);
    await renderEditor(type, contentOf(exercise));
    const shown = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=checkbox]), textarea')].map(
      (field) => field.value,
    );
    const texts = JSON.stringify(contentOf(exercise));
    for (const value of shown) expect(texts).toContain(JSON.stringify(value).slice(1, -1));
    expect(shown.length).toBeGreaterThan(0);
  });

  it.each(CHECKABLE_TYPES.map((type) => [type]))('%s starts with the rows its rules require, empty', (type) => {
    const issues = z.safeParse(exerciseInputSchemaFor(type), { type, title: 'New exercise', ...emptyContent(type) }).error?.issues ?? [];
    // Empty rows are errors to fill in, never a missing row.
    for (const issue of issues) expect(['exercise.itemRequired', 'validation.required', 'exercise.columnNameRequired', 'exercise.imageRequired']).toContain(issue.message);
  });
});

describe('fill_in_gaps editor', () => {
  it('previews the blanks with their accepted answers while the teacher types', async () => {
    const { user, latest } = await renderEditor('fill_in_gaps', { text: '' });
    expect(screen.getByText(/the preview appears/i)).toBeInTheDocument();
    expect(screen.getByText(/put each blank in square brackets/i)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Text'), "I [[am|'m] here");
    expect(latest()).toEqual({ text: "I [am|'m] here" });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByLabelText("Blank 1: am / 'm")).toHaveTextContent("am / 'm");
  });

  it('shows a rule broken, translated, beside the text', async () => {
    await renderEditor('fill_in_gaps', { text: 'No gaps' }, { text: 'exercise.gapsMissing' });
    expect(screen.getByLabelText('Text')).toHaveAccessibleDescription(expect.stringContaining('Mark at least one blank with square brackets'));
  });
});

describe('choose_correct_option editor', () => {
  it('previews the options with the right one marked, without the star', async () => {
    await renderEditor('choose_correct_option', { text: 'She [go/goes*] home' });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByLabelText('goes (correct)')).toHaveTextContent('goes');
    expect(preview).not.toHaveTextContent('*');
  });
});

describe('true_false editor', () => {
  it('adds a statement and puts the cursor in it', async () => {
    const { user, latest } = await renderEditor('true_false', { items: [{ statement: 'One', correct: true }] });
    await user.click(screen.getByRole('button', { name: 'Add a statement' }));
    await waitFor(() => expect(screen.getByLabelText('Statement 2')).toHaveFocus());
    await user.keyboard('Two');
    await user.click(screen.getByLabelText('Statement 2 is true'));
    expect(latest()).toEqual({ items: [{ statement: 'One', correct: true }, { statement: 'Two', correct: false }] });
  });

  it('never removes the last statement', async () => {
    const { user, latest } = await renderEditor('true_false', {
      items: [
        { statement: 'One', correct: true },
        { statement: 'Two', correct: false },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Remove statement 1' }));
    expect(latest()).toEqual({ items: [{ statement: 'Two', correct: false }] });
    await waitFor(() => expect(screen.getByLabelText('Statement 1')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Remove statement 1' })).toBeDisabled();
  });
});

describe('test editor', () => {
  it('keeps two answers per question and marks correct ones', async () => {
    const { user, latest } = await renderEditor('test', emptyContent('test'));
    expect(screen.getByRole('button', { name: 'Remove answer 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove question 1' })).toBeDisabled();
    await user.type(screen.getByLabelText('Question 1'), 'Colours?');
    await user.type(screen.getByLabelText('Answer 1'), 'red');
    await user.type(screen.getByLabelText('Answer 2'), 'blue');
    await user.click(screen.getByLabelText('Answer 2 is correct'));
    await user.click(screen.getByRole('button', { name: 'Add an answer' }));
    await waitFor(() => expect(screen.getByLabelText('Answer 3')).toHaveFocus());
    await user.keyboard('table');
    expect(latest()).toEqual({
      questions: [
        {
          question: 'Colours?',
          answers: [
            { text: 'red', correct: true },
            { text: 'blue', correct: true },
            { text: 'table', correct: false },
          ],
        },
      ],
    });
    expect(screen.getByRole('button', { name: 'Remove answer 3' })).toBeEnabled();
  });

  it('shows a question without a correct answer at its answers', async () => {
    await renderEditor('test', emptyContent('test'), { 'questions.0.answers': 'exercise.correctAnswerMissing' });
    expect(screen.getByRole('group', { name: 'Answers to question 1' })).toHaveAccessibleDescription(
      expect.stringContaining('Mark at least one answer as correct'),
    );
  });
});

describe('sort_into_columns editor', () => {
  it('adds a column with one item and never removes a column’s last item', async () => {
    const { user, latest } = await renderEditor('sort_into_columns', { columns: [{ name: 'Fruit', items: ['apple'] }] });
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add a column' }));
    await waitFor(() => expect(screen.getByLabelText('Name of column 2')).toHaveFocus());
    await user.keyboard('Veg');
    const second = screen.getByRole('group', { name: 'Items of column 2' });
    await user.type(within(second).getByLabelText('Item 1'), 'carrot');
    expect(latest()).toEqual({
      columns: [
        { name: 'Fruit', items: ['apple'] },
        { name: 'Veg', items: ['carrot'] },
      ],
    });
  });
});

describe('match_the_words editor', () => {
  it('keeps at least two pairs', async () => {
    const { user, latest } = await renderEditor('match_the_words', emptyContent('match_the_words'));
    expect(screen.getByRole('button', { name: 'Remove pair 2' })).toBeDisabled();
    await user.type(screen.getByLabelText('Word 1'), 'cat');
    await user.type(screen.getByLabelText('Match for word 1'), 'кіт');
    expect(latest().pairs[0]).toEqual({ left: 'cat', right: 'кіт' });
  });
});

describe('label_the_pictures editor', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cat.png', { type: 'image/png' });

  it('uploads a picture and fills in its address', async () => {
    const calls = fakeServer(() => ({ status: 201, data: { data: { url: '/tenant/files/0b7f3c1e-1111-4c5e-9d3f-2a7b6c8d9e01' } } }));
    const { user, latest } = await renderEditor('label_the_pictures', emptyContent('label_the_pictures'));
    await user.upload(screen.getByLabelText('Upload picture 1'), png());
    await waitFor(() => expect(screen.getByLabelText('Address of picture 1')).toHaveValue('/tenant/files/0b7f3c1e-1111-4c5e-9d3f-2a7b6c8d9e01'));
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST files']);
    expect((calls[0]?.body as FormData).get('file')).toBeInstanceOf(File);
    await user.type(screen.getByLabelText('Label of picture 1'), 'cat');
    expect(latest()).toEqual({ images: [{ image: '/tenant/files/0b7f3c1e-1111-4c5e-9d3f-2a7b6c8d9e01', label: 'cat' }] });
  });

  it("shows the server's message when the upload fails, and keeps the address empty", async () => {
    fakeServer(() => ({ status: 413, data: { statusCode: 413, code: 'validation.fileTooLarge', message: 'File size must not exceed 1 MB' } }));
    const { user, latest } = await renderEditor('label_the_pictures', emptyContent('label_the_pictures'));
    await user.upload(screen.getByLabelText('Upload picture 1'), png());
    expect(await screen.findByText('File size must not exceed 1 MB')).toBeInTheDocument();
    expect(latest().images[0]?.image).toBe('');
  });
});

describe('editor errors', () => {
  it('come from schema issues by content path, the first per field, without the common fields', () => {
    expect(
      editorErrors([
        { path: ['title'], message: 'validation.minLength' },
        { path: ['items', 1, 'statement'], message: 'exercise.itemRequired' },
        { path: ['items', 1, 'statement'], message: 'validation.maxLength' },
        { path: ['items'], message: 'exercise.tooMany' },
      ]),
    ).toEqual({ 'items.1.statement': 'exercise.itemRequired', items: 'exercise.tooMany' });
  });

  it("come from an API 400's field errors", () => {
    expect(editorErrorsFromFields({ title: ['Too short'], text: ['Mark a blank', 'Other'] })).toEqual({ text: 'Mark a blank' });
  });
});
