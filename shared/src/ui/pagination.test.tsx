/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { changeLanguage, i18n } from '../client/i18n.js';
import { Pagination } from './pagination.js';
import { renderKit } from './testing.js';

beforeAll(async () => {
  await changeLanguage('en');
  // An area's catalogue: the pager takes its words from the namespace it is given.
  i18n.addResourceBundle('en', 'area', {
    pagination: { label: 'Pages', range: '{{from}}–{{to}} of {{total}}', page: 'Page {{page}} of {{pages}}', previous: 'Previous', next: 'Next' },
  });
});

describe('Pagination', () => {
  it('names where the reader is in the area’s words and turns the page', async () => {
    const onPage = jest.fn();
    const { user } = renderKit(<Pagination page={2} limit={10} total={34} onPage={onPage} namespace="area" />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('11–20 of 34');
    expect(nav).toHaveTextContent('Page 2 of 4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('offers no previous page on the first and no next page on the last', () => {
    renderKit(<Pagination page={1} limit={10} total={7} onPage={() => undefined} namespace="area" />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
