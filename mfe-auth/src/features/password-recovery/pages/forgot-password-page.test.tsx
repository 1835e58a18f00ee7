import { screen } from '@testing-library/react';
import { fakeServer, renderPage } from '@school/shared/testing';
import { ForgotPasswordPage } from './forgot-password-page';

function renderForgot() {
  return renderPage(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
}

describe('forgot password page', () => {
  it('requires the e-mail', async () => {
    const calls = fakeServer(() => ({ status: 500 }));
    const { user } = renderForgot();

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's neutral answer and a way back to sign in", async () => {
    const neutral = 'If an account exists for this email, we have sent a link to reset the password.';
    const calls = fakeServer(() => ({ status: 200, data: { data: { message: neutral } } }));
    const { user } = renderForgot();

    await user.type(screen.getByLabelText('Email'), 'Someone@Example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(neutral);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/signin');
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'auth/password-recovery/forgot', body: { email: 'someone@example.test' } });
  });

  it('shows the server message when the request is refused', async () => {
    fakeServer(() => ({ status: 429, data: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests' } }));
    const { user } = renderForgot();

    await user.type(screen.getByLabelText('Email'), 'someone@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
  });
});
