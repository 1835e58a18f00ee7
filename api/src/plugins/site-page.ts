import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { pickEncoding } from './api-compression.js';
import type { SiteSnapshot } from './site-files.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The parts of an `mf-manifest.json` the page needs to preload a remote. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ assets?: { js?: { sync?: string[] } } }>;
  shared?: Array<{ assets?: { js?: { sync?: string[] } } }>;
}

const manifestCache = new Map<string, { mtime: number; manifest: FederationManifest | undefined }>();

async function readManifest(file: string): Promise<FederationManifest | undefined> {
  const mtime = await stat(file).then(
    (info) => info.mtimeMs,
    () => undefined,
  );
  if (mtime === undefined) return undefined;
  const cached = manifestCache.get(file);
  if (cached?.mtime === mtime) return cached.manifest;
  let manifest: FederationManifest | undefined;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as FederationManifest;
  } catch {
    manifest = undefined;
  }
  manifestCache.set(file, { mtime, manifest });
  return manifest;
}

/** Same-origin remote manifests (`/remotes/<folder>/mf-manifest.json`) are files of this server. */
const LOCAL_MANIFEST = /^\/remotes\/(mfe-[a-z0-9-]+)\/mf-manifest\.json$/;

/**
 * The scripts the page will ask for once it runs, so the browser fetches them in parallel with
 * the host's entry instead of one after the other: the host's shared libraries and, for the
 * remote that owns the path, its manifest, remote entry and exposed routes.
 */
export async function preloadsFor(snapshot: SiteSnapshot, urlPath: string, siteRoot: string): Promise<string[]> {
  const links: string[] = [];
  const hostManifest = await readManifest(path.join(siteRoot, 'host', 'dist', 'mf-manifest.json'));
  for (const shared of hostManifest?.shared ?? []) links.push(...(shared.assets?.js?.sync ?? []).map((file) => `/${file}`));

  const owner = Object.values(snapshot.config.remotes).find((remote) =>
    remote.prefixes.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`)),
  );
  const folder = owner ? LOCAL_MANIFEST.exec(owner.manifest)?.[1] : undefined;
  if (owner && folder) {
    const manifest = await readManifest(path.join(siteRoot, folder, 'dist', 'mf-manifest.json'));
    const base = `/remotes/${folder}/`;
    const entry = manifest?.metaData?.remoteEntry;
    if (entry?.name) links.push(`${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`);
    for (const expose of manifest?.exposes ?? []) links.push(...(expose.assets?.js?.sync ?? []).map((file) => `${base}${file}`));
  }
  return [...new Set(links)];
}

/** JSON inside <script> must not be able to close the element or open a comment. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html with what the server knows at serve time: the runtime config as JSON in a
 * non-executing script element (the host reads it instead of fetching /app-config.json) and
 * preload links for the scripts the page needs, which removes three to four serial round trips.
 */
export function composeIndexHtml(indexHtml: string, config: SiteSnapshot['config'], preloads: readonly string[]): string {
  const head = [
    `<script type="application/json" id="app-config">${scriptSafeJson(config)}</script>`,
    // Low, the priority the deferred entry script itself has: the scripts are fetched at once,
    // without getting ahead of the document and the first paint.
    ...preloads.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${attribute(href)}">`),
  ].join('');
  const at = indexHtml.search(/<\/head>/i);
  return at < 0 ? head + indexHtml : indexHtml.slice(0, at) + head + indexHtml.slice(at);
}

type Rendered = { body: Buffer; encoding: 'br' | 'gzip' | undefined };
const pageCache = new WeakMap<SiteSnapshot, Map<string, Rendered>>();

/** The page for `urlPath`, compressed for the client; undefined before the host is built. */
export async function renderIndexPage(
  snapshot: SiteSnapshot,
  urlPath: string,
  siteRoot: string,
  acceptEncoding: string | undefined,
): Promise<Rendered | undefined> {
  if (!snapshot.indexHtml) return undefined;
  const preloads = await preloadsFor(snapshot, urlPath, siteRoot);
  const encoding = pickEncoding(acceptEncoding);
  const key = `${encoding ?? 'identity'}|${preloads.join(' ')}`;
  let pages = pageCache.get(snapshot);
  if (!pages) pageCache.set(snapshot, (pages = new Map()));
  const cached = pages.get(key);
  if (cached) return cached;
  const html = Buffer.from(composeIndexHtml(snapshot.indexHtml, snapshot.config, preloads));
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
      : encoding === 'gzip'
        ? await gzip(html, { level: 9 })
        : html;
  const rendered = { body, encoding };
  // A handful of keys per snapshot (one per remote and encoding); a new build is a new snapshot.
  pages.set(key, rendered);
  return rendered;
}
