import { configureHttp } from '@school/shared';
import { AxiosError, type AxiosAdapter, type AxiosProgressEvent, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface MockRequest {
  method: string;
  url: string;
  /** JSON bodies parsed back to objects; FormData kept as is. */
  body: unknown;
  config: InternalAxiosRequestConfig;
}

export interface MockReply {
  status: number;
  data?: unknown;
}

type Handler = (request: MockRequest) => MockReply | Promise<MockReply>;

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** Reports upload progress the way the browser adapter does, for code that shows a progress bar. */
export function reportUploadProgress(config: InternalAxiosRequestConfig, loaded: number, total: number): void {
  const event: AxiosProgressEvent = { loaded, total, progress: loaded / total, bytes: loaded, lengthComputable: true, upload: true };
  config.onUploadProgress?.(event);
}

/**
 * Replaces the shared HTTP client's adapter: requests go through the real interceptors
 * (token, language, session-ending statuses) and stop just before the network.
 */
export function mockHttp(handler: Handler): MockRequest[] {
  const calls: MockRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: MockRequest = { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', body: parseBody(config.data), config };
    calls.push(request);
    const reply = await handler(request);
    const response: AxiosResponse = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: {}, config, request: {} };
    if (reply.status >= 400) {
      const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
    }
    return response;
  };
  configureHttp({ adapter });
  return calls;
}
