import type { AccessSubject } from '@school/shared';
import { decideAccess, decideUnavailable, signInRedirect, type GuardSession } from './guard';

const signedOut: GuardSession = { authenticated: false, subject: null };
const member: AccessSubject = { role: 'member', permissions: [] };
const teacher: AccessSubject = { role: 'staff', permissions: [{ key: 'teacher' }] };
const signedIn = (subject: AccessSubject): GuardSession => ({ authenticated: true, subject });

describe('decideAccess', () => {
  it('shows the home page at the root to anyone signed in, and sends a visitor to sign in', () => {
    expect(decideAccess({ pathname: '/', search: '', session: signedOut, access: null })).toEqual({ kind: 'redirect', to: '/auth/signin' });
    expect(decideAccess({ pathname: '/', search: '', session: signedIn(member), access: null })).toEqual({ kind: 'render' });
    expect(decideAccess({ pathname: '/', search: '', session: signedIn(teacher), access: null })).toEqual({ kind: 'render' });
  });

  it('still lands a signed-in user on their role’s entry page from sign-in: a member on their classes, staff on the courses', () => {
    expect(decideAccess({ pathname: '/auth/signin', search: '', session: signedIn(member), access: 'public' })).toEqual({ kind: 'redirect', to: '/lessons/classes' });
    expect(decideAccess({ pathname: '/auth/signin', search: '', session: signedIn(teacher), access: 'public' })).toEqual({ kind: 'redirect', to: '/courses/own' });
  });

  it('answers an unknown path with not-found when signed in, and with sign-in (coming back to it) when signed out', () => {
    expect(decideAccess({ pathname: '/nowhere', search: '', session: signedIn(member), access: null })).toEqual({ kind: 'notFound' });
    expect(decideAccess({ pathname: '/nowhere', search: '', session: signedOut, access: null })).toEqual({
      kind: 'redirect',
      to: '/auth/signin?redirectUrl=%2Fnowhere',
    });
  });

  it('shows public pages to signed-out visitors only', () => {
    expect(decideAccess({ pathname: '/auth/signin', search: '', session: signedOut, access: 'public' })).toEqual({ kind: 'render' });
    expect(decideAccess({ pathname: '/auth/signin', search: '', session: signedIn(member), access: 'public' })).toEqual({
      kind: 'redirect',
      to: '/lessons/classes',
    });
    expect(decideAccess({ pathname: '/auth/signin', search: '', session: signedIn(teacher), access: 'public' })).toEqual({
      kind: 'redirect',
      to: '/courses/own',
    });
  });

  it('sends a signed-in user on a public page to redirectUrl when it is a local path', () => {
    const search = '?redirectUrl=%2Fcourses%2F12%3Ftab%3Dlessons';
    expect(decideAccess({ pathname: '/auth/signin', search, session: signedIn(member), access: 'public' })).toEqual({
      kind: 'redirect',
      to: '/courses/12?tab=lessons',
    });
    expect(
      decideAccess({ pathname: '/auth/signin', search: '?redirectUrl=https%3A%2F%2Fevil.test', session: signedIn(member), access: 'public' }),
    ).toEqual({ kind: 'redirect', to: '/lessons/classes' });
  });

  it('never loops back to the same public page', () => {
    const search = '?redirectUrl=%2Fauth%2Fsignin';
    expect(decideAccess({ pathname: '/auth/signin', search, session: signedIn(member), access: 'public' })).toEqual({
      kind: 'redirect',
      to: '/lessons/classes',
    });
  });

  it('sends signed-out visitors to sign in with the wanted path and query', () => {
    expect(decideAccess({ pathname: '/courses/own', search: '?q=verbs', session: signedOut, access: {} })).toEqual({
      kind: 'redirect',
      to: '/auth/signin?redirectUrl=%2Fcourses%2Fown%3Fq%3Dverbs',
    });
  });

  it('drops redirectUrl after the user signed out from the menu', () => {
    const session: GuardSession = { authenticated: false, subject: null, signedOutByUser: true };
    expect(decideAccess({ pathname: '/courses/own', search: '', session, access: {} })).toEqual({ kind: 'redirect', to: '/auth/signin' });
  });

  it('checks roles and permissions with canAccess', () => {
    const teachersOnly = { roles: ['staff'] as const, permissions: ['teacher'] as const };
    expect(decideAccess({ pathname: '/lessons/schedule', search: '', session: signedIn(teacher), access: teachersOnly })).toEqual({ kind: 'render' });
    expect(decideAccess({ pathname: '/lessons/schedule', search: '', session: signedIn(member), access: teachersOnly })).toEqual({
      kind: 'redirect',
      to: '/access-denied',
    });
    expect(decideAccess({ pathname: '/courses/own', search: '', session: signedIn(member), access: {} })).toEqual({ kind: 'render' });
  });
});

describe('decideUnavailable', () => {
  it('shows the panel to signed-in users', () => {
    expect(decideUnavailable({ pathname: '/courses/own', search: '', session: signedIn(member), ownsSignIn: false })).toEqual({ kind: 'render' });
  });

  it('sends signed-out visitors to sign in, unless the failed remote serves sign-in', () => {
    expect(decideUnavailable({ pathname: '/courses/own', search: '', session: signedOut, ownsSignIn: false })).toEqual({
      kind: 'redirect',
      to: signInRedirect('/courses/own', ''),
    });
    expect(decideUnavailable({ pathname: '/auth/signin', search: '', session: signedOut, ownsSignIn: true })).toEqual({ kind: 'render' });
  });
});
