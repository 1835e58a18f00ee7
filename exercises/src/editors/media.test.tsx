import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { contentOf, exerciseInputSchemaFor } from '../contract.js';
import { fixtureExercise } from '../fixture.js';
import { MEDIA_FIXTURES } from '../fixtures.js';
import { renderEditor } from '../testing/editor.js';
import { MEDIA_TYPES } from '../types.js';
import { emptyContent } from './index.js';

describe('every media editor', () => {
  // The article's rich text is a document, not a field value: its own test below reads it.
  it.each(MEDIA_TYPES.filter((type) => type !== 'article').map((type) => [type]))('%s shows the content it is given', async (type) => {
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

describe('article editor', () => {
  it('turns plain text into formatted paragraphs and back', async () => {
    const { user, latest } = await renderEditor('article', { article: { format: 'plain', text: 'One <tag>\n\nTwo' } });
    await user.click(screen.getByRole('radio', { name: 'Formatted text' }));
    expect(latest()).toEqual({ article: { format: 'rich', text: '<p>One &lt;tag&gt;</p><p>Two</p>' } });
    await user.click(screen.getByRole('radio', { name: 'Plain text' }));
    expect(latest()).toEqual({ article: { format: 'plain', text: 'One <tag>\n\nTwo' } });
  });

  it('edits rich text in a labelled editor with a formatting toolbar, and inserts a table', async () => {
    const { user, latest } = await renderEditor('article', { article: { format: 'rich', text: '<h2>Title</h2><p>Hello <strong>world</strong></p>' } });
    const box = screen.getByRole('textbox', { name: 'Text' });
    expect(box.querySelector('h2')).toHaveTextContent('Title');
    expect(box.querySelector('strong')).toHaveTextContent('world');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Heading 2', 'Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link', 'Insert table']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(toolbar).getByRole('button', { name: 'Insert table' }));
    expect(latest().article.text).toContain('<table');
    expect(latest().article.text).toContain('<th');
    expect(within(toolbar).getByRole('button', { name: 'Add row' })).toBeInTheDocument();
  });

  it('refuses a link address that is not http, https or mailto', async () => {
    const { user } = await renderEditor('article', { article: { format: 'rich', text: '<p>Read this</p>' } });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByLabelText('Link address'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByLabelText('Link address')).toHaveAccessibleDescription(expect.stringContaining('http://, https:// or mailto:'));
  });
});
