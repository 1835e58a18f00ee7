import { INLINE_CONFIG_ID, readInlineRuntimeConfig } from './inline-config';

function pageWith(content: string | undefined): Pick<Document, 'getElementById'> {
  document.body.innerHTML = '';
  if (content !== undefined) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = INLINE_CONFIG_ID;
    script.textContent = content;
    document.body.append(script);
  }
  return document;
}

describe('readInlineRuntimeConfig', () => {
  it('reads the config the server wrote into the page', () => {
    const config = readInlineRuntimeConfig(
      pageWith(JSON.stringify({ apiBaseUrl: '/api', remotes: { mfe_auth: { manifest: '/remotes/mfe-auth/mf-manifest.json', prefixes: ['/auth'] } } })),
    );
    expect(config?.apiBaseUrl).toBe('/api');
    expect(config?.remotes.mfe_auth?.prefixes).toEqual(['/auth']);
  });

  it('gives nothing when the page has no inlined config, so the host fetches /app-config.json', () => {
    expect(readInlineRuntimeConfig(pageWith(undefined))).toBeUndefined();
  });

  it('gives nothing for broken or invalid content rather than starting with it', () => {
    expect(readInlineRuntimeConfig(pageWith('{not json'))).toBeUndefined();
    expect(readInlineRuntimeConfig(pageWith(JSON.stringify({ remotes: { 'Bad Name': { manifest: '', prefixes: [] } } })))).toBeUndefined();
  });
});
