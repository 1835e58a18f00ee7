import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosProgressEvent, type InternalAxiosRequestConfig } from 'axios';
import { configureHttp } from '../client/http.js';

export interface Call {
  method: string;
  url: string;
  params: Record<string, unknown>;
  /** JSON bodies parsed back to objects; FormData as sent. */
  body: unknown;
  /** The request as axios built it, e.g. to report upload progress. */
  config: InternalAxiosRequestConfig;
}

export interface Reply {
  status: number;
  data?: unknown;
}

export type Responder = (call: Call) => Reply | Promise<Reply>;

function decode(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * Answers the shared client's requests in the test instead of the network: the real
 * interceptors still run, so token, language and session-ending statuses are exercised too.
 * Returns the list of calls, in order, for assertions.
 */
export function fakeServer(respond: Responder): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      body: decode(config.data),
      config,
    };
    calls.push(call);
    const reply = await respond(call);
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: new AxiosHeaders(), config, request: {} };
    if (reply.status >= 400) {
      const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
    }
    return response;
  };
  configureHttp({ adapter });
  return calls;
}

/** Reports upload progress the way the browser adapter does, for code that shows a progress bar. */
export function reportUploadProgress(config: InternalAxiosRequestConfig, loaded: number, total: number): void {
  const event: AxiosProgressEvent = { loaded, total, progress: loaded / total, bytes: loaded, lengthComputable: true, upload: true };
  config.onUploadProgress?.(event);
}

/** A promise the test settles when it wants, to look at the screen while a request is in flight. */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}
