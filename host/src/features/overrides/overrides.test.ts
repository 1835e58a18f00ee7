import {
  OVERRIDES_STORAGE_KEY,
  parseOverrideParams,
  readStoredOverrides,
  resolveOverrides,
  withoutOverrideParams,
  writeStoredOverrides,
} from './overrides';

const config = {
  remotes: {
    mfe_auth: { manifest: '/remotes/mfe-auth/mf-manifest.json', prefixes: ['/auth'] },
    mfe_content: { manifest: '/remotes/mfe-content/mf-manifest.json', prefixes: ['/courses'] },
  },
  overrideAllowlist: ['http://localhost:*', 'http://127.0.0.1:*'],
};
const base = 'https://staging.school.test/courses/own';

describe('parseOverrideParams', () => {
  it('reads repeated and comma-separated pairs, splitting at the first "="', () => {
    expect(
      parseOverrideParams(['mfe_content=http://localhost:3002/mf-manifest.json?v=2', 'mfe_auth=http://localhost:3001/mf-manifest.json, reset']),
    ).toEqual({
      reset: true,
      entries: [
        { remote: 'mfe_content', url: 'http://localhost:3002/mf-manifest.json?v=2' },
        { remote: 'mfe_auth', url: 'http://localhost:3001/mf-manifest.json' },
      ],
      malformed: [],
    });
  });

  it('reports values it cannot read', () => {
    expect(parseOverrideParams(['nonsense', '=http://localhost:1/x', 'Bad-Name=http://localhost:1/x']).malformed).toEqual([
      'nonsense',
      '=http://localhost:1/x',
      'Bad-Name=http://localhost:1/x',
    ]);
  });
});

describe('resolveOverrides', () => {
  it('accepts an allowlisted origin and keeps stored ones', () => {
    const result = resolveOverrides({
      search: '?mf-override=mfe_content%3Dhttp%3A%2F%2Flocalhost%3A3002%2Fmf-manifest.json',
      stored: { mfe_auth: 'http://127.0.0.1:3001/mf-manifest.json' },
      config,
      base,
    });
    expect(result.overrides).toEqual({
      mfe_auth: 'http://127.0.0.1:3001/mf-manifest.json',
      mfe_content: 'http://localhost:3002/mf-manifest.json',
    });
    expect(result.refused).toEqual([]);
    expect(result.fromQuery).toBe(true);
  });

  it('refuses another origin and does not keep it', () => {
    const result = resolveOverrides({
      search: '?mf-override=mfe_content=https://evil.test/mf-manifest.json',
      stored: {},
      config,
      base,
    });
    expect(result.overrides).toEqual({});
    expect(result.refused).toEqual([{ remote: 'mfe_content', url: 'https://evil.test/mf-manifest.json', reason: 'origin' }]);
  });

  it('refuses a relative URL, since it resolves to the page origin which is not on the allowlist', () => {
    const result = resolveOverrides({ search: '?mf-override=mfe_content=/other/mf-manifest.json', stored: {}, config, base });
    expect(result.refused[0]?.reason).toBe('origin');
  });

  it('refuses javascript: and other schemes', () => {
    const result = resolveOverrides({ search: '?mf-override=mfe_content=javascript:alert(1)', stored: {}, config, base });
    expect(result.overrides).toEqual({});
    expect(result.refused[0]?.reason).toBe('origin');
  });

  it('refuses a remote the config does not know', () => {
    const result = resolveOverrides({ search: '?mf-override=mfe_unknown=http://localhost:1/mf-manifest.json', stored: {}, config, base });
    expect(result.refused).toEqual([{ remote: 'mfe_unknown', url: 'http://localhost:1/mf-manifest.json', reason: 'unknown-remote' }]);
  });

  it('drops a stored override once the allowlist no longer accepts it', () => {
    const result = resolveOverrides({
      search: '',
      stored: { mfe_content: 'http://localhost:3002/mf-manifest.json' },
      config: { ...config, overrideAllowlist: ['https://staging.school.test'] },
      base,
    });
    expect(result.overrides).toEqual({});
    expect(result.refused).toHaveLength(1);
    expect(result.fromQuery).toBe(false);
  });

  it('reset clears the stored overrides', () => {
    const result = resolveOverrides({ search: '?mf-override=reset', stored: { mfe_content: 'http://localhost:3002/mf-manifest.json' }, config, base });
    expect(result.overrides).toEqual({});
    expect(result.fromQuery).toBe(true);
  });
});

describe('storage and address', () => {
  beforeEach(() => localStorage.clear());

  it('stores under mf-overrides and removes the key when empty', () => {
    writeStoredOverrides({ mfe_content: 'http://localhost:3002/mf-manifest.json' });
    expect(JSON.parse(localStorage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}')).toEqual({ mfe_content: 'http://localhost:3002/mf-manifest.json' });
    expect(readStoredOverrides()).toEqual({ mfe_content: 'http://localhost:3002/mf-manifest.json' });
    writeStoredOverrides({});
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it('ignores a broken stored value', () => {
    localStorage.setItem(OVERRIDES_STORAGE_KEY, '[not json');
    expect(readStoredOverrides()).toEqual({});
  });

  it('removes only the override parameters from the address', () => {
    expect(withoutOverrideParams('http://localhost:8080/courses/own?q=1&mf-override=reset')).toBe('http://localhost:8080/courses/own?q=1');
  });
});
