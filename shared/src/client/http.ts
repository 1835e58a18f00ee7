import { appStore } from './store.js';
import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import { LIMITS, SESSION_ENDING_STATUSES, TOKEN_STORAGE_KEY, type PaginationMeta } from '../contracts/common.js';
import { tokenAtom } from './token.js';

/**
 * The one HTTP client of the site. Base URL comes from the runtime config
 * (`configureHttp`), the bearer token from the token store; answers are read from `data`.
 *
 * axios is loaded on the first request, not with the page: a signed-out visitor on the
 * sign-in page makes no request until the form is sent, and axios is about a tenth of that
 * page's script (docs/decisions/0004-bundle-budget.md). A signed-in start asks for the
 * profile at once, so there it loads with everything else.
 */
export interface HttpOptions {
  baseURL?: string;
  /** Where requests go instead of the network; for tests that stop just before it. */
  adapter?: AxiosAdapter;
}

const options: HttpOptions = { baseURL: '/tenant' };
let client: Promise<AxiosInstance> | undefined;
let languageProvider: () => string = () => 'uk';
let sessionEndHandler: (() => void) | null = null;

/** A write (POST, PUT, PATCH, DELETE) the server accepted: its path as called and what its envelope holds. */
export interface AnsweredWrite {
  method: string;
  url: string;
  data: unknown;
}
const writeListeners = new Set<(write: AnsweredWrite) => void>();

/**
 * Tells `listener` of every accepted write, whichever area made it: the shell keeps what it
 * shows of the session (the school's name and logo) in step with the page that changed it,
 * without that page knowing the shell. Returns the unsubscribe.
 */
export function onWriteAnswered(listener: (write: AnsweredWrite) => void): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** Sets client options now, or for when the client is first loaded. */
export function configureHttp(next: HttpOptions): void {
  Object.assign(options, next);
  void client?.then(applyOptions);
}

function applyOptions(instance: AxiosInstance): AxiosInstance {
  if (options.baseURL !== undefined) instance.defaults.baseURL = options.baseURL;
  if (options.adapter) instance.defaults.adapter = options.adapter;
  return instance;
}

/**
 * The address of an API path as the shared client would call it (the runtime config's base URL
 * before a relative path), for a request made without axios: the classroom's event stream is
 * read with a streaming `fetch`, which axios cannot do in a browser.
 */
export function apiUrl(path: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path) || path.startsWith('/')) return path;
  const base = options.baseURL ?? '';
  return `${base.replace(/\/+$/, '')}/${path}`;
}

/** The headers the shared client puts on every request (bearer token, language), for a request made without axios. */
export function requestHeaders(): Record<string, string> {
  const token = appStore.get(tokenAtom);
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': languageProvider() };
}

/**
 * A status answered to a request made without axios: a session-ending one (401/419/440) ends the
 * session, as it does for every request of the shared client.
 */
export function reportResponseStatus(status: number): void {
  if (SESSION_ENDING_STATUSES.includes(status)) sessionEndHandler?.();
}

/** Lets the i18n module tell the server which language to answer in. */
export function setLanguageProvider(provider: () => string): void {
  languageProvider = provider;
}

/** Registered by the session module: any 401/419/440 ends the session. */
export function onSessionEndingResponse(handler: () => void): void {
  sessionEndHandler = handler;
}

/** True for an error axios raised for a request (what `axios.isAxiosError` checks, without loading axios). */
export function isHttpError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function createClient(axios: AxiosStatic): AxiosInstance {
  const instance = axios.create({ timeout: LIMITS.requestTimeoutMs });
  instance.interceptors.request.use((config) => {
    const token = appStore.get(tokenAtom);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Accept-Language', languageProvider());
    return config;
  });
  instance.interceptors.response.use(
    (response) => {
      const method = (response.config.method ?? 'get').toLowerCase();
      if (WRITE_METHODS.has(method) && writeListeners.size > 0) {
        const envelope: unknown = response.data;
        const data = envelope && typeof envelope === 'object' && 'data' in envelope ? envelope.data : undefined;
        const write: AnsweredWrite = { method, url: response.config.url ?? '', data };
        for (const listener of writeListeners) {
          try {
            listener(write);
          } catch (error) {
            // A listener's fault must not fail the write that succeeded.
            console.error('Write listener failed', error);
          }
        }
      }
      return response;
    },
    (error: unknown) => {
      const status = statusOf(error);
      // A failed sign-in also answers 401; it must not end a session that never began.
      const fromLogin = isHttpError(error) && (error.config?.url ?? '').endsWith('auth/login');
      if (status && SESSION_ENDING_STATUSES.includes(status) && !fromLogin) sessionEndHandler?.();
      return Promise.reject(error);
    },
  );
  return applyOptions(instance);
}

/** The shared axios instance, loading axios the first time it is asked for. */
export function httpClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(
    ({ default: axios }) => createClient(axios),
    (error: unknown) => {
      // Offline when the script was asked for: the next request tries again instead of
      // failing for the rest of the visit.
      client = undefined;
      throw error;
    },
  );
  return client;
}

export interface Paged<T> {
  data: T[];
  meta: PaginationMeta;
}

/** Calls that unwrap the `{ data }` envelope. */
export const api = {
  async get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await (await httpClient()).get<{ data: T }>(url, config)).data.data;
  },
  async getPaged<T>(url: string, config?: AxiosRequestConfig): Promise<Paged<T>> {
    return (await (await httpClient()).get<Paged<T>>(url, config)).data;
  },
  async post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await (await httpClient()).post<{ data: T }>(url, body, config)).data.data;
  },
  async put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await (await httpClient()).put<{ data: T }>(url, body, config)).data.data;
  },
  async patch<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await (await httpClient()).patch<{ data: T }>(url, body, config)).data.data;
  },
  async delete<T = void>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await (await httpClient()).delete<{ data: T }>(url, config)).data?.data;
  },
  /**
   * Sends a multipart body, reporting whole percents of the bytes sent so far to
   * `onProgress` (what a progress bar shows). Browsers report progress only when they know
   * the total, so no call means "unknown", not 0.
   */
  async upload<T>(url: string, body: FormData, { method = 'put', onProgress }: UploadOptions = {}): Promise<T> {
    const config: AxiosRequestConfig = {
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      },
    };
    const client = await httpClient();
    const answer = method === 'post' ? await client.post<{ data: T }>(url, body, config) : await client.put<{ data: T }>(url, body, config);
    return answer.data.data;
  },
};

export interface UploadOptions {
  method?: 'put' | 'post';
  /** Whole percents (0–100) of the body sent so far. */
  onProgress?: (percent: number) => void;
}

/** The server's message when it sent one, else the given fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isHttpError(error)) {
    const body: unknown = error.response?.data;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      return body.message;
    }
  }
  return fallback;
}

/** Field errors (already translated by the server) keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isHttpError(error)) return {};
  const body = error.response?.data as { fieldErrors?: Record<string, string[]> } | undefined;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body?.fieldErrors ?? {})) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}

export function statusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

export { TOKEN_STORAGE_KEY };
