import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import { toStudentCopy } from '../contract.js';
import { MEDIA_FIXTURES, fixtureExercise } from '../fixtures.js';
import { EMBED_TYPES, MEDIA_TYPES, type MediaType } from '../types.js';
import type { StudentExercise } from './contract.js';
import { loadPlayer } from './index.js';
import type { PlayerComponent } from './props.js';
import { axeViolations, renderPlayer, withPlayerTexts } from './testing.js';

// The pdf player's viewer (pdf.js) needs a canvas jsdom lacks; its boundary module is replaced.
jest.mock('./pdf/document.js', () => jest.requireActual('../testing/pdf-viewer.js'));

withPlayerTexts();

const players = new Map<MediaType, PlayerComponent<MediaType>>();
beforeAll(async () => {
  for (const type of MEDIA_TYPES) players.set(type, (await loadPlayer(type)) as PlayerComponent<MediaType>);
});

function render(type: MediaType, valid: (typeof MEDIA_FIXTURES)[MediaType]['valid'][number]) {
  const Player = players.get(type);
  if (!Player) throw new Error(`no player for ${type}`);
  const copy = toStudentCopy(fixtureExercise(valid)) as StudentExercise<MediaType>;
  return renderPlayer(Player, copy);
}

describe.each(MEDIA_TYPES)('%s player on the fixtures', (type) => {
  it.each(MEDIA_FIXTURES[type].valid.map((valid) => [valid.name, valid] as const))('renders "%s" from the student copy, axe-clean', async (_name, valid) => {
    const { container, answers } = render(type, valid);
    await act(async () => {});
    expect(answers).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe.each(EMBED_TYPES)('%s frame', (type) => {
  it.each(MEDIA_FIXTURES[type].valid.map((valid) => [valid.name, valid] as const))('of "%s" is sandboxed and built from the parsed link', (_name, valid) => {
    const { container } = render(type, valid);
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', valid.frame);
    const sandbox = frame?.getAttribute('sandbox') ?? '';
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
    expect(frame).toHaveAccessibleName();
    const open = screen.getByRole('link', { name: /^Open on / });
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(open.getAttribute('href')).toMatch(/^https:\/\//);
  });
});

describe('embed player with a link that no longer fits', () => {
  it('shows a message and no frame', () => {
    const Player = players.get('video');
    if (!Player) throw new Error('no video player');
    const copy = { ...toStudentCopy(fixtureExercise(MEDIA_FIXTURES.video.valid[0])), link: 'javascript:alert(1)' } as StudentExercise<MediaType>;
    const { container } = renderPlayer(Player, copy);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('This link cannot be shown.');
  });
});

describe('notify player', () => {
  it('shows the text on its palette colour', () => {
    const { container } = render('notify', MEDIA_FIXTURES.notify.valid[0]);
    expect(screen.getByRole('note')).toHaveTextContent('Bring your dictionaries on Friday.');
    expect(container.querySelector('[data-note-color="yellow"]')).not.toBeNull();
  });
});

describe('external_link player', () => {
  it('opens the page in a new tab, says so, and shows where it goes', () => {
    render('external_link', MEDIA_FIXTURES.external_link.valid[0]);
    const link = screen.getByRole('link', { name: 'Grammar pages (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://learnenglish.britishcouncil.org/grammar');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('learnenglish.britishcouncil.org')).toBeInTheDocument();
  });

  it('never puts anything but http(s) into the link', () => {
    const Player = players.get('external_link');
    if (!Player) throw new Error('no player');
    const copy = { ...toStudentCopy(fixtureExercise(MEDIA_FIXTURES.external_link.valid[0])), link: 'javascript:alert(1)' } as StudentExercise<MediaType>;
    const { container } = renderPlayer(Player, copy);
    expect(container.querySelector('a')).toBeNull();
  });
});

describe('article player', () => {
  const renderArticle = (format: 'plain' | 'rich', text: string) => {
    const Player = players.get('article');
    if (!Player) throw new Error('no player');
    const copy = { ...toStudentCopy(fixtureExercise(MEDIA_FIXTURES.article.valid[0])), article: { format, text } } as StudentExercise<MediaType>;
    return renderPlayer(Player, copy);
  };

  it('shows rich text with its headings below the exercise title, lists, links and a scrollable table', () => {
    const { container } = render('article', MEDIA_FIXTURES.article.valid[0]);
    expect(screen.getByRole('heading', { level: 4, name: 'My family' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('two');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'this page' });
    expect(link).toHaveAttribute('href', 'https://example.org/family');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    const table = screen.getByRole('region', { name: 'Table (scrolls sideways)' });
    expect(table).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('columnheader', { name: 'Age' })).toBeInTheDocument();
  });

  it('renders only the allowlist, whatever reaches it: no script, no handlers, no unsafe links', () => {
    const { container } = renderArticle('rich', '<p onclick="alert(1)" style="color:red">Hi <a href="javascript:alert(1)">there</a></p><script>alert(2)</script><img src=x onerror="alert(3)"><iframe src="https://evil.example"></iframe>');
    expect(container.querySelector('[data-article]')?.innerHTML).not.toMatch(/onclick|style=|script|img|iframe|javascript/);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('[data-article]')).toHaveTextContent(/^Hi there$/);
  });

  it('shows plain text as written, markup included, in paragraphs', () => {
    const { container } = renderArticle('plain', 'First <b>line</b>\n\nSecond');
    const paragraphs = [...container.querySelectorAll('[data-article] p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(['First <b>line</b>', 'Second']);
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('wordlist player', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists words with translations and pronounces a word with its sound', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { user, container } = render('wordlist', MEDIA_FIXTURES.wordlist.valid[0]);
    const list = screen.getByRole('list', { name: 'Words' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['motherмама', 'fatherтато']);
    // Only the word with a sound can be pronounced: a labelled button with a drawn speaker, no
    // emoji (a box where no emoji font is installed).
    const pronounce = screen.getAllByRole('button', { name: /^Pronounce/ });
    expect(pronounce).toHaveLength(1);
    expect(pronounce[0]?.querySelector('svg[data-icon="speaker"]')).toHaveAttribute('aria-hidden', 'true');
    expect(pronounce[0]?.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    await user.click(screen.getByRole('button', { name: 'Pronounce mother' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(container.querySelector('audio')).toHaveAttribute('src', '/tenant/files/0b6e6c2a-8c1d-4f5e-9a7b-3c2d1e0f9a8b');
  });

  it('says when the browser cannot play the sound', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotSupportedError'));
    const { user } = render('wordlist', MEDIA_FIXTURES.wordlist.valid[0]);
    await user.click(screen.getByRole('button', { name: 'Pronounce mother' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sound cannot be played in this browser.');
  });
});

describe('picture players', () => {
  it('show a picture with its caption as its text alternative', () => {
    render('image', MEDIA_FIXTURES.image.valid[0]);
    const picture = screen.getByRole('img', { name: 'A bright classroom' });
    expect(picture).toHaveAttribute('src', MEDIA_FIXTURES.image.valid[0].input.image);
    expect(screen.getByText('A bright classroom', { selector: 'figcaption' })).toHaveAttribute('aria-hidden', 'true');
  });

  it('show a set as a list of pictures, numbered where there is no caption', () => {
    render('image_set', MEDIA_FIXTURES.image_set.valid[0]);
    const list = screen.getByRole('list', { name: 'Rooms of a house' });
    expect(within(list).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['kitchen', 'Picture 2']);
  });

  it('let a student pause and play a GIF', async () => {
    const { user } = render('gif', MEDIA_FIXTURES.gif.valid[0]);
    const button = screen.getByRole('button', { name: 'Pause the animation' });
    expect(screen.getByRole('img', { name: 'Waving hello' }).tagName).toBe('IMG');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Play the animation' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Waving hello' }).tagName).toBe('CANVAS');
    await user.click(screen.getByRole('button', { name: 'Play the animation' }));
    expect(screen.getByRole('img', { name: 'Waving hello' }).tagName).toBe('IMG');
  });
});

describe('audio player', () => {
  it('plays the uploaded file with the browser\'s player, changes the speed and shows the script on demand', async () => {
    const { user, container } = render('audio', MEDIA_FIXTURES.audio.valid[0]);
    const audio = container.querySelector('audio');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', '/tenant/files/5c4b3a29-1807-4f6e-9d5c-4b3a29180706');
    await user.selectOptions(screen.getByLabelText('Speed'), '1.5');
    expect(audio?.playbackRate).toBe(1.5);
    const toggle = screen.getByRole('button', { name: 'Show the script' });
    expect(screen.getByText('A: Hello! B: Hi.')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the script' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('A: Hello! B: Hi.')).toBeVisible();
  });

  it('plays a shared-drive link from the address built from its file id', () => {
    const [, drive] = MEDIA_FIXTURES.audio.valid;
    if (!drive) throw new Error('audio fixtures missing');
    const { container } = render('audio', drive);
    expect(container.querySelector('audio')).toHaveAttribute('src', 'https://drive.google.com/uc?export=download&id=1AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    // No script: no button for it.
    expect(screen.queryByRole('button', { name: 'Show the script' })).toBeNull();
  });

  it('says when the browser cannot play the sound', () => {
    const { container } = render('audio', MEDIA_FIXTURES.audio.valid[0]);
    act(() => {
      container.querySelector('audio')?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your browser cannot play this audio.');
  });
});
