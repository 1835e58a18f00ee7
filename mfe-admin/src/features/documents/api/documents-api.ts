import { api, httpClient } from '@school/shared';
import { documentKeys } from '@school/shared/query';
import type { DocumentInput, UserDocument } from '../../../admin-contracts';

/**
 * Saves bytes the server sent under the document's original name. The download routes need the
 * bearer token, so a plain link cannot fetch them: the bytes come through the API client and are
 * handed to the browser as a temporary object URL.
 */
async function saveDownload(url: string, fileName: string): Promise<void> {
  const client = await httpClient();
  const answer = await client.get<Blob>(url, { responseType: 'blob' });
  const objectUrl = URL.createObjectURL(answer.data);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled, so the browser has started the download.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}

/** Who documents belong to: a user (the user detail page) or a group (the group detail page). */
export interface DocumentOwner {
  kind: 'user' | 'group';
  id: string;
}

/** The key of one page of the owner's documents; without `page`, every page of them (keys match partially). */
export const documentListKey = (owner: DocumentOwner, page?: number) => documentKeys.list({ kind: owner.kind, id: owner.id, ...(page === undefined ? {} : { page }) });

/** The owner's collection: `users/{id}/documents` or `groups/{id}/documents`, the same calls for both. */
const collection = (owner: DocumentOwner) => `${owner.kind === 'user' ? 'users' : 'groups'}/${owner.id}/documents`;

/** User and group documents (administration) and a member's own documents (spec 01 §7). */
export const documentsApi = {
  list: (owner: DocumentOwner, page = 1, signal?: AbortSignal) => api.getPaged<UserDocument>(collection(owner), { params: { page, limit: 10 }, signal }),
  /** Multipart `file`, `name`, `type`; `onProgress` gets whole percents while the bytes go out. */
  upload: (owner: DocumentOwner, file: File, input: DocumentInput, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('name', input.name);
    form.append('type', input.type);
    form.append('file', file);
    return api.upload<UserDocument>(collection(owner), form, { method: 'post', onProgress });
  },
  update: (owner: DocumentOwner, docId: string, input: DocumentInput) => api.put<UserDocument>(`${collection(owner)}/${docId}`, input),
  remove: (owner: DocumentOwner, docId: string) => api.delete(`${collection(owner)}/${docId}`),
  download: (owner: DocumentOwner, document: UserDocument) => saveDownload(`${collection(owner)}/${document.id}/download`, document.fileName),
  /**
   * A member's own list: their public documents and the public ones of their groups; one page of up
   * to 100 (docs/decisions/admin-documents.md).
   */
  own: (page = 1, signal?: AbortSignal) => api.getPaged<UserDocument>('user/documents', { params: { page, limit: 100 }, signal }),
  downloadOwn: (document: UserDocument) => saveDownload(`user/documents/${document.id}/download`, document.fileName),
};
