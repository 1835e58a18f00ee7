import { sessionAtom, toastsAtom, type User, appStore } from '@school/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { aUser, deferred, fakeServer, renderPage, reportUploadProgress } from '@school/shared/testing';
import { AvatarField } from './avatar-field';

const MB = 1024 * 1024;

function Harness({ initial }: { initial: User }) {
  const [user, setUser] = useState(initial);
  return <AvatarField user={user} onChange={setUser} />;
}

function renderAvatar(user = aUser()) {
  appStore.set(sessionAtom, (state) => ({ ...state, signedIn: true, user }));
  return renderPage(<Harness initial={user} />, { path: '/settings/profile', applyAccept: false });
}

const lastToast = () => appStore.get(toastsAtom).at(-1);

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => appStore.set(toastsAtom, []));

describe('avatar field', () => {
  it('refuses a 2 MB image in the browser, before any upload', async () => {
    const calls = fakeServer(() => ({ status: 500 }));
    const { user } = renderAvatar();
    const input = screen.getByLabelText('Upload photo');

    await user.upload(input, new File([new Uint8Array(2 * MB)], 'big.png', { type: 'image/png' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('File size must not exceed 1 MB');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/File size must not exceed 1 MB/);
    expect(calls).toHaveLength(0);
  });

  it('refuses a file that is not an image', async () => {
    const calls = fakeServer(() => ({ status: 500 }));
    renderAvatar();

    // fireEvent: the picker's `accept` would hide the file; a drop or another browser might not.
    fireEvent.change(screen.getByLabelText('Upload photo'), { target: { files: [new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })] } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Only images are allowed');
    expect(calls).toHaveLength(0);
  });

  it('uploads a valid image as multipart field `file`, shows progress, then updates the session', async () => {
    const answer = deferred();
    const uploaded = aUser({ image: '/tenant/files/avatar.png' });
    const calls = fakeServer(async ({ config }) => {
      reportUploadProgress(config, 40, 100);
      await answer.promise;
      return { status: 200, data: { data: uploaded } };
    });
    const { user } = renderAvatar();

    await user.upload(screen.getByLabelText('Upload photo'), new File([new Uint8Array(2048)], 'me.png', { type: 'image/png' }));

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:preview');

    expect(screen.getByRole('img')).toHaveAccessibleName('Preview of the new profile photo');

    answer.resolve();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    // Once stored, the chosen photo is the profile photo.
    expect(screen.getByRole('img')).toHaveAccessibleName(/^Profile photo of /);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: 'user/avatar' });
    const body = calls[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toMatchObject({ name: 'me.png' });
    expect(appStore.get(sessionAtom).user?.image).toBe('/tenant/files/avatar.png');
    expect(lastToast()).toMatchObject({ kind: 'success', message: 'Avatar updated successfully' });
  });

  it("shows the server's message when the upload is refused", async () => {
    fakeServer(() => ({ status: 415, data: { statusCode: 415, code: 'UNSUPPORTED', message: 'Only images are allowed' } }));
    const { user } = renderAvatar();

    await user.upload(screen.getByLabelText('Upload photo'), new File([new Uint8Array(10)], 'fake.png', { type: 'image/png' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ kind: 'error', message: 'Only images are allowed' }));
    // Beside the picker too, tied to it, and the refused photo is no longer shown.
    expect(await screen.findByRole('alert')).toHaveTextContent('Only images are allowed');
    expect(screen.getByLabelText('Upload photo')).toHaveAccessibleDescription(/^Only images are allowed/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('deletes the avatar and says so', async () => {
    const calls = fakeServer(() => ({ status: 200, data: { data: aUser({ image: null }) } }));
    const { user } = renderAvatar(aUser({ image: '/tenant/files/old.png' }));

    await user.click(screen.getByRole('button', { name: 'Delete photo' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ kind: 'success', message: 'Avatar deleted successfully' }));
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: 'user/avatar' });
    expect(appStore.get(sessionAtom).user?.image).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete photo' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Upload photo')).toHaveFocus();
  });
});
