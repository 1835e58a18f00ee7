import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface ApiCompressionOptions {
  /** Answers smaller than this go as they are: below ~1 KB compression saves less than it costs. */
  thresholdBytes: number;
}

/** br before gzip; a `q=0` refusal counts as not accepted. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Compresses JSON answers above the threshold. Only JSON: static files are precompressed at
 * build time (static-site.ts) and uploads are mostly images that do not shrink.
 * Brotli at quality 4: close to gzip's speed, smaller output.
 */
export const apiCompressionPlugin = fp<ApiCompressionOptions>(
  async (app, options) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.includes('json') || reply.getHeader('content-encoding')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      reply.header('vary', reply.getHeader('vary') ? `${String(reply.getHeader('vary'))}, accept-encoding` : 'accept-encoding');
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding || body.length < options.thresholdBytes) return payload;
      const compressed =
        encoding === 'br'
          ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : await gzip(body, { level: 6 });
      reply.header('content-encoding', encoding);
      reply.header('content-length', compressed.length);
      return compressed;
    });
  },
  { name: 'api-compression' },
);
