import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { LIMITS, SESSION_ENDING_STATUSES, TOKEN_STORAGE_KEY, type PaginationMeta } from '../contracts/common.js';
import { tokenStore } from './token.js';

/**
 * The one HTTP client of the site. Base URL comes from the runtime config
 * (`configureHttp`), the bearer token from the token store; answers are read from `data`.
 */
export const httpClient: AxiosInstance = axios.create({ baseURL: '/tenant', timeout: LIMITS.requestTimeoutMs });

let languageProvider: () => string = () => 'uk';
let sessionEndHandler: (() => void) | null = null;

export function configureHttp(options: { baseURL: string }): void {
  httpClient.defaults.baseURL = options.baseURL;
}

/** Lets the i18n module tell the server which language to answer in. */
export function setLanguageProvider(provider: () => string): void {
  languageProvider = provider;
}

/** Registered by the session module: any 401/419/440 ends the session. */
export function onSessionEndingResponse(handler: () => void): void {
  sessionEndHandler = handler;
}

httpClient.interceptors.request.use((config) => {
  const token = tokenStore.get();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', languageProvider());
  return config;
});

httpClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    const status = error instanceof AxiosError ? error.response?.status : undefined;
    // A failed sign-in also answers 401; it must not end a session that never began.
    const fromLogin = error instanceof AxiosError && (error.config?.url ?? '').endsWith('auth/login');
    if (status && SESSION_ENDING_STATUSES.includes(status) && !fromLogin) sessionEndHandler?.();
    return Promise.reject(error);
  },
);

export interface Paged<T> {
  data: T[];
  meta: PaginationMeta;
}

/** Calls that unwrap the `{ data }` envelope. */
export const api = {
  async get<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await httpClient.get<{ data: T }>(url, config)).data.data;
  },
  async getPaged<T>(url: string, config?: AxiosRequestConfig): Promise<Paged<T>> {
    return (await httpClient.get<Paged<T>>(url, config)).data;
  },
  async post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await httpClient.post<{ data: T }>(url, body, config)).data.data;
  },
  async put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await httpClient.put<{ data: T }>(url, body, config)).data.data;
  },
  async patch<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await httpClient.patch<{ data: T }>(url, body, config)).data.data;
  },
  async delete<T = void>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await httpClient.delete<{ data: T }>(url, config)).data?.data;
  },
};

/** The server's message when it sent one, else the given fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof AxiosError) {
    const body: unknown = error.response?.data;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      return body.message;
    }
  }
  return fallback;
}

/** Field errors (already translated by the server) keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof AxiosError)) return {};
  const body = error.response?.data as { fieldErrors?: Record<string, string[]> } | undefined;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body?.fieldErrors ?? {})) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

export { TOKEN_STORAGE_KEY };
