import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from '@school/shared/testing';
import { TimeZoneField } from './time-zone-field';

const ZONES = ['America/New_York', 'Asia/Kolkata', 'Europe/Kiev', 'Europe/Warsaw', 'UTC'];

function Harness({ initial = '', onChange = () => undefined }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <TimeZoneField
        id="zone"
        label="Time zone"
        hint="Start typing"
        value={value}
        zones={ZONES}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">Next</button>
    </form>
  );
}

const options = () => within(screen.getByRole('listbox', { name: 'Time zones' })).getAllByRole('option');

describe('TimeZoneField', () => {
  it('is a labelled combobox whose list opens on typing and shows only matching zones with their UTC offset', async () => {
    const { user } = renderPage(<Harness />, { path: '/' });
    const box = screen.getByRole('combobox', { name: 'Time zone' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAccessibleDescription('Start typing');

    await user.type(box, 'kyiv');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveTextContent(/Europe\/Kiev.*UTC\+0[23]:00/);
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('works by keyboard: Down opens the list on the chosen zone, arrows move, Enter picks without submitting, Escape closes', async () => {
    const onChange = jest.fn();
    const { user } = renderPage(<Harness initial="Europe/Kiev" onChange={onChange} />, { path: '/' });
    const box = screen.getByRole('combobox', { name: 'Time zone' });
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    expect(options()).toHaveLength(ZONES.length);
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Europe/Kiev');
    expect(active()).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Europe/Warsaw');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Europe/Warsaw');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).toHaveBeenLastCalledWith('Europe/Warsaw');

    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Europe/Warsaw');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('picks a zone by click, searches by offset and with spaces for underscores', async () => {
    const { user } = renderPage(<Harness />, { path: '/' });
    const box = screen.getByRole('combobox', { name: 'Time zone' });
    await user.type(box, '+05:30');
    expect(options().map((option) => option.textContent)).toEqual(['Asia/KolkataUTC+05:30']);
    await user.clear(box);
    await user.type(box, 'new york');
    await user.click(screen.getByRole('option', { name: /America\/New York/ }));
    expect(box).toHaveValue('America/New_York');
    expect(box).toHaveFocus();
  });

  it('says so when nothing matches, and on leaving turns a case slip into the listed name', async () => {
    const { user } = renderPage(<Harness />, { path: '/' });
    const box = screen.getByRole('combobox', { name: 'Time zone' });
    await user.type(box, 'Mars');
    expect(screen.getAllByText('No time zone matches').length).toBeGreaterThan(0);
    await user.clear(box);
    await user.type(box, 'europe/warsaw');
    await user.tab();
    expect(box).toHaveValue('Europe/Warsaw');
  });
});
