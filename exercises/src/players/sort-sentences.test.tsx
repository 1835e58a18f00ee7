import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SortSentencesPlayer } from './sort-sentences.js';
import { axeViolations, dragWithMouse, press, renderPlayer, studentCopyOf, withPlayerTexts } from './testing.js';

withPlayerTexts();

const story = ['First we woke up.', 'Then we had breakfast.', 'Then we went to school.', 'At last we came home.'];
const { copy, score } = studentCopyOf({ type: 'sort_sentences', sentences: story });
const list = () => screen.getByRole('list', { name: 'Sentences in your order' });
const shown = () => within(list()).getAllByRole('listitem').map((item) => item.querySelector('[aria-roledescription]')?.textContent);

describe('sort_sentences player', () => {
  it('shows the shuffled sentences and sends indexes into them in the student order, by keyboard', async () => {
    const { user, lastAnswer } = renderPlayer(SortSentencesPlayer, copy);
    expect(shown()).toEqual(copy.sentences);
    for (const [position, sentence] of story.entries()) {
      while (shown().indexOf(sentence) > position) await press(user, within(list()).getByRole('button', { name: `Move ${sentence} earlier` }));
    }
    expect(shown()).toEqual(story);
    expect(lastAnswer()).toEqual({ order: story.map((sentence) => copy.sentences.indexOf(sentence)) });
    expect(score(lastAnswer()).items).toEqual([true, true, true, true]);
  });

  it('keeps focus on the moved sentence and says where it went', async () => {
    const { user } = renderPlayer(SortSentencesPlayer, copy);
    const sentence = copy.sentences[0] ?? '';
    await press(user, within(list()).getByRole('button', { name: `Move ${sentence} later` }));
    expect(shown()[1]).toBe(sentence);
    expect(document.activeElement).toBe(within(list()).getByRole('button', { name: `Move ${sentence} later` }));
    expect(screen.getByText(`${sentence} moved to position 2 of 4.`)).toBeInTheDocument();
  });

  it('reorders by dragging a sentence with the mouse', async () => {
    const { lastAnswer } = renderPlayer(SortSentencesPlayer, copy);
    const rows = within(list()).getAllByRole('listitem');
    const handle = rows[0]?.querySelector<HTMLElement>('[aria-roledescription]');
    if (!handle || !rows[3]) throw new Error('no rows');
    await dragWithMouse(handle, rows[3], { moving: rows[0] });
    expect(lastAnswer()).toEqual({ order: [1, 2, 3, 0] });
  });

  it("reorders with dnd-kit's keyboard drag: Space, arrow down, Space", async () => {
    const { lastAnswer } = renderPlayer(SortSentencesPlayer, copy);
    const rows = within(list()).getAllByRole('listitem');
    // One row under the other, as a browser would lay them out.
    const spy = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const index = rows.findIndex((row) => row === this || row.contains(this));
      const y = index === -1 ? -5000 : index * 60;
      return { x: 0, y, left: 0, top: y, width: 400, height: 50, right: 400, bottom: y + 50, toJSON: () => ({}) } as DOMRect;
    });
    const handle = rows[0]?.querySelector<HTMLElement>('[aria-roledescription]');
    if (!handle) throw new Error('no handle');
    const key = async (code: string, target: Element | Document = document) => {
      await act(async () => {
        fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    };
    act(() => handle.focus());
    await key('Space', handle);
    await key('ArrowDown');
    await key('Space');
    spy.mockRestore();
    expect(lastAnswer()).toEqual({ order: [1, 0, 2, 3] });
  });

  it('marks each position right or wrong', () => {
    const order = [0, 1, 2, 3];
    renderPlayer(SortSentencesPlayer, copy, { answer: { order }, result: { correct: 1, total: 4, items: [true, false, false, false] } });
    expect(screen.getByText('1 of 4 correct')).toBeInTheDocument();
    const items = within(list()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Correct');
    expect(items[1]).toHaveTextContent('Incorrect');
  });

  it('shows the answer read-only', () => {
    const order = story.map((sentence) => copy.sentences.indexOf(sentence));
    renderPlayer(SortSentencesPlayer, copy, { answer: { order }, readOnly: true });
    expect(shown()).toEqual(story);
    expect(within(list()).queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
  });

  it('has no axe violations, before and after scoring', async () => {
    const { container, unmount } = renderPlayer(SortSentencesPlayer, copy);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const scored = renderPlayer(SortSentencesPlayer, copy, { answer: { order: [0, 1, 2, 3] }, result: { correct: 1, total: 4, items: [true, false, false, false] } });
    expect(await axeViolations(scored.container)).toEqual([]);
  });
});
