import { changeLanguage, sessionAtom, signOut, tokenAtom, type ProfileResponse, appStore } from '@school/shared';
import { screen, waitFor } from '@testing-library/react';
import { aUser, fakeServer, renderPage } from '@school/shared/testing';
import { SignInPage } from './sign-in-page';

const profile: ProfileResponse = { user: aUser(), permissions: [], school: null };

function renderSignIn(url = '/auth/signin') {
  return renderPage(<SignInPage />, { path: '/auth/signin', url });
}

async function fillAndSubmit(user: ReturnType<typeof renderSignIn>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  signOut();
  localStorage.clear();
});

describe('sign-in page', () => {
  it('offers a labelled language switch, each language in its own words, that changes the page at once and is remembered', async () => {
    fakeServer(() => ({ status: 500 }));
    const { user } = renderSignIn();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('option', { name: 'Українська' })).toBeInTheDocument();

    try {
      await user.selectOptions(language, 'de');
      expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
      expect(localStorage.getItem('locale')).toBe('de');
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows the required messages and focuses the first invalid field', async () => {
    const calls = fakeServer(() => ({ status: 500 }));
    const { user } = renderSignIn();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email');
    expect(email).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('checks the e-mail format and clears the message once corrected', async () => {
    fakeServer(() => ({ status: 500 }));
    const { user } = renderSignIn();

    await fillAndSubmit(user, 'not-an-email', 'secret');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'a@b.test');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument());
  });

  it('shows the server message and keeps no token when the credentials are wrong', async () => {
    fakeServer(() => ({ status: 401, data: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password!' } }));
    const { user } = renderSignIn();

    await fillAndSubmit(user, 'student@demo.test', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password!');
    expect(appStore.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(appStore.get(sessionAtom).signedIn).toBe(false);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('falls back to "Unable to sign in" when the answer is empty', async () => {
    fakeServer(() => ({ status: 502 }));
    const { user } = renderSignIn();

    await fillAndSubmit(user, 'student@demo.test', 'demo12345');

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to sign in');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs in, loads the profile and goes to the redirectUrl target', async () => {
    const calls = fakeServer(({ method, url }) => {
      if (method === 'POST' && url === 'auth/login') return { status: 200, data: { data: { accessToken: 'token-1' } } };
      if (method === 'GET' && url === 'auth/profile') return { status: 200, data: { data: profile } };
      return { status: 404 };
    });
    const { user } = renderSignIn('/auth/signin?redirectUrl=%2Fsettings%2Fprofile%3Ftab%3D1');

    await fillAndSubmit(user, ' Student@Demo.test ', 'demo12345');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings/profile?tab=1'));
    expect(calls[0]?.body).toEqual({ email: 'student@demo.test', password: 'demo12345' });
    expect(calls[1]?.config.headers.get('Authorization')).toBe('Bearer token-1');
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(appStore.get(sessionAtom)).toMatchObject({ signedIn: true, user: { firstName: 'Olena' } });
  });

  it('goes to the entry page when there is no (or a foreign) redirect target: a student’s classes, with the homework due', async () => {
    fakeServer(({ url }) => (url === 'auth/login' ? { status: 200, data: { data: { accessToken: 'token-2' } } } : { status: 200, data: { data: { ...profile, user: aUser({ role: 'member' }) } } }));
    const { user } = renderSignIn('/auth/signin?redirectUrl=%2F%2Fevil.example%2Fsteal');

    await fillAndSubmit(user, 'student@demo.test', 'demo12345');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/lessons\/classes$/));
  });

  it('goes to the entry page when the redirect target holds a tab (which a browser would drop, making it another origin): staff’s courses', async () => {
    fakeServer(({ url }) => (url === 'auth/login' ? { status: 200, data: { data: { accessToken: 'token-3' } } } : { status: 200, data: { data: { ...profile, user: aUser({ role: 'staff' }) } } }));
    const { user } = renderSignIn('/auth/signin?redirectUrl=%2F%09%2Fevil.example%2Fsteal');

    await fillAndSubmit(user, 'student@demo.test', 'demo12345');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/courses\/own$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('toggles the password visibility with a labelled button', async () => {
    const { user } = renderSignIn();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
