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

  it('drops a search whose page was left before typing paused, so it cannot take the user back', () => {
    const onSearch = jest.fn();
    window.history.pushState({}, '', '/classes/1/select-material');
    renderKit(<SearchBox value="" onSearch={onSearch} label="Search courses" placeholder="" />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), { target: { value: 'journey' } });
    // A course is chosen within the pause; the list's page is still mounted while the next loads.
    window.history.pushState({}, '', '/classes/1/select-material/course/2');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();
    // Back on the page, the next typing searches again.
    window.history.pushState({}, '', '/classes/1/select-material');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), { target: { value: 'journeys' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledWith('journeys');
    window.history.pushState({}, '', '/');
  });
});
