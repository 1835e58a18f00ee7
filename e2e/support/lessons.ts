import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from './env';

/**
 * An own course with one section, one lesson named `lessonName` and one (non-homework) lesson
 * section, made through the API as the teacher whose token is given: the page a lesson journey
 * starts from.
 */
export async function buildLesson(request: APIRequestContext, token: string, lessonName: string): Promise<{ courseId: string; lessonId: string }> {
  const headers = { Authorization: `Bearer ${token}` };
  const post = async <T,>(url: string, data: unknown): Promise<T> => {
    const response = await request.post(`${BASE_URL}/tenant/${url}`, { headers, data });
    expect(response.status(), `POST ${url}`).toBe(201);
    return ((await response.json()) as { data: T }).data;
  };
  const course = await post<{ id: string }>('courses', { name: `${lessonName} ${Date.now()}`, description: '', courseLanguage: 'en', teachingLanguage: 'uk', level: 'a1', type: 'own' });
  const section = await post<{ id: string }>(`courses/${course.id}/sections`, { name: 'Unit 1', description: '' });
  const lesson = await post<{ id: string }>(`courses/${course.id}/sections/${section.id}/lessons`, { name: lessonName, description: '' });
  await post(`courses/${course.id}/sections/${section.id}/lessons/${lesson.id}/sections`, { isHomework: false });
  return { courseId: course.id, lessonId: lesson.id };
}

/** An exercise's card on the lesson page, found by its title. */
export const exerciseCard = (page: Page, title: string) => page.locator('article', { has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
