import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { ChooseCorrectOptionPlayer } from './choose-correct-option.js';
import { axeViolations, renderPlayer, studentCopyOf, withPlayerTexts } from './testing.js';

withPlayerTexts();

const { copy, score } = studentCopyOf({ type: 'choose_correct_option', text: 'She [go/goes*/going] to school and [is*/are] happy.' });
const scored = { answer: { gaps: ['goes', 'are'] }, result: { correct: 1, total: 2, items: [true, false] } };

describe('choose_correct_option player', () => {
  it('offers each bracket as a drop-down without the key mark, and sends the chosen options', async () => {
    const { user, lastAnswer } = renderPlayer(ChooseCorrectOptionPlayer, copy);
    const first = screen.getByRole('combobox', { name: 'Gap 1' });
    expect([...first.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose…', 'go', 'goes', 'going']);
    await user.tab();
    expect(first).toHaveFocus();
    await user.selectOptions(first, 'goes');
    expect(lastAnswer()).toEqual({ gaps: ['goes', ''] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gap 2' }), 'is');
    expect(lastAnswer()).toEqual({ gaps: ['goes', 'is'] });
    expect(score(lastAnswer()).items).toEqual([true, true]);
  });

  it('marks each gap right or wrong', () => {
    renderPlayer(ChooseCorrectOptionPlayer, copy, scored);
    expect(screen.getByText('1 of 2 correct')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Gap 1' })).toHaveAccessibleDescription('Correct');
    expect(screen.getByRole('combobox', { name: 'Gap 2' })).toHaveAccessibleDescription('Incorrect');
  });

  it('shows the answer read-only', () => {
    renderPlayer(ChooseCorrectOptionPlayer, copy, { ...scored, readOnly: true });
    expect(screen.getByRole('combobox', { name: 'Gap 1' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Gap 1' })).toHaveValue('goes');
  });

  it('has no axe violations, before and after scoring', async () => {
    const { container, unmount } = renderPlayer(ChooseCorrectOptionPlayer, copy);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    expect(await axeViolations(renderPlayer(ChooseCorrectOptionPlayer, copy, scored).container)).toEqual([]);
  });
});
