import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderPage } from '@school/shared/testing';
import { aClassDetail, aCourse, aSection } from '../../../test/classes';
import { resetSession, signInAsStudent, signInAsTeacher, toasts } from '../../../test/session';
import { SelectMaterialCoursePage, SelectMaterialPage } from './material-pages';

const klass = aClassDetail({ name: 'English B1' });
const own = aCourse({ name: 'Business English' });
const library = aCourse({ name: 'Academy Grammar', type: 'kalyna-academy' });
const section = aSection(own.id, 'Unit 1', ['Greetings', 'Small talk']);

beforeEach(resetSession);
afterEach(resetSession);

describe('choosing material', () => {
  it('lists own courses first, then a library, each opening its lessons', async () => {
    signInAsTeacher();
    const calls = fakeServer((call) => {
      if (call.url === `classes/${klass.id}`) return { status: 200, data: { data: klass } };
      if (call.url === 'courses') return { status: 200, data: { data: call.params.type === 'own' ? [own] : [library] } };
      return { status: 404 };
    });
    const { user } = renderPage(<SelectMaterialPage />, { path: '/classes/:id/select-material/*', url: `/classes/${klass.id}/select-material` });
    expect(await screen.findByRole('link', { name: /Business English/ })).toHaveAttribute('href', `/classes/${klass.id}/select-material/course/${own.id}?type=own`);
    expect(screen.getByRole('link', { name: '← Back to the class English B1' })).toHaveAttribute('href', `/classes/${klass.id}`);
    await user.click(screen.getByRole('link', { name: 'Kalyna Academy' }));
    expect(await screen.findByRole('link', { name: /Academy Grammar/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === 'courses').map((call) => call.params.type)).toEqual(['own', 'kalyna-academy']);
  });

  it('attaches the chosen lesson and goes back to the class', async () => {
    signInAsTeacher();
    const calls = fakeServer((call) => {
      if (call.method === 'PUT') return { status: 200, data: { data: klass } };
      if (call.url === `classes/${klass.id}`) return { status: 200, data: { data: klass } };
      if (call.url === `courses/${own.id}`) return { status: 200, data: { data: own } };
      if (call.url === `courses/${own.id}/sections`) return { status: 200, data: { data: [section] } };
      return { status: 404 };
    });
    const { user } = renderPage(<SelectMaterialCoursePage />, { path: '/classes/:id/select-material/course/:courseId', url: `/classes/${klass.id}/select-material/course/${own.id}` });
    const unit = await screen.findByRole('region', { name: 'Unit 1' });
    await user.click(within(unit).getByRole('button', { name: 'Choose the lesson Small talk' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/classes/${klass.id}`));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ url: `classes/${klass.id}/attach-lesson`, body: { lessonId: section.lessons[1]?.id } });
    expect(toasts()).toContain('success: The lesson is attached to the class');
  });

  it('tells a student that the teacher chooses', async () => {
    signInAsStudent();
    fakeServer(() => ({ status: 200, data: { data: { ...klass, accessType: 'student' } } }));
    renderPage(<SelectMaterialPage />, { path: '/classes/:id/select-material', url: `/classes/${klass.id}/select-material` });
    expect(await screen.findByText('Only the class’s teacher chooses its material.')).toBeInTheDocument();
  });
});
