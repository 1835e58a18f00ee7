import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderPage, reportUploadProgress } from '@school/shared/testing';
import type { UserDocument } from '../../../admin-contracts';
import { aDocument, aGroup, anAdminUser, paged } from '../../../test/admin';
import { resetSession, signInAsManager, toasts } from '../../../test/session';
import type { DocumentOwner } from '../api/documents-api';
import { DocumentsTab } from './documents-tab';

const student = anAdminUser({ firstName: 'Ann', lastName: 'Bond' });
const group = aGroup({ name: 'Morning B1' });
/** The tab serves a user's documents and a group's, each under its own path. */
const OWNERS: [string, DocumentOwner, string][] = [
  ['a user', { kind: 'user', id: student.id }, `users/${student.id}/documents`],
  ['a group', { kind: 'group', id: group.id }, `groups/${group.id}/documents`],
];
const pdf = (name = 'contract.pdf', size?: number) => {
  const file = new File([new Uint8Array(1024)], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  resetSession();
  signInAsManager(['users-management']);
});

afterEach(resetSession);

describe.each(OWNERS)('documents tab of %s', (_, owner, base) => {
  it('uploads a document as private by default, named after the file, with a progress bar', async () => {
    let documents: UserDocument[] = [];
    let release: () => void = () => undefined;
    const calls = fakeServer((call) => {
      if (call.method === 'POST') {
        reportUploadProgress(call.config, 300, 1000);
        return new Promise((resolve) => {
          release = () => {
            documents = [aDocument({ name: 'contract', fileName: 'contract.pdf' })];
            resolve({ status: 201, data: { data: documents[0] } });
          };
        });
      }
      return { status: 200, data: paged(documents) };
    });
    const { user } = renderPage(<DocumentsTab owner={owner} />, { path: '/' });
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('File'), pdf());
    expect(screen.getByLabelText('Name')).toHaveValue('contract');
    expect(screen.getByLabelText('Who sees it')).toHaveValue('private');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '30');
    release();
    const list = await screen.findByRole('list', { name: 'Documents' });
    expect(within(list).getByText('contract.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.url).toBe(base);
    const body = upload?.body as FormData;
    expect([body.get('name'), body.get('type'), (body.get('file') as File).name]).toEqual(['contract', 'private', 'contract.pdf']);
    expect(toasts()).toEqual(['success: contract uploaded']);
  });

  it('refuses a file over 10 MB or of another format before sending a byte', async () => {
    const calls = fakeServer(() => ({ status: 200, data: paged([]) }));
    const { user } = renderPage(<DocumentsTab owner={owner} />, { path: '/', applyAccept: false });
    await screen.findByText('No documents yet.');
    await user.upload(screen.getByLabelText('File'), pdf('big.pdf', 10 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must not exceed 10 MB');
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF, DOC, DOCX, JPG, PNG, GIF and WebP files are allowed');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('renames a document and makes it public, then deletes one after confirmation', async () => {
    let document = aDocument({ name: 'Contract', type: 'private' });
    const calls = fakeServer((call) => {
      if (call.method === 'PUT') {
        document = { ...document, ...(call.body as Partial<UserDocument>) };
        return { status: 200, data: { data: document } };
      }
      if (call.method === 'DELETE') return { status: 204 };
      return { status: 200, data: paged([document]) };
    });
    const { user } = renderPage(<DocumentsTab owner={owner} />, { path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Edit Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit document' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Signed contract');
    await user.selectOptions(within(dialog).getByLabelText('Who sees it'), 'public');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit Signed contract' });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Signed contract', type: 'public' });
    expect(within(screen.getByRole('list', { name: 'Documents' })).getByText('Public')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Signed contract' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete document' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === `${base}/${document.id}`)).toBe(true));
  });

  it('downloads a document under its original file name', async () => {
    const document = aDocument({ name: 'Contract', fileName: 'Договір 2026.pdf' });
    const calls = fakeServer((call) => (call.url.endsWith('/download') ? { status: 200, data: new Blob(['%PDF']) } : { status: 200, data: paged([document]) }));
    const created: string[] = [];
    const clicked: string[] = [];
    const originalCreate = URL.createObjectURL;
    const originalRevoke = URL.revokeObjectURL;
    URL.createObjectURL = () => {
      created.push('blob:1');
      return 'blob:1';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    try {
      const { user } = renderPage(<DocumentsTab owner={owner} />, { path: '/' });
      await user.click(await screen.findByRole('button', { name: 'Download Contract' }));
      await waitFor(() => expect(clicked).toEqual(['Договір 2026.pdf']));
      const download = calls.find((call) => call.url.endsWith('/download'));
      expect(download?.url).toBe(`${base}/${document.id}/download`);
      expect(download?.config.responseType).toBe('blob');
      expect(created).toHaveLength(1);
    } finally {
      click.mockRestore();
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
    }
  });
});

describe('documents tab: who a public document reaches', () => {
  it('tells, for a group, that its students see public documents; a user’s tab has no such hint', async () => {
    fakeServer(() => ({ status: 200, data: paged([aDocument({ name: 'Plan', type: 'public' })]) }));
    const { user, unmount } = renderPage(<DocumentsTab owner={{ kind: 'group', id: group.id }} />, { path: '/' });
    const hint = 'Public documents are shown to every student of the group on their documents page.';
    expect(await screen.findByLabelText('Who sees it')).toHaveAccessibleDescription(hint);
    await user.click(await screen.findByRole('button', { name: 'Edit Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit document' });
    expect(within(dialog).getByLabelText('Who sees it')).toHaveAccessibleDescription(hint);
    unmount();

    renderPage(<DocumentsTab owner={{ kind: 'user', id: student.id }} />, { path: '/' });
    await screen.findByRole('button', { name: 'Edit Plan' });
    expect(screen.getByLabelText('Who sees it')).not.toHaveAccessibleDescription(hint);
  });
});
