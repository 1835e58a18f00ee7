import { sessionAtom, toastsAtom, appStore } from '@school/shared';
import { screen, waitFor } from '@testing-library/react';
import { aUser, fakeServer, renderPage } from '@school/shared/testing';
import { ProfilePage } from './profile-page';

const stored = aUser({ phone: '+380671234567', country: 'Ukraine', timezone: 'Europe/Warsaw' });

function renderProfile() {
  appStore.set(sessionAtom, (state) => ({ ...state, signedIn: true, user: stored }));
  return renderPage(<ProfilePage />, { path: '/settings/profile' });
}

beforeEach(() => appStore.set(toastsAtom, []));

describe('profile settings page', () => {
  it('loads the current user into labelled fields', async () => {
    fakeServer(({ method, url }) => (method === 'GET' && url === 'user' ? { status: 200, data: { data: stored } } : { status: 404 }));
    renderProfile();

    expect(await screen.findByLabelText('First name')).toHaveValue('Olena');
    expect(screen.getByLabelText('Last name')).toHaveValue('Koval');
    expect(screen.getByLabelText('Email')).toHaveValue('student@demo.test');
    expect(screen.getByLabelText('Phone')).toHaveValue('+380671234567');
    expect(screen.getByLabelText('Country')).toHaveValue('Ukraine');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Warsaw');
    // The time zone is a searchable list of the runtime's IANA zones.
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Warsaw');
  });

  it('validates before saving and focuses the first invalid field', async () => {
    const calls = fakeServer(() => ({ status: 200, data: { data: stored } }));
    const { user } = renderProfile();
    const firstName = await screen.findByLabelText('First name');

    await user.clear(firstName);
    await user.clear(screen.getByRole('combobox', { name: 'Time zone' }));
    await user.type(screen.getByRole('combobox', { name: 'Time zone' }), 'Mars/Olympus');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a time zone from the list')).toBeInTheDocument();
    expect(firstName).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('saves, updates the signed-in user at once and confirms with a toast', async () => {
    const saved = { ...stored, firstName: 'Olha', phone: null };
    const calls = fakeServer(({ method }) => (method === 'PUT' ? { status: 200, data: { data: saved } } : { status: 200, data: { data: stored } }));
    const { user } = renderProfile();
    const firstName = await screen.findByLabelText('First name');

    await user.clear(firstName);
    await user.type(firstName, 'Olha');
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(appStore.get(toastsAtom).at(-1)).toMatchObject({ kind: 'success', message: 'Profile updated successfully' }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toMatchObject({ url: 'user/profile', body: { firstName: 'Olha', lastName: 'Koval', email: 'student@demo.test', phone: null, country: 'Ukraine', timezone: 'Europe/Warsaw' } });
    // The e-mail stayed: no password asked for, none sent.
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(put?.body).not.toHaveProperty('currentPassword');
    expect(appStore.get(sessionAtom).user?.firstName).toBe('Olha');
  });

  it("shows the server's field error beside its field", async () => {
    fakeServer(({ method }) =>
      method === 'PUT'
        ? { status: 409, data: { statusCode: 409, code: 'EMAIL_TAKEN', message: 'This email is already in use', fieldErrors: { email: ['This email is already in use'] } } }
        : { status: 200, data: { data: stored } },
    );
    const { user } = renderProfile();
    const email = await screen.findByLabelText('Email');

    await user.clear(email);
    await user.type(email, 'teacher@demo.test');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already in use'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
  });

  it('asks for the current password once the e-mail changes, sends it, and shows its server error', async () => {
    const calls = fakeServer(({ method }) =>
      method === 'PUT'
        ? {
            status: 400,
            data: { statusCode: 400, code: 'auth.wrongPassword', message: 'The current password is incorrect', fieldErrors: { currentPassword: ['The current password is incorrect'] } },
          }
        : { status: 200, data: { data: stored } },
    );
    const { user } = renderProfile();
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'olha@demo.test');
    const password = screen.getByLabelText('Current password');
    await user.type(password, 'my-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('The current password is incorrect')));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ email: 'olha@demo.test', currentPassword: 'my-secret-1' });
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let fail = true;
    fakeServer(() => (fail ? { status: 500, data: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } } : { status: 200, data: { data: stored } }));
    const { user } = renderProfile();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Olena');
  });
});
