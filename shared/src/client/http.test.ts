/**
 * @jest-environment jsdom
 */
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api, configureHttp, errorMessage, fieldErrors, httpClient, isHttpError, statusOf } from './http.js';

describe('the shared HTTP client', () => {
  it('is one instance, created on first use with the options given before and after it loaded', async () => {
    configureHttp({ baseURL: '/before' });
    const first = await httpClient();
    expect(first.defaults.baseURL).toBe('/before');
    configureHttp({ baseURL: '/api/v2' });
    const second = await httpClient();
    expect(second).toBe(first);
    expect(second.defaults.baseURL).toBe('/api/v2');
    expect(second.defaults.timeout).toBe(60_000);
  });

  it('reads answers from `data` and sends the interface language', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    configureHttp({
      adapter: async (config) => {
        seen.push(config);
        return { status: 200, statusText: '', headers: {}, config, data: { data: { ok: true } } };
      },
    });
    await expect(api.get('health')).resolves.toEqual({ ok: true });
    expect(seen[0]?.headers.get('Accept-Language')).toBeTruthy();
  });
});

describe('uploads', () => {
  it('sends the form as multipart with the chosen method and reports whole percents of it', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    configureHttp({
      adapter: async (config) => {
        seen.push(config);
        config.onUploadProgress?.({ loaded: 1, total: 3, bytes: 1, lengthComputable: true, upload: true });
        config.onUploadProgress?.({ loaded: 3, total: 3, bytes: 2, lengthComputable: true, upload: true });
        // No total known: nothing to report rather than a made-up 0 %.
        config.onUploadProgress?.({ loaded: 3, bytes: 0, lengthComputable: false, upload: true });
        return { status: 200, statusText: '', headers: {}, config, data: { data: { stored: true } } };
      },
    });
    const percents: number[] = [];
    const body = new FormData();
    body.append('file', new Blob(['x']), 'a.png');
    await expect(api.upload('user/avatar', body, { onProgress: (percent) => percents.push(percent) })).resolves.toEqual({ stored: true });
    await api.upload('files', body, { method: 'post' });
    expect(seen.map((config) => config.method)).toEqual(['put', 'post']);
    expect(seen[0]?.data).toBe(body);
    expect(percents).toEqual([33, 100]);
  });
});

describe('reading errors', () => {
  const failed = (status: number, data: unknown) => {
    const config = { headers: {} } as InternalAxiosRequestConfig;
    const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
    return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
  };

  it('recognises axios errors without loading axios, and nothing else', () => {
    expect(isHttpError(failed(400, {}))).toBe(true);
    expect(isHttpError(new Error('plain'))).toBe(false);
    expect(isHttpError({ isAxiosError: 'yes' })).toBe(false);
    expect(isHttpError(null)).toBe(false);
  });

  it("gives the server's message, its field errors and the status", () => {
    const error = failed(422, { message: 'Check the form', fieldErrors: { email: ['Invalid e-mail', 'second'] } });
    expect(errorMessage(error, 'fallback')).toBe('Check the form');
    expect(fieldErrors(error)).toEqual({ email: 'Invalid e-mail' });
    expect(statusOf(error)).toBe(422);
  });

  it('falls back when the answer has no message or the request never reached the server', () => {
    expect(errorMessage(failed(500, 'Bad gateway'), 'Something went wrong')).toBe('Something went wrong');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Offline')).toBe('Offline');
    expect(fieldErrors(new Error('x'))).toEqual({});
    expect(statusOf(new Error('x'))).toBeUndefined();
  });
});

describe('loading the client', () => {
  it('tries again on the next request when axios could not be loaded', async () => {
    let attempts = 0;
    jest.resetModules();
    jest.doMock('axios', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('ChunkLoadError: offline');
      return jest.requireActual('axios');
    });
    const fresh = await import('./http.js');
    await expect(fresh.httpClient()).rejects.toThrow('offline');
    await expect(fresh.httpClient()).resolves.toHaveProperty('defaults');
    expect(attempts).toBe(2);
    jest.dontMock('axios');
  });
});
