import { api, httpClient } from '@school/shared';
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

/** User documents (administration) and a member's own public documents (spec 01 §7). */
export const documentsApi = {
  list: (userId: string, page = 1) => api.getPaged<UserDocument>(`users/${userId}/documents`, { params: { page, limit: 10 } }),
  /** Multipart `file`, `name`, `type`; `onProgress` gets whole percents while the bytes go out. */
  upload: (userId: string, file: File, input: DocumentInput, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('name', input.name);
    form.append('type', input.type);
    form.append('file', file);
    return api.upload<UserDocument>(`users/${userId}/documents`, form, { method: 'post', onProgress });
  },
  update: (userId: string, docId: string, input: DocumentInput) => api.put<UserDocument>(`users/${userId}/documents/${docId}`, input),
  remove: (userId: string, docId: string) => api.delete(`users/${userId}/documents/${docId}`),
  download: (userId: string, document: UserDocument) => saveDownload(`users/${userId}/documents/${document.id}/download`, document.fileName),
  /** A member's own list: only public documents; one page of up to 100 (docs/decisions/admin-documents.md). */
  own: (page = 1) => api.getPaged<UserDocument>('user/documents', { params: { page, limit: 100 } }),
  downloadOwn: (document: UserDocument) => saveDownload(`user/documents/${document.id}/download`, document.fileName),
};
