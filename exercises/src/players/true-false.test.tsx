import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { TrueFalsePlayer } from './true-false.js';
import { axeViolations, press, renderPlayer, studentCopyOf, withPlayerTexts } from './testing.js';

withPlayerTexts();

const { copy, score } = studentCopyOf({
  type: 'true_false',
  items: [
    { statement: 'Kyiv is the capital of Ukraine.', correct: true },
    { statement: 'The sun goes round the earth.', correct: false },
    { statement: 'القاهرة عاصمة مصر', correct: true },
  ],
});
const scored = { answer: { items: [true, true, null] }, result: { correct: 1, total: 3, items: [true, false, false] } };

describe('true_false player', () => {
  it('offers a true / false pair per statement and sends null for the unanswered, by keyboard', async () => {
    const { user, lastAnswer } = renderPlayer(TrueFalsePlayer, copy);
    const first = screen.getByRole('group', { name: 'Kyiv is the capital of Ukraine.' });
    await press(user, within(first).getByRole('radio', { name: 'True' }), ' ');
    expect(lastAnswer()).toEqual({ items: [true, null, null] });
    const second = screen.getByRole('group', { name: 'The sun goes round the earth.' });
    await press(user, within(second).getByRole('radio', { name: 'False' }), ' ');
    expect(lastAnswer()).toEqual({ items: [true, false, null] });
    expect(score(lastAnswer()).items).toEqual([true, true, false]);
  });

  it('keeps right-to-left statements in their own direction', () => {
    renderPlayer(TrueFalsePlayer, copy);
    expect(screen.getByText('القاهرة عاصمة مصر')).toHaveAttribute('dir', 'auto');
  });

  it('marks each statement right or wrong', () => {
    renderPlayer(TrueFalsePlayer, copy, scored);
    expect(screen.getByText('1 of 3 correct')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Kyiv is the capital of Ukraine. Correct' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'The sun goes round the earth. Incorrect' })).toBeInTheDocument();
  });

  it('shows the answer read-only', async () => {
    const { user, answers } = renderPlayer(TrueFalsePlayer, copy, { ...scored, readOnly: true });
    const radio = within(screen.getByRole('group', { name: /capital/ })).getByRole('radio', { name: 'False' });
    expect(radio).toBeDisabled();
    await user.click(radio);
    expect(answers).toEqual([]);
  });

  it('has no axe violations, before and after scoring', async () => {
    const { container, unmount } = renderPlayer(TrueFalsePlayer, copy);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    expect(await axeViolations(renderPlayer(TrueFalsePlayer, copy, scored).container)).toEqual([]);
  });
});
