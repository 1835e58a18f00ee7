import { sessionAtom, appStore } from '@school/shared';
import { screen, within } from '@testing-library/react';
import { aUser, renderPage } from '@school/shared/testing';
import { SettingsTabs } from './SettingsTabs';

function renderTabs(role: 'member' | 'staff', url = '/settings/profile') {
  appStore.set(sessionAtom, (state) => ({ ...state, signedIn: true, user: aUser({ role }) }));
  renderPage(<SettingsTabs />, { path: '/settings/profile/*', url });
  return within(screen.getByRole('navigation', { name: 'Profile settings' }));
}

describe('settings tabs', () => {
  it('shows plans, plans history and documents to members', () => {
    const nav = renderTabs('member');
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/settings/profile'],
      ['Security', '/settings/profile/privacy'],
      ['Plans', '/settings/profile/plans'],
      ['Plans history', '/settings/profile/plans-history'],
      ['Documents', '/settings/profile/documents'],
    ]);
  });

  it('shows only profile and security to staff', () => {
    const nav = renderTabs('staff');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Profile', 'Security']);
  });

  it('marks the current page', () => {
    const nav = renderTabs('staff', '/settings/profile/privacy');
    expect(nav.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });
});
