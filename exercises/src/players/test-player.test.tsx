import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { TestPlayer } from './test-player.js';
import { axeViolations, press, renderPlayer, studentCopyOf, withPlayerTexts } from './testing.js';

withPlayerTexts();

const { copy, score } = studentCopyOf({
  type: 'test',
  questions: [
    {
      question: 'Which is a verb?',
      answers: [
        { text: 'run', correct: true },
        { text: 'table', correct: false },
      ],
    },
    {
      question: 'Which are colours?',
      answers: [
        { text: 'red', correct: true },
        { text: 'dog', correct: false },
        { text: 'blue', correct: true },
      ],
    },
  ],
});
const scored = { answer: { questions: [[0], [0]] }, result: { correct: 1, total: 2, items: [true, false] } };

describe('test player', () => {
  it('shows radios for one right answer and checkboxes for several, and sends the chosen indexes', async () => {
    const { user, lastAnswer } = renderPlayer(TestPlayer, copy);
    const single = screen.getByRole('group', { name: 'Which is a verb?' });
    const multiple = screen.getByRole('group', { name: 'Which are colours?' });
    expect(within(single).getAllByRole('radio')).toHaveLength(2);
    expect(within(multiple).getAllByRole('checkbox')).toHaveLength(3);
    expect(multiple).toHaveAccessibleDescription('Choose all that apply.');

    await press(user, within(single).getByRole('radio', { name: 'run' }), ' ');
    await press(user, within(multiple).getByRole('checkbox', { name: 'blue' }), ' ');
    await press(user, within(multiple).getByRole('checkbox', { name: 'red' }), ' ');
    expect(lastAnswer()).toEqual({ questions: [[0], [0, 2]] });
    expect(score(lastAnswer()).items).toEqual([true, true]);

    await press(user, within(multiple).getByRole('checkbox', { name: 'red' }), ' ');
    expect(lastAnswer()).toEqual({ questions: [[0], [2]] });
  });

  it('marks each question right or wrong', () => {
    renderPlayer(TestPlayer, copy, scored);
    expect(screen.getByText('1 of 2 correct')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Which is a verb? Correct' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Which are colours? Incorrect' })).toBeInTheDocument();
  });

  it('shows the answer read-only', async () => {
    const { user, answers } = renderPlayer(TestPlayer, copy, { ...scored, readOnly: true });
    const box = screen.getByRole('checkbox', { name: 'blue' });
    expect(box).toBeDisabled();
    await user.click(box);
    expect(answers).toEqual([]);
  });

  it('has no axe violations, before and after scoring', async () => {
    const { container, unmount } = renderPlayer(TestPlayer, copy);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    expect(await axeViolations(renderPlayer(TestPlayer, copy, scored).container)).toEqual([]);
  });
});
