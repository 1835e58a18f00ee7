import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { toStudentCopy } from '../../contract.js';
import { MEDIA_FIXTURES, fixtureExercise } from '../../fixtures.js';
import { DOCUMENT } from '../../media/pdf/fixtures.js';
import { fakePdfViewer, UNREADABLE_PDF } from '../../testing/pdf-viewer.js';
import type { StudentExercise } from '../contract.js';
import { loadPlayer } from '../index.js';
import { axeViolations, press, renderPlayer, withPlayerTexts } from '../testing.js';

// pdf.js draws on a canvas jsdom does not have: its boundary module is replaced, the player is not.
jest.mock('./document.js', () => jest.requireActual('../../testing/pdf-viewer.js'));

withPlayerTexts();

const copyOf = (file?: string) => {
  const copy = toStudentCopy(fixtureExercise(MEDIA_FIXTURES.pdf.valid[0])) as StudentExercise<'pdf'>;
  return file ? { ...copy, file } : copy;
};

beforeEach(() => fakePdfViewer.reset());

describe('pdf player', () => {
  it('shows page 1 of 2 on a labelled canvas and turns the pages by button and keyboard', async () => {
    const Player = await loadPlayer('pdf');
    const { user, container } = renderPlayer(Player, copyOf());
    expect(screen.getByRole('status')).toHaveTextContent('Loading the PDF…');

    const canvas = await screen.findByRole('img', { name: 'Irregular verbs, page 1 of 2' });
    await waitFor(() => expect(canvas).toHaveAttribute('data-pdf-page', '1'));
    expect(fakePdfViewer.opened).toEqual([DOCUMENT]);
    expect(screen.getByRole('group', { name: 'Pages' })).toHaveTextContent('Page 1 of 2');
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(next);
    await waitFor(() => expect(canvas).toHaveAttribute('data-pdf-page', '2'));
    expect(canvas).toHaveAccessibleName('Irregular verbs, page 2 of 2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // The last page: next does nothing and keeps the focus.
    await press(user, next);
    expect(next).toHaveFocus();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await press(user, previous);
    await waitFor(() => expect(canvas).toHaveAttribute('data-pdf-page', '1'));
    expect(fakePdfViewer.drawn.map(({ page }) => page)).toEqual([1, 2, 1]);

    const download = screen.getByRole('link', { name: 'Download the PDF' });
    expect(download).toHaveAttribute('href', DOCUMENT);
    expect(download).toHaveAttribute('download', 'Irregular verbs.pdf');
  });

  it('says so in words when the file cannot be read, and still offers it for download', async () => {
    const Player = await loadPlayer('pdf');
    renderPlayer(Player, copyOf(UNREADABLE_PDF));
    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF cannot be shown here. Download it to read it.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', UNREADABLE_PDF);
  });

  it('names an untitled document and frees it when the exercise leaves the page', async () => {
    const Player = await loadPlayer('pdf');
    const { unmount } = renderPlayer(Player, { ...copyOf(), title: '' });
    await screen.findByRole('img', { name: 'PDF document, page 1 of 2' });
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('download', 'PDF document.pdf');
    act(() => unmount());
    expect(fakePdfViewer.closed).toBe(1);
  });
});
