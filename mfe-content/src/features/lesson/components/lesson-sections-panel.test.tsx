import { screen } from '@testing-library/react';
import type { LessonSection } from '@school/shared/contracts';
import { renderPage } from '@school/shared/testing';
import { LessonSectionsPanel } from './lesson-sections-panel';

const section = (id: string, position: number, isHomework = false): LessonSection => ({
  id,
  lessonId: '30000000-0000-4000-8000-000000000001',
  position,
  isHomework,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
});

function renderPanel(sections: LessonSection[]) {
  return renderPage(
    <LessonSectionsPanel sections={sections} selectedId={sections[0]?.id ?? null} canWrite busy={false} onSelect={jest.fn()} onCreate={jest.fn()} onDelete={jest.fn()} onMove={jest.fn()} />,
    { path: '/' },
  );
}

describe('lesson sections panel', () => {
  it('lets its add buttons wrap inside the panel when there is no homework section yet (issue 20)', () => {
    renderPanel([section('40000000-0000-4000-8000-000000000001', 0)]);
    // The longest label: a kit button keeps its words on one line and ran past the panel's edge.
    const addHomework = screen.getByRole('button', { name: 'Add homework section' });
    expect(getComputedStyle(addHomework).whiteSpace).toBe('normal');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Add section' })).whiteSpace).toBe('normal');
  });
});
