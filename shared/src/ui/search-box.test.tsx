/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box.js';
import { renderKit } from './testing.js';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchBox', () => {
  it('shows typing at once and searches once typing pauses, with the last text only', () => {
    const onSearch = jest.fn();
    renderKit(<SearchBox value="" onSearch={onSearch} label="Search users" placeholder="Name or e-mail" />);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: 'an' } });
    fireEvent.change(box, { target: { value: 'ann' } });
    expect(box).toHaveValue('ann');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ann');
    expect(screen.getByRole('search')).toContainElement(box);
  });

  it('shows a search changed from outside (the address) without searching again', () => {
    const onSearch = jest.fn();
    const { rerender } = renderKit(<SearchBox value="ann" onSearch={onSearch} label="Search" placeholder="" />);
    rerender(<SearchBox value="bo" onSearch={onSearch} label="Search" placeholder="" />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bo');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
