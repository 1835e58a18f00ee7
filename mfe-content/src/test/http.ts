import { configureHttp } from '@school/shared';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface Call {
  method: string;
  url: string;
  params: Record<string, unknown>;
  /** JSON bodies parsed back to objects; FormData as sent. */
  body: unknown;
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
 * interceptors still run, so token, language and error handling are exercised too.
 * Returns the list of calls, in order, for assertions.
 */
export function fakeServer(respond: Responder): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      body: decode(config.data),
    };
    calls.push(call);
    const reply = await respond(call);
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: new AxiosHeaders(), config, request: {} };
    if (reply.status >= 400) throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  };
  configureHttp({ adapter });
  return calls;
}

/** A promise the test resolves when it wants, to look at the screen in between. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
