import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { SortIntoColumnsPlayer } from './sort-into-columns.js';
import { axeViolations, dragWithMouse, press, renderPlayer, studentCopyOf, withPlayerTexts } from './testing.js';

withPlayerTexts();

const { copy, score } = studentCopyOf({
  type: 'sort_into_columns',
  columns: [
    { name: 'Fruit', items: ['apple', 'pear'] },
    { name: 'Vegetables', items: ['carrot'] },
  ],
});
const pool = () => screen.getByRole('group', { name: 'Items to sort' });
const column = (name: string) => screen.getByRole('group', { name });

describe('sort_into_columns player', () => {
  it('sorts by keyboard: choose an item, then the column', async () => {
    const { user, lastAnswer } = renderPlayer(SortIntoColumnsPlayer, copy);
    expect(within(pool()).getAllByRole('button').map((button) => button.textContent)).toEqual(copy.items);

    await press(user, within(pool()).getByRole('button', { name: 'carrot' }));
    await press(user, within(column('Vegetables')).getByRole('button', { name: 'Put here carrot in Vegetables' }));
    expect(lastAnswer()).toEqual({ columns: [[], ['carrot']] });
    expect(screen.getByText('carrot put in Vegetables.')).toBeInTheDocument();

    await press(user, within(pool()).getByRole('button', { name: 'pear' }), ' ');
    await press(user, within(column('Fruit')).getByRole('button', { name: /Put here/ }), ' ');
    await press(user, within(pool()).getByRole('button', { name: 'apple' }));
    await press(user, within(column('Fruit')).getByRole('button', { name: /Put here/ }));
    expect(lastAnswer()).toEqual({ columns: [['pear', 'apple'], ['carrot']] });
    expect(score(lastAnswer()).correct).toBe(3);
    expect(within(pool()).getByText('Everything is sorted.')).toBeInTheDocument();
  });

  it("marks each card with the server's flag for it: right column or not", () => {
    const answer = { columns: [['carrot', 'apple'], []] };
    const result = score(answer);
    renderPlayer(SortIntoColumnsPlayer, copy, { answer, result });
    const markOf = (text: string) => screen.getByRole('button', { name: text }).parentElement?.querySelector('[data-result]')?.getAttribute('data-result');
    expect(markOf('apple')).toBe('correct');
    expect(markOf('carrot')).toBe('incorrect');
    expect(markOf('pear')).toBe('incorrect');
  });

  it('moves a sorted item to another column or back to the pool', async () => {
    const { user, lastAnswer } = renderPlayer(SortIntoColumnsPlayer, copy, { answer: { columns: [['carrot'], []] } });
    await press(user, within(column('Fruit')).getByRole('button', { name: 'carrot' }));
    await press(user, within(column('Vegetables')).getByRole('button', { name: /Put here/ }));
    expect(lastAnswer()).toEqual({ columns: [[], ['carrot']] });

    await press(user, within(column('Vegetables')).getByRole('button', { name: 'carrot' }));
    await press(user, within(pool()).getByRole('button', { name: 'Put carrot back' }));
    expect(lastAnswer()).toEqual({ columns: [[], []] });
    expect(within(pool()).getByRole('button', { name: 'carrot' })).toBeInTheDocument();
  });

  it('sorts by dragging with the mouse, into a column and back', async () => {
    const { lastAnswer } = renderPlayer(SortIntoColumnsPlayer, copy);
    const zoneOf = (name: string) => column(name).querySelector('[data-drop-zone]') ?? column(name);
    await dragWithMouse(within(pool()).getByRole('button', { name: 'pear' }), zoneOf('Fruit'));
    expect(lastAnswer()).toEqual({ columns: [['pear'], []] });
    await dragWithMouse(within(column('Fruit')).getByRole('button', { name: 'pear' }), pool());
    expect(lastAnswer()).toEqual({ columns: [[], []] });
  });

  it('shows the score once checked', () => {
    renderPlayer(SortIntoColumnsPlayer, copy, { answer: { columns: [['carrot'], []] }, result: { correct: 0, total: 3, items: [false, false, false] } });
    expect(screen.getByText('0 of 3 correct')).toBeInTheDocument();
  });

  it('shows the answer read-only', async () => {
    const { user, answers } = renderPlayer(SortIntoColumnsPlayer, copy, { answer: { columns: [['carrot'], []] }, readOnly: true });
    expect(within(column('Fruit')).getByRole('button', { name: 'carrot' })).toBeDisabled();
    await user.click(within(pool()).getByRole('button', { name: 'apple' }));
    expect(screen.queryByRole('button', { name: /Put here/ })).not.toBeInTheDocument();
    expect(answers).toEqual([]);
  });

  it('has no axe violations, while choosing and once scored', async () => {
    const { container, user, unmount } = renderPlayer(SortIntoColumnsPlayer, copy);
    await press(user, within(pool()).getByRole('button', { name: 'apple' }));
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const scored = renderPlayer(SortIntoColumnsPlayer, copy, { answer: { columns: [['carrot'], []] }, result: { correct: 0, total: 3, items: [false, false, false] } });
    expect(await axeViolations(scored.container)).toEqual([]);
  });
});
