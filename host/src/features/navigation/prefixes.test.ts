import { findRemoteForPath, isUnderPrefix } from './prefixes';

const remotes = {
  mfe_auth: { prefixes: ['/auth', '/settings/profile'] },
  mfe_admin: { prefixes: ['/settings', '/users'] },
  mfe_content: { prefixes: ['/courses'] },
};

describe('prefix matching', () => {
  it('matches a prefix on whole segments', () => {
    expect(isUnderPrefix('/courses', '/courses')).toBe(true);
    expect(isUnderPrefix('/courses/1', '/courses')).toBe(true);
    expect(isUnderPrefix('/coursesx', '/courses')).toBe(false);
    expect(isUnderPrefix('/courses/1', '/courses/')).toBe(true);
  });

  it('picks the remote with the longest matching prefix', () => {
    expect(findRemoteForPath('/settings/profile/privacy', remotes)).toBe('mfe_auth');
    expect(findRemoteForPath('/settings/school/general', remotes)).toBe('mfe_admin');
    expect(findRemoteForPath('/courses/own', remotes)).toBe('mfe_content');
    expect(findRemoteForPath('/auth/signin', remotes)).toBe('mfe_auth');
  });

  it('returns null when no remote owns the path', () => {
    expect(findRemoteForPath('/dictionary', remotes)).toBeNull();
    expect(findRemoteForPath('/', remotes)).toBeNull();
  });
});
