import { api, type Course, type CourseInput, type ReorderInput } from '@school/shared';

/** The course writes of spec 02 §7 (reads: src/api/content-queries.ts), answers unwrapped from `{ data }`. */
export const coursesApi = {
  // Only own courses can be created (spec 02 §7: the body carries `type: 'own'`).
  create: (input: CourseInput) => api.post<Course>('courses', { ...input, type: 'own' }),
  update: (id: string, input: CourseInput) => api.put<Course>(`courses/${id}`, input),
  remove: (id: string) => api.delete(`courses/${id}`),
  duplicate: (id: string) => api.post<Course>(`courses/${id}/duplicate`),
  reorder: (items: ReorderInput['items']) => api.patch<Course[]>('courses/reorder', { items }),
  /** Multipart (field `file`); `onProgress` gets whole percents while the bytes go out. */
  uploadImage: (id: string, file: File, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<Course>(`courses/${id}/image`, form, { onProgress });
  },
  removeImage: (id: string) => api.delete<Course>(`courses/${id}/image`),
};
