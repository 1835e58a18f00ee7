import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildTheme, MemoryRouter } from '@school/shared';
import { ThemeProvider } from 'styled-components';
import { aCourse } from '../../../../test/courses';
import { TOUCH_DRAG_DELAY_MS, TOUCH_DRAG_TOLERANCE_PX } from '../../../../components/sortable/touch';
import { CourseTable, type CourseTableProps } from './course-table';

const alpha = aCourse({ name: 'Alpha', position: 0 });
const beta = aCourse({ name: 'Beta', position: 1 });

function renderTable(overrides: Partial<CourseTableProps> = {}) {
  const props: CourseTableProps = {
    courses: [alpha, beta],
    caption: 'Own courses',
    canWrite: true,
    reorderable: true,
    onEdit: jest.fn(),
    onDuplicate: jest.fn(),
    onDelete: jest.fn(),
    onMove: jest.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <ThemeProvider theme={buildTheme()}>
        <CourseTable {...props} />
      </ThemeProvider>
    </MemoryRouter>,
  );
  return props;
}

const touchAt = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }], changedTouches: [{ clientX: x, clientY: y }] });

/** The drag layer (dnd-kit) is a chunk of its own, mounted once wanted; its live region shows it is there. */
const dragLayer = () => waitFor(() => expect(document.querySelector('[id^="DndLiveRegion"]')).not.toBeNull());
/** A pointer comes over the table, which asks for the drag layer. */
async function pointerOverTable() {
  fireEvent.pointerEnter(screen.getByRole('table'));
  await dragLayer();
}

describe('CourseTable', () => {
  afterEach(() => jest.useRealTimers());

  it("opens a course from its name: the link leads to the course's sections and lessons", () => {
    renderTable();
    expect(screen.getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', `/courses/${alpha.id}`);
    expect(screen.getByRole('link', { name: 'Beta' })).toHaveAttribute('href', `/courses/${beta.id}`);
  });

  it('lifts a course after a long press on its handle, as on a phone', async () => {
    jest.useFakeTimers();
    renderTable();
    await pointerOverTable();
    const handle = screen.getByRole('button', { name: 'Reorder Alpha' });
    fireEvent.touchStart(handle, touchAt(20, 20));
    act(() => jest.advanceTimersByTime(TOUCH_DRAG_DELAY_MS - 50));
    expect(handle.closest('tr')).not.toHaveAttribute('data-dragging');
    act(() => jest.advanceTimersByTime(100));
    expect(handle.closest('tr')).toHaveAttribute('data-dragging', 'true');
    fireEvent.touchEnd(handle, touchAt(20, 20));
    expect(handle.closest('tr')).not.toHaveAttribute('data-dragging');
    // The sensor swallows the click that follows a drop until its next tick.
    act(() => jest.runOnlyPendingTimers());
  });

  it('does not lift a course when the finger slides on first: that is a scroll', async () => {
    jest.useFakeTimers();
    renderTable();
    await pointerOverTable();
    const handle = screen.getByRole('button', { name: 'Reorder Alpha' });
    fireEvent.touchStart(handle, touchAt(20, 20));
    fireEvent.touchMove(handle, touchAt(20, 20 + TOUCH_DRAG_TOLERANCE_PX * 3));
    act(() => jest.advanceTimersByTime(TOUCH_DRAG_DELAY_MS * 2));
    expect(handle.closest('tr')).not.toHaveAttribute('data-dragging');
    fireEvent.touchEnd(handle, touchAt(20, 50));
  });

  it('renders the handles without dnd-kit, and loads it when a pointer comes over the table', async () => {
    renderTable();
    const handle = screen.getByRole('button', { name: 'Reorder Alpha' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAccessibleDescription(/To pick up a course, press Space or Enter/);
    expect(document.querySelector('[id^="DndLiveRegion"]')).toBeNull();
    await pointerOverTable();
    // The same button, now bound, with the same description.
    expect(screen.getByRole('button', { name: 'Reorder Alpha' })).toBe(handle);
    expect(handle).toHaveAccessibleDescription(/To pick up a course, press Space or Enter/);
  });

  it('keeps a keyboard pick-up pressed before dnd-kit arrived, and starts it once it has', async () => {
    // dnd-kit scrolls the picked-up row into view; jsdom has no scrolling.
    const scrollIntoView = jest.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    renderTable();
    const handle = screen.getByRole('button', { name: 'Reorder Alpha' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(handle.closest('tr')).toHaveAttribute('data-dragging', 'true'));
    expect(handle).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalled();
    fireEvent.keyDown(handle, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(handle.closest('tr')).not.toHaveAttribute('data-dragging'));
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('keeps a long press started before dnd-kit arrived', async () => {
    jest.useFakeTimers();
    renderTable();
    const handle = screen.getByRole('button', { name: 'Reorder Alpha' });
    fireEvent.touchStart(handle, touchAt(20, 20));
    await dragLayer();
    act(() => jest.advanceTimersByTime(TOUCH_DRAG_DELAY_MS + 50));
    expect(handle.closest('tr')).toHaveAttribute('data-dragging', 'true');
    fireEvent.touchEnd(handle, touchAt(20, 20));
    expect(handle.closest('tr')).not.toHaveAttribute('data-dragging');
    act(() => jest.runOnlyPendingTimers());
  });

  it('forgets a press that ended before dnd-kit arrived', async () => {
    jest.useFakeTimers();
    renderTable();
    const handle = screen.getByRole('button', { name: 'Reorder Alpha' });
    fireEvent.touchStart(handle, touchAt(20, 20));
    fireEvent.touchEnd(handle, touchAt(20, 20));
    await dragLayer();
    act(() => jest.advanceTimersByTime(TOUCH_DRAG_DELAY_MS * 2));
    expect(handle.closest('tr')).not.toHaveAttribute('data-dragging');
  });

  it('keeps the move buttons as the alternative to dragging', async () => {
    const user = userEvent.setup();
    const props = renderTable();
    await user.click(screen.getByRole('button', { name: 'Move down Alpha' }));
    expect(props.onMove).toHaveBeenCalledWith(0, 1);
    expect(screen.getByText('Alpha moved to position 2 of 2.')).toBeInTheDocument();
  });

  it('gives every course its own row with name, actions and order controls', () => {
    renderTable();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const second = rows[1] as HTMLElement;
    expect(within(second).getByText('Beta')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Edit Beta' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Move down Beta' })).toBeDisabled();
  });
});
