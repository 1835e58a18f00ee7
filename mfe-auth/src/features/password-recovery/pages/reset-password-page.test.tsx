import { screen } from '@testing-library/react';
import { fakeServer, renderPage } from '@school/shared/testing';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'a1b2c3d4e5f6a7b8c9d0';

function renderReset(search = `?token=${TOKEN}`) {
  return renderPage(<ResetPasswordPage />, { path: '/auth/reset-password', url: `/auth/reset-password${search}` });
}

describe('reset password page', () => {
  it('says the link is invalid right away when the token is missing', () => {
    renderReset('');
    expect(screen.getByRole('heading', { name: 'Link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired. Request a new one.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('applies the password rules: minimum 8 characters, both entries equal', async () => {
    const calls = fakeServer(() => ({ status: 500 }));
    const { user } = renderReset();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await user.type(screen.getByLabelText('New password'), 'enough-now');
    await user.type(screen.getByLabelText('Confirm password'), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('sends the token with the new password and shows the success screen', async () => {
    const calls = fakeServer(() => ({ status: 200, data: { data: { message: 'Your password has been changed. You can sign in now.' } } }));
    const { user } = renderReset();

    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed. You can sign in now.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'auth/password-recovery/reset',
      body: { token: TOKEN, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' },
    });
  });

  it('shows the server message with a way to ask for a new link when the link has expired', async () => {
    fakeServer(() => ({ status: 400, data: { statusCode: 400, code: 'RESET_TOKEN_INVALID', message: 'This reset link is invalid or has expired. Request a new one.' } }));
    const { user } = renderReset();

    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});
