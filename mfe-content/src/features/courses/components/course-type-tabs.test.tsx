import { screen, within } from '@testing-library/react';
import { renderPage } from '@school/shared/testing';
import { CourseTypeTabs } from './course-type-tabs';

describe('course type tabs', () => {
  it('links every course type, keeps the search, and marks the list shown', () => {
    renderPage(<CourseTypeTabs active="kalyna-hub" search="grammar" />, { path: '/courses/kalyna-hub', url: '/courses/kalyna-hub?search=grammar' });
    const nav = within(screen.getByRole('navigation', { name: 'Course type' }));
    const links = nav.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/courses/own?search=grammar', '/courses/kalyna-academy?search=grammar', '/courses/kalyna-hub?search=grammar']);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.getAttribute('href'))).toEqual(['/courses/kalyna-hub?search=grammar']);
  });
});
