import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { WordOrderPlayer } from './word-order.js';
import { axeViolations, press, renderPlayer, studentCopyOf, withPlayerTexts } from './testing.js';

withPlayerTexts();

const { copy, score } = studentCopyOf({ type: 'word_order', sentences: ['I like green tea', 'the cat and the dog'] });
const first = () => screen.getByRole('list', { name: 'Sentence 1' });
const words = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.querySelector('[aria-roledescription]')?.textContent);

/** Moves `word` of a sentence to `position` (0-based) with the "earlier" / "later" buttons. */
async function moveTo(user: Parameters<typeof press>[0], list: () => HTMLElement, word: string, position: number) {
  for (;;) {
    const current = words(list()).indexOf(word);
    if (current === position) return;
    await press(user, within(list()).getByRole('button', { name: `Move ${word} ${current > position ? 'earlier' : 'later'}` }));
  }
}

describe('word_order player', () => {
  it('shows each sentence shuffled and sends the words in the student order, by keyboard', async () => {
    const { user, lastAnswer } = renderPlayer(WordOrderPlayer, copy);
    expect(words(first())).toEqual(copy.sentences[0]);
    const target = ['I', 'like', 'green', 'tea'];
    for (const [position, word] of target.entries()) await moveTo(user, first, word, position);
    expect(words(first())).toEqual(target);
    expect(lastAnswer()).toEqual({ sentences: [target, copy.sentences[1]] });
    expect(score(lastAnswer()).items[0]).toBe(true);
  });

  it('keeps two equal words apart and the focus on the moved word', async () => {
    const { user, lastAnswer } = renderPlayer(WordOrderPlayer, copy);
    const second = () => screen.getByRole('list', { name: 'Sentence 2' });
    const target = ['the', 'cat', 'and', 'the', 'dog'];
    for (const [position, word] of target.entries()) {
      // The second "the" is placed after the first one is in place.
      const current = words(second()).findIndex((text, index) => text === word && index >= position);
      for (let at = current; at > position; at -= 1) {
        const buttons = within(second()).getAllByRole('button', { name: `Move ${word} earlier` });
        const button = buttons.find((candidate) => candidate.closest('li') === within(second()).getAllByRole('listitem')[at]);
        if (!button) throw new Error('no button');
        await press(user, button);
        expect(document.activeElement?.closest('li')).toBe(within(second()).getAllByRole('listitem')[at - 1]);
      }
    }
    expect(lastAnswer()?.sentences[1]).toEqual(target);
    expect(score(lastAnswer()).items[1]).toBe(true);
    expect(screen.getByText(/moved to position \d of 5/)).toBeInTheDocument();
  });

  it('gives each word its place in the announcement and a keyboard drag handle', () => {
    renderPlayer(WordOrderPlayer, copy);
    const handle = within(first()).getAllByRole('button', { name: /position 1 of 4/ })[0];
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable item');
    expect(handle).toHaveAccessibleDescription(/Press Space or Enter to pick up this item/);
  });

  it('points the earlier / later arrows the way a right-to-left line reads', () => {
    const { unmount } = renderPlayer(WordOrderPlayer, copy, { direction: 'rtl' });
    const arrow = (name: RegExp) => within(first()).getAllByRole('button', { name })[0]?.querySelector('svg');
    expect(getComputedStyle(arrow(/earlier/) as Element).transform).toBe('scaleX(-1)');
    unmount();
    renderPlayer(WordOrderPlayer, copy, { direction: 'ltr' });
    expect(getComputedStyle(arrow(/earlier/) as Element).transform).toBe('none');
  });

  it('marks each sentence right or wrong', () => {
    renderPlayer(WordOrderPlayer, copy, { result: { correct: 1, total: 2, items: [true, false] } });
    expect(screen.getByText('1 of 2 correct')).toBeInTheDocument();
    const rows = screen.getAllByText(/^Sentence \d$/).map((label) => label.parentElement);
    expect(rows[0]).toHaveTextContent('Correct');
    expect(rows[1]).toHaveTextContent('Incorrect');
  });

  it('shows the answer read-only', () => {
    renderPlayer(WordOrderPlayer, copy, { answer: { sentences: [['I', 'like', 'green', 'tea'], copy.sentences[1] ?? []] }, readOnly: true });
    expect(words(first())).toEqual(['I', 'like', 'green', 'tea']);
    expect(within(first()).queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    for (const handle of within(first()).getAllByRole('button')) expect(handle).toBeDisabled();
  });

  it('has no axe violations, before and after scoring', async () => {
    const { container, unmount } = renderPlayer(WordOrderPlayer, copy);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    expect(await axeViolations(renderPlayer(WordOrderPlayer, copy, { result: { correct: 1, total: 2, items: [true, false] } }).container)).toEqual([]);
  });
});
