import { sessionAtom, toastsAtom, tokenAtom, appStore } from '@school/shared';
import { screen, waitFor } from '@testing-library/react';
import { aUser, fakeServer, renderPage } from '@school/shared/testing';
import { PrivacyPage } from './privacy-page';

function renderPrivacy() {
  appStore.set(tokenAtom, 'old-token');
  appStore.set(sessionAtom, (state) => ({ ...state, signedIn: true, user: aUser() }));
  return renderPage(<PrivacyPage />, { path: '/settings/profile/privacy' });
}

type User = ReturnType<typeof renderPrivacy>['user'];

async function fill(user: User, oldPassword: string, newPassword: string, confirmPassword: string) {
  if (oldPassword) await user.type(screen.getByLabelText('Current password'), oldPassword);
  if (newPassword) await user.type(screen.getByLabelText('New password'), newPassword);
  if (confirmPassword) await user.type(screen.getByLabelText('Confirm new password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => appStore.set(toastsAtom, []));

describe('privacy (change password) page', () => {
  it('refuses a confirmation that does not match, without calling the server', async () => {
    const calls = fakeServer(() => ({ status: 500 }));
    const { user } = renderPrivacy();

    await fill(user, 'demo12345', 'new-password-1', 'new-password-2');

    const confirm = screen.getByLabelText('Confirm new password');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('asks for at least 8 characters and for the current password', async () => {
    fakeServer(() => ({ status: 500 }));
    const { user } = renderPrivacy();

    await fill(user, '', 'short', 'short');

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });

  it('shows a wrong current password under its field', async () => {
    fakeServer(() => ({
      status: 400,
      data: { statusCode: 400, code: 'auth.wrongPassword', message: 'The current password is incorrect', fieldErrors: { oldPassword: ['The current password is incorrect'] } },
    }));
    const { user } = renderPrivacy();

    await fill(user, 'not-my-password', 'new-password-1', 'new-password-1');

    const old = screen.getByLabelText('Current password');
    await waitFor(() => expect(old).toHaveAccessibleDescription('The current password is incorrect'));
    expect(old).toHaveFocus();
    expect(appStore.get(tokenAtom)).toBe('old-token');
  });

  it('keeps this session going with the fresh token, clears the form and confirms', async () => {
    const calls = fakeServer(() => ({ status: 200, data: { data: { accessToken: 'fresh-token' } } }));
    const { user } = renderPrivacy();

    await fill(user, 'demo12345', 'new-password-1', 'new-password-1');

    await waitFor(() => expect(appStore.get(toastsAtom).at(-1)).toMatchObject({ kind: 'success', message: 'Password changed successfully' }));
    expect(calls[0]).toMatchObject({ method: 'PUT', url: 'user/password', body: { oldPassword: 'demo12345', newPassword: 'new-password-1', confirmPassword: 'new-password-1' } });
    expect(calls[0]?.config.headers.get('Authorization')).toBe('Bearer old-token');
    expect(appStore.get(tokenAtom)).toBe('fresh-token');
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(appStore.get(sessionAtom).signedIn).toBe(true);
  });
});
