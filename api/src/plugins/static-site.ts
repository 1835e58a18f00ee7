import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { renderIndexPage } from './site-page.js';
import type { SiteSnapshot } from './site-files.js';

export interface StaticSiteOptions {
  /** The workspace root: `host/dist` and every `mfe-*\/dist` are read from here. */
  siteRoot: string;
  /** The runtime config served as `/app-config.json`; default `host/dist/app-config.json`. */
  appConfigFile: string | undefined;
  /** index.html and the runtime config as they are now (site-files.ts). */
  site: () => Promise<SiteSnapshot>;
}

const LONG_LIVED = 'public, max-age=31536000, immutable';
/** Entry files name no hash: a new deployment must be seen at once. */
const ENTRY_FILES = new Set(['index.html', 'app-config.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
/** webpack names chunks `[name].[contenthash:10].js` (shared/build/webpack.cjs). */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9.]+$/i;
const REMOTE_FOLDER = /^mfe-[a-z0-9-]+$/;

/** Hashed chunks never change under their name; everything else is revalidated on each use. */
export function cacheControlFor(file: string): string {
  // A precompressed sibling (`main.1a2b.js.br`) is cached like the file it stands for.
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  return !ENTRY_FILES.has(name) && HASHED.test(name) ? LONG_LIVED : 'no-cache';
}

/** The last segment names a file (`main.1a2b3c4d5e.js`), not a page (`/courses/own`). */
const looksLikeFile = (urlPath: string) => /\.[^/]+$/.test(urlPath);

/**
 * The composed site from the same origin as the API (production `pnpm start`): the host build at `/`
 * with the SPA fallback to `index.html`, each remote's build at `/remotes/<folder>/`, and the runtime
 * config at `/app-config.json`. A missing file that looks like a file is a real 404, never `index.html`.
 */
export const staticSitePlugin = fp<StaticSiteOptions>(
  async (app, options) => {
    const hostDist = path.join(options.siteRoot, 'host', 'dist');
    const appConfigFile = options.appConfigFile ?? path.join(hostDist, 'app-config.json');
    if (!existsSync(hostDist)) app.log.warn(`no host build at ${hostDist}: the site is not served until it is built`);

    await app.register(fastifyStatic, {
      root: options.siteRoot,
      serve: false,
      cacheControl: false,
      // `<file>.br` / `<file>.gz` written at build time (shared/build/precompress.cjs), chosen by
      // Accept-Encoding (br, then gzip, then the file itself), with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header('cache-control', cacheControlFor(file));
      },
    });

    // Remotes are loaded by a host that may live on another origin (staging, local overrides).
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/remotes/')) reply.header('access-control-allow-origin', '*');
    });

    const hidden = { schema: { hide: true } };
    // Source maps hold the whole source: never served, even if a build left one in dist.
    const isSourceMap = (file: string) => /\.map(\.(br|gz))?$/i.test(file);

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const html = await renderIndexPage(await options.site(), request.url.split('?')[0] ?? '/', options.siteRoot, request.headers['accept-encoding']);
      if (!html) return false;
      reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (html.encoding) reply.header('content-encoding', html.encoding);
      // Sent as a body, not streamed with sendFile: streaming from inside the not-found handler
      // piled up close listeners on each response (MaxListenersExceededWarning).
      await reply.send(html.body);
      return true;
    };

    // Not a precompressed file: an operator edits the config in place and a stale `.br` beside it
    // would win. The JSON goes through the API's compression instead.
    app.get('/app-config.json', hidden, async (_request, reply) => {
      const body = await readFile(appConfigFile).catch(() => undefined);
      if (!body) return reply.callNotFound();
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body);
    });

    app.get<{ Params: { folder: string; '*': string } }>('/remotes/:folder/*', hidden, async (request, reply) => {
      const { folder, '*': file } = request.params;
      if (!REMOTE_FOLDER.test(folder) || !file || isSourceMap(file)) return reply.callNotFound();
      // Read at each request, so a remote built after the server started is served too.
      return reply.sendFile(file, path.join(options.siteRoot, folder, 'dist'));
    });

    app.get<{ Params: { '*': string } }>('/*', hidden, async (request, reply) => {
      const file = request.params['*'];
      if (file === 'tenant' || file.startsWith('tenant/') || isSourceMap(file)) return reply.callNotFound();
      if (file === '' || file === 'index.html') return (await sendPage(request, reply)) ? reply : reply.callNotFound();
      return reply.sendFile(file, hostDist);
    });

    app.decorate('siteFallback', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const urlPath = request.url.split('?')[0] ?? '/';
      if (urlPath.startsWith('/tenant') || urlPath.startsWith('/remotes/') || looksLikeFile(urlPath)) return false;
      return sendPage(request, reply);
    });
  },
  { name: 'static-site', dependencies: ['errors'] },
);
