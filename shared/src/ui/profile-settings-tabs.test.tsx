/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { changeLanguage } from '../client/i18n.js';
import { appStore } from '../client/store.js';
import { sessionAtom } from '../client/session.js';
import { aUser } from '../testing/session.js';
import { ProfileSettingsTabs } from './profile-settings-tabs.js';
import { renderKit } from './testing.js';

beforeEach(() => changeLanguage('en'));

function renderTabs(role: 'member' | 'staff', url = '/settings/profile', name = 'Profile settings') {
  appStore.set(sessionAtom, (state) => ({ ...state, signedIn: true, user: aUser({ role }) }));
  renderKit(<ProfileSettingsTabs />, { url });
  return within(screen.getByRole('navigation', { name }));
}

describe('profile settings tabs', () => {
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

  it('marks the current page, whichever area owns it', () => {
    const nav = renderTabs('member', '/settings/profile/plans-history');
    expect(nav.getByRole('link', { name: 'Plans history' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('speaks the page language', async () => {
    await changeLanguage('uk');
    const nav = renderTabs('member', '/settings/profile', 'Налаштування профілю');
    expect(nav.getByRole('link', { name: 'Історія тарифів' })).toBeInTheDocument();
  });
});
