import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { FillInGapsFromBoxPlayer } from './fill-in-gaps-from-box.js';
import { axeViolations, dragWithMouse, dragWithTouch, press, renderPlayer, studentCopyOf, withPlayerTexts } from './testing.js';

withPlayerTexts();

const { copy, score } = studentCopyOf({ type: 'fill_in_gaps_from_box', text: 'I [am] a student. She [is] from Kyiv.', distractors: ['are'] });
const scored = { answer: { gaps: ['am', 'are'] }, result: { correct: 1, total: 2, items: [true, false] } };
const box = () => screen.getByRole('group', { name: 'Word box' });

describe('fill_in_gaps_from_box player', () => {
  it('shows the shuffled box and places words by keyboard: choose a word, then a gap', async () => {
    const { user, lastAnswer } = renderPlayer(FillInGapsFromBoxPlayer, copy);
    expect(within(box()).getAllByRole('button').map((button) => button.textContent)).toEqual(copy.box);

    await press(user, within(box()).getByRole('button', { name: 'is' }));
    expect(within(box()).getByRole('button', { name: 'is' })).toHaveAttribute('aria-pressed', 'true');
    await press(user, screen.getByRole('button', { name: 'Gap 2: empty' }));
    expect(lastAnswer()).toEqual({ gaps: ['', 'is'] });

    await press(user, within(box()).getByRole('button', { name: 'am' }), ' ');
    await press(user, screen.getByRole('button', { name: 'Gap 1: empty' }), ' ');
    expect(lastAnswer()).toEqual({ gaps: ['am', 'is'] });
    expect(score(lastAnswer()).items).toEqual([true, true]);
  });

  it('marks used words in the box and announces each move', async () => {
    const { user } = renderPlayer(FillInGapsFromBoxPlayer, copy);
    await press(user, within(box()).getByRole('button', { name: 'am' }));
    await press(user, screen.getByRole('button', { name: 'Gap 1: empty' }));
    expect(within(box()).getByRole('button', { name: 'am (used)' })).toBeInTheDocument();
    expect(within(box()).getByRole('button', { name: 'is' })).toBeInTheDocument();
    expect(screen.getByText('am put in gap 1.')).toBeInTheDocument();
  });

  it('lets go of a chosen word with Escape', async () => {
    const { user, answers } = renderPlayer(FillInGapsFromBoxPlayer, copy);
    await press(user, within(box()).getByRole('button', { name: 'am' }));
    await user.keyboard('{Escape}');
    expect(within(box()).getByRole('button', { name: 'am' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('am is no longer chosen.')).toBeInTheDocument();
    await press(user, screen.getByRole('button', { name: 'Gap 1: empty' }));
    expect(answers).toEqual([]);
  });

  it('moves a placed word to another gap, or back into the box', async () => {
    const { user, lastAnswer } = renderPlayer(FillInGapsFromBoxPlayer, copy, { answer: { gaps: ['am', ''] } });
    // Choosing a filled gap picks its word up.
    await press(user, screen.getByRole('button', { name: 'Gap 1: am' }));
    await press(user, screen.getByRole('button', { name: 'Gap 2: empty' }));
    expect(lastAnswer()).toEqual({ gaps: ['', 'am'] });

    await press(user, within(box()).getByRole('button', { name: 'am (used)' }));
    await press(user, within(box()).getByRole('button', { name: 'Put am back in the box' }));
    expect(lastAnswer()).toEqual({ gaps: ['', ''] });
    expect(within(box()).getByRole('button', { name: 'am' })).toBeInTheDocument();
  });

  it('replaces the word of a filled gap, which goes back to the box', async () => {
    const { user, lastAnswer } = renderPlayer(FillInGapsFromBoxPlayer, copy, { answer: { gaps: ['are', ''] } });
    await press(user, within(box()).getByRole('button', { name: 'am' }));
    await press(user, screen.getByRole('button', { name: 'Gap 1: are' }));
    expect(lastAnswer()).toEqual({ gaps: ['am', ''] });
    expect(within(box()).getByRole('button', { name: 'are' })).toBeInTheDocument();
  });

  it('places words by dragging them with the mouse, from the box and from gap to gap', async () => {
    const { lastAnswer } = renderPlayer(FillInGapsFromBoxPlayer, copy);
    await dragWithMouse(within(box()).getByRole('button', { name: 'is' }), screen.getByRole('button', { name: 'Gap 1: empty' }));
    expect(lastAnswer()).toEqual({ gaps: ['is', ''] });
    await dragWithMouse(screen.getByRole('button', { name: 'Gap 1: is' }), screen.getByRole('button', { name: 'Gap 2: empty' }));
    expect(lastAnswer()).toEqual({ gaps: ['', 'is'] });
    await dragWithMouse(screen.getByRole('button', { name: 'Gap 2: is' }), box());
    expect(lastAnswer()).toEqual({ gaps: ['', ''] });
  });

  it('places a word by a touch drag, after a hold', async () => {
    const { lastAnswer } = renderPlayer(FillInGapsFromBoxPlayer, copy);
    await dragWithTouch(within(box()).getByRole('button', { name: 'am' }), screen.getByRole('button', { name: 'Gap 1: empty' }));
    expect(lastAnswer()).toEqual({ gaps: ['am', ''] });
  });

  it('lets a quick swipe over a word scroll the page instead of dragging it', async () => {
    const { answers } = renderPlayer(FillInGapsFromBoxPlayer, copy);
    await dragWithTouch(within(box()).getByRole('button', { name: 'am' }), screen.getByRole('button', { name: 'Gap 1: empty' }), { hold: false });
    expect(answers).toEqual([]);
  });

  it('marks each gap right or wrong', () => {
    renderPlayer(FillInGapsFromBoxPlayer, copy, scored);
    expect(screen.getByText('1 of 2 correct')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gap 1: am' })).toHaveAccessibleDescription('Correct');
    expect(screen.getByRole('button', { name: 'Gap 2: are' })).toHaveAccessibleDescription('Incorrect');
  });

  it('shows the answer read-only', async () => {
    const { user, answers } = renderPlayer(FillInGapsFromBoxPlayer, copy, { ...scored, readOnly: true });
    expect(within(box()).getByRole('button', { name: 'is' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Gap 1: am' })).toBeDisabled();
    await user.click(within(box()).getByRole('button', { name: 'is' }));
    expect(answers).toEqual([]);
  });

  it('has no axe violations, before, during and after answering', async () => {
    const { container, user, unmount } = renderPlayer(FillInGapsFromBoxPlayer, copy, { answer: { gaps: ['am', ''] } });
    expect(await axeViolations(container)).toEqual([]);
    await press(user, within(box()).getByRole('button', { name: 'am (used)' }));
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    expect(await axeViolations(renderPlayer(FillInGapsFromBoxPlayer, copy, scored).container)).toEqual([]);
  });
});
