import { api } from '@school/shared';
import type { SchoolGeneralInput, SchoolSettings, WorkingSchedule } from '../../../admin-contracts';

/** School settings (spec 01 §7; paths in docs/decisions/admin-school-settings.md). */
export const schoolApi = {
  get: (signal?: AbortSignal) => api.get<SchoolSettings>('school/general', { signal }),
  updateGeneral: (input: SchoolGeneralInput) => api.put<SchoolSettings>('school/general', input),
  updateSchedule: (schedule: WorkingSchedule) => api.put<SchoolSettings>('school/schedule', { schedule }),
  /** Multipart (field `file`, an image of at most 1 MB). */
  uploadLogo: (file: File, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<SchoolSettings>('school/avatar', form, { onProgress });
  },
  removeLogo: () => api.delete<SchoolSettings>('school/logo'),
};
