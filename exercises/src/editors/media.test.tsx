import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import * as z from 'zod/mini';
import { contentOf, exerciseInputSchemaFor } from '../contract.js';
import { fixtureExercise } from '../fixture.js';
import { MEDIA_FIXTURES } from '../fixtures.js';
import { renderEditor } from '../testing/editor.js';
import { MEDIA_TYPES } from '../types.js';
import { emptyContent } from './index.js';

describe('every media editor', () => {
  it.each(MEDIA_TYPES.map((type) => [type]))('%s shows the content it is given', async (type) => {
    const exercise = fixtureExercise(MEDIA_FIXTURES[type].valid[0]);
    await renderEditor(type, contentOf(exercise));
    const shown = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=checkbox]):not([type=radio]), textarea')].map((field) => field.value);
    const texts = JSON.stringify(contentOf(exercise));
    for (const value of shown) expect(texts).toContain(JSON.stringify(value).slice(1, -1));
    expect(shown.length).toBeGreaterThan(0);
  });

  it.each(MEDIA_TYPES.map((type) => [type]))('%s starts empty, needing only its text or link', (type) => {
    const issues = z.safeParse(exerciseInputSchemaFor(type), { type, title: '', ...emptyContent(type) }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(['validation.required']);
  });
});

describe('embed editor', () => {
  it('names the sites that work and reports the link typed', async () => {
    const { user, latest } = await renderEditor('video', { link: '' });
    const field = screen.getByLabelText('Link');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('YouTube or Vimeo'));
    await user.type(field, 'https://youtu.be/dQw4w9WgXcQ');
    expect(latest()).toEqual({ link: 'https://youtu.be/dQw4w9WgXcQ' });
  });

  it('shows the field error that lists the sites, translated', async () => {
    await renderEditor('miro_integration', { link: 'https://example.org' }, { link: 'exercise.miroLink' });
    expect(screen.getByLabelText('Link')).toHaveAccessibleDescription(expect.stringContaining('Paste a link to a Miro board'));
  });
});

describe('notify editor', () => {
  it('sets the text, a palette colour and hides the note from students', async () => {
    const { user, latest } = await renderEditor('notify', { text: '', color: 'blue', visibleToStudent: true });
    await user.type(screen.getByLabelText('Note text'), 'Bring pens');
    await user.click(screen.getByRole('radio', { name: 'Green' }));
    await user.click(screen.getByRole('checkbox', { name: 'Students see this note' }));
    expect(latest()).toEqual({ text: 'Bring pens', color: 'green', visibleToStudent: false });
    expect(screen.getByText(/students do not receive it at all/)).toBeInTheDocument();
  });
});

describe('external_link editor', () => {
  it('edits the address and its text', async () => {
    const { user, latest } = await renderEditor('external_link', { link: '', label: '' });
    await user.type(screen.getByLabelText('Link'), 'https://example.org');
    await user.type(screen.getByLabelText('Link text'), 'Words');
    expect(latest()).toEqual({ link: 'https://example.org', label: 'Words' });
  });
});
