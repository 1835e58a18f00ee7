import { screen } from '@testing-library/react';
import { renderPage } from '@school/shared/testing';
import { NotFoundPage } from './not-found-page';

it('shows the spec text as one sentence and a link home', () => {
  renderPage(<NotFoundPage />, { path: '/auth/404' });
  expect(screen.getByText('Oops! Something went wrong. The page may have been deleted or never existed.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});
