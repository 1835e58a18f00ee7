import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { MatchTheWordsPlayer } from './match-the-words.js';
import { axeViolations, dragWithMouse, press, renderPlayer, studentCopyOf, withPlayerTexts } from './testing.js';

withPlayerTexts();

const { copy, score } = studentCopyOf({
  type: 'match_the_words',
  pairs: [
    { left: 'cat', right: 'кіт' },
    { left: 'dog', right: 'пес' },
    { left: 'cow', right: 'корова' },
  ],
});
const at = (word: string) => copy.right.indexOf(word);
const pool = () => screen.getByRole('group', { name: 'Words to match' });

describe('match_the_words player', () => {
  it('matches by keyboard: choose a right word, then "put here" beside the left word', async () => {
    const { user, lastAnswer } = renderPlayer(MatchTheWordsPlayer, copy);
    await press(user, within(pool()).getByRole('button', { name: 'пес' }));
    await press(user, screen.getByRole('button', { name: 'Put here пес in Match for dog' }));
    expect(lastAnswer()).toEqual({ pairs: [null, at('пес'), null] });
    expect(within(pool()).getByRole('button', { name: 'пес (used)' })).toBeInTheDocument();
    expect(screen.getByText('пес put in Match for dog.')).toBeInTheDocument();
  });

  it('matches with the drop-down of each left word, each right word used once', async () => {
    const { user, lastAnswer } = renderPlayer(MatchTheWordsPlayer, copy);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match for cat' }), 'кіт');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match for dog' }), 'пес');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match for cow' }), 'корова');
    expect(lastAnswer()).toEqual({ pairs: [at('кіт'), at('пес'), at('корова')] });
    expect(score(lastAnswer()).items).toEqual([true, true, true]);

    // Giving "кіт" to "cow" takes it from "cat"; the option shows it is used elsewhere.
    const cow = screen.getByRole('combobox', { name: 'Match for cow' });
    expect(within(cow).getByRole('option', { name: 'кіт (used)' })).toBeInTheDocument();
    await user.selectOptions(cow, 'кіт (used)');
    expect(lastAnswer()).toEqual({ pairs: [null, at('пес'), at('кіт')] });
  });

  it('matches by dragging a right word onto a left word', async () => {
    const { lastAnswer } = renderPlayer(MatchTheWordsPlayer, copy);
    const target = screen.getByRole('combobox', { name: 'Match for cow' }).closest('[data-drop-zone]');
    if (!target) throw new Error('no drop zone');
    await dragWithMouse(within(pool()).getByRole('button', { name: 'корова' }), target);
    expect(lastAnswer()).toEqual({ pairs: [null, null, at('корова')] });
  });

  it('marks each pair right or wrong', () => {
    renderPlayer(MatchTheWordsPlayer, copy, { answer: { pairs: [at('кіт'), at('корова'), null] }, result: { correct: 1, total: 3, items: [true, false, false] } });
    expect(screen.getByText('1 of 3 correct')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Match for cat' })).toHaveAccessibleDescription('Correct');
    expect(screen.getByRole('combobox', { name: 'Match for dog' })).toHaveAccessibleDescription('Incorrect');
  });

  it('shows the answer read-only', async () => {
    const { user, answers } = renderPlayer(MatchTheWordsPlayer, copy, { answer: { pairs: [at('кіт'), null, null] }, readOnly: true });
    expect(screen.getByRole('combobox', { name: 'Match for cat' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Match for cat' })).toHaveValue(String(at('кіт')));
    await user.click(within(pool()).getByRole('button', { name: 'пес' }));
    expect(screen.queryByRole('button', { name: /Put here/ })).not.toBeInTheDocument();
    expect(answers).toEqual([]);
  });

  it('has no axe violations, while choosing and once scored', async () => {
    const { container, user, unmount } = renderPlayer(MatchTheWordsPlayer, copy);
    await press(user, within(pool()).getByRole('button', { name: 'пес' }));
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const scored = renderPlayer(MatchTheWordsPlayer, copy, { answer: { pairs: [at('кіт'), null, null] }, result: { correct: 1, total: 3, items: [true, false, false] } });
    expect(await axeViolations(scored.container)).toEqual([]);
  });
});
