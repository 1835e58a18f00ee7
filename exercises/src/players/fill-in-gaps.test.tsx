import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { fillInGapsFixtures } from '../checkable/fill_in_gaps/fixtures.js';
import { FillInGapsPlayer } from './fill-in-gaps.js';
import { axeViolations, renderPlayer, studentCopyOf, withPlayerTexts } from './testing.js';

withPlayerTexts();

// "I [am|'m] a student. She [is] from [Kyiv]."
const { copy, score } = studentCopyOf(fillInGapsFixtures.valid[0].input);
const scored = { answer: { gaps: ['am', 'are', ''] }, result: { correct: 1, total: 3, items: [true, false, false] } };

describe('fill_in_gaps player', () => {
  it('sends every gap in order as the student types, by keyboard alone', async () => {
    const { user, lastAnswer } = renderPlayer(FillInGapsPlayer, copy);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Gap 1' })).toHaveFocus();
    await user.keyboard("'m");
    await user.tab();
    await user.keyboard('is');
    await user.tab();
    await user.keyboard('Kyiv');
    expect(lastAnswer()).toEqual({ gaps: ["'m", 'is', 'Kyiv'] });
    expect(score(lastAnswer()).items).toEqual([true, true, true]);
  });

  it('reports untouched gaps as empty text', async () => {
    const { user, lastAnswer } = renderPlayer(FillInGapsPlayer, copy);
    await user.type(screen.getByRole('textbox', { name: 'Gap 2' }), 'is');
    expect(lastAnswer()).toEqual({ gaps: ['', 'is', ''] });
  });

  it('grows a gap with its text and lets right-to-left text set its own direction', async () => {
    const { user } = renderPlayer(FillInGapsPlayer, copy);
    const gap = screen.getByRole('textbox', { name: 'Gap 1' });
    expect(gap).toHaveAttribute('size', '4');
    await user.type(gap, 'a rather long answer');
    expect(gap).toHaveAttribute('size', '21');
    expect(gap).toHaveAttribute('dir', 'auto');
  });

  it('marks each gap right or wrong with a word, not colour alone', () => {
    renderPlayer(FillInGapsPlayer, copy, scored);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 correct');
    expect(screen.getByRole('textbox', { name: 'Gap 1' })).toHaveAccessibleDescription('Correct');
    expect(screen.getByRole('textbox', { name: 'Gap 2' })).toHaveAccessibleDescription('Incorrect');
  });

  it('shows the answer read-only', async () => {
    const { user, answers } = renderPlayer(FillInGapsPlayer, copy, { answer: { gaps: ['am', '', ''] }, readOnly: true });
    await user.type(screen.getByRole('textbox', { name: 'Gap 2' }), 'is');
    expect(screen.getByRole('textbox', { name: 'Gap 1' })).toHaveValue('am');
    expect(screen.getByRole('textbox', { name: 'Gap 2' })).toHaveValue('');
    expect(answers).toEqual([]);
  });

  it('has no axe violations', async () => {
    const { container } = renderPlayer(FillInGapsPlayer, copy);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no axe violations once scored', async () => {
    const { container } = renderPlayer(FillInGapsPlayer, copy, scored);
    expect(await axeViolations(container)).toEqual([]);
  });
});
