import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { LabelThePicturesPlayer } from './label-the-pictures.js';
import { axeViolations, press, renderPlayer, studentCopyOf, withPlayerTexts } from './testing.js';

withPlayerTexts();

const { copy, score } = studentCopyOf({
  type: 'label_the_pictures',
  images: [
    { image: '/tenant/files/0b7f3c1e-1111-4c5e-9d3f-2a7b6c8d9e01', label: 'apple' },
    { image: '/tenant/files/0b7f3c1e-2222-4c5e-9d3f-2a7b6c8d9e01', label: 'pear' },
  ],
});
const pool = () => screen.getByRole('group', { name: 'Labels' });

describe('label_the_pictures player', () => {
  it('shows each picture from its file address, numbered, without giving its label away', () => {
    renderPlayer(LabelThePicturesPlayer, copy);
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', copy.images[0]?.image);
    expect(screen.getByRole('img', { name: 'Picture 2' })).toHaveAttribute('src', copy.images[1]?.image);
  });

  it('labels by keyboard: choose a label, then "put here" on the picture', async () => {
    const { user, lastAnswer } = renderPlayer(LabelThePicturesPlayer, copy);
    await press(user, within(pool()).getByRole('button', { name: 'pear' }));
    await press(user, screen.getByRole('button', { name: 'Put here pear in Label for picture 2' }));
    expect(lastAnswer()).toEqual({ labels: [null, 'pear'] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Label for picture 1' }), 'apple');
    expect(lastAnswer()).toEqual({ labels: ['apple', 'pear'] });
    expect(score(lastAnswer()).items).toEqual([true, true]);
    expect(within(pool()).getByRole('button', { name: 'apple (used)' })).toBeInTheDocument();
  });

  it('marks each picture right or wrong', () => {
    renderPlayer(LabelThePicturesPlayer, copy, { answer: { labels: ['pear', null] }, result: { correct: 0, total: 2, items: [false, false] } });
    expect(screen.getByText('0 of 2 correct')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Label for picture 1' })).toHaveAccessibleDescription('Incorrect');
  });

  it('shows the answer read-only', () => {
    renderPlayer(LabelThePicturesPlayer, copy, { answer: { labels: ['pear', null] }, readOnly: true });
    expect(screen.getByRole('combobox', { name: 'Label for picture 1' })).toBeDisabled();
    expect(within(pool()).getByRole('button', { name: 'pear (used)' })).toBeDisabled();
  });

  it('has no axe violations, before and after scoring', async () => {
    const { container, unmount } = renderPlayer(LabelThePicturesPlayer, copy);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const scored = renderPlayer(LabelThePicturesPlayer, copy, { answer: { labels: ['pear', null] }, result: { correct: 0, total: 2, items: [false, false] } });
    expect(await axeViolations(scored.container)).toEqual([]);
  });
});
