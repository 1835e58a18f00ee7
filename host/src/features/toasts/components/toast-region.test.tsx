import { act, fireEvent, screen } from '@testing-library/react';
import { appStore, toast, toastsAtom } from '@school/shared';
import { renderPage } from '@school/shared/testing';
import { ToastRegion } from './toast-region';

function renderRegion() {
  return renderPage(<ToastRegion />, { path: '*', url: '/' });
}

afterEach(() => {
  jest.useRealTimers();
  act(() => appStore.set(toastsAtom, []));
});

describe('ToastRegion', () => {
  it('is a labelled region that shows toasts and closes them by button', () => {
    renderRegion();
    act(() => {
      toast.success('Profile updated successfully');
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Profile updated successfully');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
  });

  it('closes by itself after the toast duration', () => {
    jest.useFakeTimers();
    renderRegion();
    act(() => {
      toast.info('Saved', 1000);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1100));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('Alt+T moves focus into the region', () => {
    renderRegion();
    act(() => {
      toast.error('Failed to update plan');
    });
    fireEvent.keyDown(window, { altKey: true, code: 'KeyT', key: 't' });
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
  });
});
