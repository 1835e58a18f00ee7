import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { deferred, fakeServer, reportUploadProgress, type Reply } from '@school/shared/testing';
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

  // A voice recording starts with a usual limit (a minute): complete as it is, tested below.
  it.each(MEDIA_TYPES.filter((type) => type !== 'voice_recording').map((type) => [type]))('%s starts empty, needing only its texts, link or upload to be filled in', (type) => {
    const issues = z.safeParse(exerciseInputSchemaFor(type), { type, title: '', ...emptyContent(type) }).error?.issues ?? [];
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect(['validation.required', 'exercise.itemRequired', 'exercise.imageRequired', 'exercise.gifRequired', 'exercise.audioRequired', 'exercise.pdfRequired']).toContain(issue.message);
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

describe('wordlist editor', () => {
  const SOUND = '/tenant/files/0b7f3c1e-1111-4c5e-9d3f-2a7b6c8d9e01';
  const wav = () => new File([new Uint8Array([82, 73, 70, 70])], 'mother.wav', { type: 'audio/wav' });

  it('uploads a word\'s sound with a progress bar and keeps its address', async () => {
    const pending = deferred<Reply>();
    const calls = fakeServer(() => pending.promise);
    const { user, latest } = await renderEditor('wordlist', { words: [{ word: '', translation: '' }] });
    await user.type(screen.getByLabelText('Word 1'), 'mother');
    await user.type(screen.getByLabelText('Translation of word 1'), 'мама');
    await user.upload(screen.getByLabelText('Sound of word 1 (optional)'), wav());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('files/audio');
    act(() => reportUploadProgress(calls[0]!.config, 40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading the sound of word 1' })).toHaveAttribute('value', '40');
    await act(async () => pending.resolve({ status: 201, data: { data: { url: SOUND } } }));
    await waitFor(() => expect(latest()).toEqual({ words: [{ word: 'mother', translation: 'мама', audio: SOUND }] }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the sound of word 1' }));
    expect(latest()).toEqual({ words: [{ word: 'mother', translation: 'мама' }] });
  });

  it('shows the server\'s message when the sound is refused', async () => {
    fakeServer(() => ({ status: 415, data: { statusCode: 415, code: 'validation.audioOnly', message: 'Only sound files are allowed: MP3, Ogg, WAV, M4A or FLAC' } }));
    const { user, latest } = await renderEditor('wordlist', { words: [{ word: 'son', translation: 'син' }] });
    await user.upload(screen.getByLabelText('Sound of word 1 (optional)'), wav());
    expect(await screen.findByText('Only sound files are allowed: MP3, Ogg, WAV, M4A or FLAC')).toBeInTheDocument();
    expect(latest().words[0]?.audio).toBeUndefined();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const calls = fakeServer(() => ({ status: 201, data: { data: { url: SOUND } } }));
    const { user } = await renderEditor('wordlist', { words: [{ word: 'son', translation: 'син' }] });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'long.mp3', { type: 'audio/mpeg' });
    await user.upload(screen.getByLabelText('Sound of word 1 (optional)'), big);
    expect(await screen.findByText('File size must not exceed 10 MB')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('picture editors', () => {
  const STORED = '/tenant/files/0b7f3c1e-2222-4c5e-9d3f-2a7b6c8d9e01';
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'room.png', { type: 'image/png' });
  const gif = () => new File([new Uint8Array([71, 73, 70, 56])], 'wave.gif', { type: 'image/gif' });

  it("upload a picture with the kit's picker and keep its address and caption", async () => {
    const calls = fakeServer(() => ({ status: 201, data: { data: { url: STORED } } }));
    const { user, latest } = await renderEditor('image', { image: '', caption: '' });
    await user.upload(screen.getByLabelText('Picture'), png());
    await waitFor(() => expect(latest().image).toBe(STORED));
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST files']);
    await user.type(screen.getByLabelText('Caption (optional)'), 'Our room');
    expect(latest()).toEqual({ image: STORED, caption: 'Our room' });
  });

  it('add pictures to a set', async () => {
    fakeServer(() => ({ status: 201, data: { data: { url: STORED } } }));
    const { user, latest } = await renderEditor('image_set', { images: [{ image: '', caption: '' }] });
    await user.click(screen.getByRole('button', { name: 'Add a picture' }));
    await user.upload(screen.getByLabelText('Picture 2'), png());
    await waitFor(() => expect(latest().images[1]?.image).toBe(STORED));
    expect(latest().images).toHaveLength(2);
  });

  it('take only a GIF for the gif type, before anything is sent', async () => {
    const calls = fakeServer(() => ({ status: 201, data: { data: { url: STORED } } }));
    const { user, latest } = await renderEditor('gif', { gif: '' });
    await user.upload(screen.getByLabelText('GIF animation'), png());
    expect(await screen.findByText('Only GIF files are allowed')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.upload(screen.getByLabelText('GIF animation'), gif());
    await waitFor(() => expect(latest()).toEqual({ gif: STORED }));
  });
});

describe('audio editor', () => {
  const SOUND = '/tenant/files/0b7f3c1e-3333-4c5e-9d3f-2a7b6c8d9e01';
  const wav = () => new File([new Uint8Array([82, 73, 70, 70])], 'dialogue.wav', { type: 'audio/wav' });

  it('uploads a file with a progress bar, or takes a shared-drive link, and the script', async () => {
    const pending = deferred<Reply>();
    const calls = fakeServer(() => pending.promise);
    const { user, latest } = await renderEditor('audio', { audio: { source: 'file', file: '' }, script: '' });
    await user.upload(screen.getByLabelText('Sound file'), wav());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('files/audio');
    act(() => reportUploadProgress(calls[0]!.config, 70, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading the sound' })).toHaveAttribute('value', '70');
    await act(async () => pending.resolve({ status: 201, data: { data: { url: SOUND } } }));
    await waitFor(() => expect(latest().audio).toEqual({ source: 'file', file: SOUND }));
    await user.type(screen.getByLabelText('Script (optional)'), 'A: Hi!');
    expect(latest()).toEqual({ audio: { source: 'file', file: SOUND }, script: 'A: Hi!' });

    await user.click(screen.getByRole('radio', { name: 'Link to a shared drive' }));
    await user.type(screen.getByLabelText('Shared-drive link'), 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view');
    expect(latest()).toEqual({ audio: { source: 'link', url: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view' }, script: 'A: Hi!' });
  });
});

describe('pdf editor', () => {
  /** A user whose file picker is set to "all files" (the input's accept list does not filter). */
  const userEventWithoutAccept = () => userEvent.setup({ applyAccept: false });
  const DOCUMENT = '/tenant/files/0b7f3c1e-4444-4c5e-9d3f-2a7b6c8d9e01';
  const pdf = (size = 5, name = 'verbs.pdf', type = 'application/pdf') => new File([new Uint8Array(size).fill(37)], name, { type });

  it('uploads the PDF with a progress bar, keeps its address and removes it', async () => {
    const pending = deferred<Reply>();
    const calls = fakeServer(() => pending.promise);
    const { user, latest } = await renderEditor('pdf', { file: '' });
    const field = screen.getByLabelText('PDF file');
    expect(field).toHaveAccessibleDescription('PDF only, up to 10 MB');
    await user.upload(field, pdf());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('files/pdf');
    act(() => reportUploadProgress(calls[0]!.config, 30, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading the PDF' })).toHaveAttribute('value', '30');
    await act(async () => pending.resolve({ status: 201, data: { data: { url: DOCUMENT } } }));
    await waitFor(() => expect(latest()).toEqual({ file: DOCUMENT }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the uploaded PDF' })).toHaveAttribute('href', DOCUMENT);
    await user.click(screen.getByRole('button', { name: 'Remove the PDF' }));
    expect(latest()).toEqual({ file: '' });
  });

  it('refuses a file over 10 MB or not a PDF before sending it', async () => {
    const calls = fakeServer(() => ({ status: 201, data: { data: { url: DOCUMENT } } }));
    const { user } = await renderEditor('pdf', { file: '' });
    await user.upload(screen.getByLabelText('PDF file'), pdf(10 * 1024 * 1024 + 1));
    expect(await screen.findByText('File size must not exceed 10 MB')).toBeInTheDocument();
    // The input's accept list would drop it; a drop or a picker set to "all files" would not.
    await userEventWithoutAccept().upload(screen.getByLabelText('PDF file'), pdf(5, 'verbs.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    expect(await screen.findByText('Only PDF files are allowed')).toBeInTheDocument();
    expect(screen.getByLabelText('PDF file')).toHaveAccessibleDescription(expect.stringContaining('Only PDF files are allowed'));
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when it refuses the file, and the spec's words when the upload fails", async () => {
    let reply: Reply = { status: 415, data: { statusCode: 415, code: 'validation.pdfOnly', message: 'Only PDF files are allowed' } };
    fakeServer(() => reply);
    const { user, latest } = await renderEditor('pdf', { file: '' });
    await user.upload(screen.getByLabelText('PDF file'), pdf());
    expect(await screen.findByText('Only PDF files are allowed')).toBeInTheDocument();
    reply = { status: 500, data: {} };
    await user.upload(screen.getByLabelText('PDF file'), pdf());
    expect(await screen.findByText('Error uploading file')).toBeInTheDocument();
    expect(latest()).toEqual({ file: '' });
  });
});

describe('voice recording editor', () => {
  it('starts with a minute, a complete exercise', () => {
    expect(z.safeParse(exerciseInputSchemaFor('voice_recording'), { type: 'voice_recording', title: '', ...emptyContent('voice_recording') }).success).toBe(true);
  });

  it('takes the longest duration in whole seconds and names its range', async () => {
    const { user, latest } = await renderEditor('voice_recording', { duration: 60 });
    const field = screen.getByLabelText('Longest recording (seconds)');
    expect(field).toHaveValue('60');
    expect(field).toHaveAccessibleDescription('From 5 to 600 seconds; the recording stops there.');
    await user.clear(field);
    expect(field).toHaveValue('');
    expect(latest().duration).toBeNaN();
    await user.type(field, '90');
    expect(latest()).toEqual({ duration: 90 });
    await user.clear(field);
    await user.type(field, '1.5');
    expect(latest().duration).toBeNaN();
  });

  it('shows the range error on the field, translated', async () => {
    await renderEditor('voice_recording', { duration: 4 }, { duration: 'exercise.durationRange' });
    const field = screen.getByLabelText('Longest recording (seconds)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Set the longest recording from 5 to 600 seconds'));
  });
});
