import { matchRemoteRoute } from './match';

describe('matchRemoteRoute', () => {
  const load = () => Promise.resolve({ default: 'page' });
  const routes = [
    { path: '/courses/:id', access: {}, load },
    { path: '/courses/own', access: {}, load },
    { path: '/courses/:id/lessons/:lessonId', access: {}, load },
  ];

  it('prefers static segments whatever the order', () => {
    expect(matchRemoteRoute(routes, '/courses/own')?.path).toBe('/courses/own');
    expect(matchRemoteRoute(routes, '/courses/42')?.path).toBe('/courses/:id');
    expect(matchRemoteRoute(routes, '/courses/42/lessons/7')?.path).toBe('/courses/:id/lessons/:lessonId');
  });

  it('returns null for a path the remote does not declare', () => {
    expect(matchRemoteRoute(routes, '/courses/42/nothing')).toBeNull();
  });
});
