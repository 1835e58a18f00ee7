import { api, type Course, type CourseInput, type CourseType, type ReorderInput } from '@school/shared';

export interface CourseListParams {
  type: CourseType;
  search: string;
}

/** The course calls of spec 02 §7, answers already unwrapped from `{ data }`. */
export const coursesApi = {
  list: ({ type, search }: CourseListParams) => api.get<Course[]>('courses', { params: { type, search } }),
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
