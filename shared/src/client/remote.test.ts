import { defineRemote } from './remote.js';
import { i18n } from './i18n.js';
import { SHARED_INSTANCE_ID } from './federation.js';
import { appStore } from './store.js';

const Page = () => null;
const load = () => Promise.resolve({ default: Page });

describe('defineRemote', () => {
  const react = { id: 'react' };
  const styled = { id: 'styled' };
  const jotai = { id: 'jotai' };
  const remote = defineRemote({
    name: 'mfe_sample',
    namespace: 'sample',
    loadLocale: (language) => Promise.resolve({ greeting: `hello-${language}` }),
    instances: { react, styled, jotai },
    version: '1.2.3',
    defaults: { access: { roles: ['staff'] }, layout: { layout: 'rightSidebar' } },
    pages: [
      { path: '/sample', load },
      { path: '/sample/public', access: 'public', layout: { layout: 'blank' }, load },
    ],
  });

  it('gives pages the remote defaults unless they set their own', () => {
    expect(remote.routes.map(({ path, access, layout }) => ({ path, access, layout }))).toEqual([
      { path: '/sample', access: { roles: ['staff'] }, layout: { layout: 'rightSidebar' } },
      { path: '/sample/public', access: 'public', layout: { layout: 'blank' } },
    ]);
  });

  it('makes a page without an access rule or defaults one for any signed-in user, never public', () => {
    const bare = defineRemote({ name: 'mfe_bare', namespace: 'bare', loadLocale: () => Promise.resolve({}), instances: { react, styled, jotai }, pages: [{ path: '/bare', load }] });
    expect(bare.routes[0]).toEqual({ path: '/bare', access: {}, load });
  });

  it('reports the instances the remote passed, with its version, as soon as it is defined', () => {
    const report = window.__SCHOOL_FEDERATION__?.find((entry) => entry.app === 'mfe_sample');
    expect(report).toEqual(expect.objectContaining({ version: '1.2.3', sharedInstanceId: SHARED_INSTANCE_ID }));
    expect(report?.instances).toEqual(expect.objectContaining({ react, styled, jotai, store: appStore, shared: SHARED_INSTANCE_ID, router: expect.any(Function), i18n: expect.any(Function) }));
  });

  it('registers its namespace on init, as the host awaits before the first page', async () => {
    await remote.init();
    expect(i18n.getResource(i18n.language, 'sample', 'greeting')).toBe(`hello-${i18n.language}`);
  });
});
