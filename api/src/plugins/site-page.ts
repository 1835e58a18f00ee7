import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@school/shared/contracts';
import { pickEncoding } from './api-compression.js';
import type { SiteSnapshot } from './site-files.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The parts of an `mf-manifest.json` the page needs to preload a remote (the rest is kept as it is). */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ assets?: { js?: { sync?: string[] } } }>;
  shared?: Array<{ assets?: { js?: { sync?: string[] } } }>;
}

/** `boot-assets.json` of the host build (shared/build/boot-assets.cjs). */
interface BootAssets {
  scripts?: string[];
  onDemand?: { session?: string[]; languages?: Record<string, string[]> };
}

/**
 * Scripts the host needs before its first render that depend on what the browser has stored
 * (host/src/features/runtime/early-preloads.ts preloads them): with a stored session, what
 * restores it; for the stored language (else the default), its catalogues and date formats.
 */
export interface OnDemandPreloads {
  session: { storageKey: string; scripts: string[] };
  language: { storageKey: string; default: string; scripts: Record<string, string[]> };
}

const jsonCache = new Map<string, { mtime: number; value: unknown }>();

/** A JSON file of a build, parsed once per change; undefined when absent or broken. */
async function readBuildJson<T>(file: string): Promise<T | undefined> {
  const mtime = await stat(file).then(
    (info) => info.mtimeMs,
    () => undefined,
  );
  if (mtime === undefined) return undefined;
  const cached = jsonCache.get(file);
  if (cached?.mtime === mtime) return cached.value as T | undefined;
  let value: T | undefined;
  try {
    value = JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    value = undefined;
  }
  jsonCache.set(file, { mtime, value });
  return value;
}

/** Same-origin remote manifests (`/remotes/<folder>/mf-manifest.json`) are files of this server. */
const LOCAL_MANIFEST = /^\/remotes\/(mfe-[a-z0-9-]+)\/mf-manifest\.json$/;

/** What the server adds to the page for one path: preload links and the owning remote's manifest. */
export interface PageAdditions {
  preloads: string[];
  onDemand?: OnDemandPreloads;
  /** The manifest of the same-origin remote that owns the path, as the config names it. */
  remoteManifest?: { url: string; manifest: FederationManifest };
}

/**
 * The scripts the page will ask for once it runs, so the browser fetches them in parallel with
 * the host's entry instead of one after the other: everything the host runs before its first
 * render (`boot-assets.json`; a build without it falls back to the shared libraries of its
 * federation manifest) and, for the remote that owns the path, its remote entry and exposed
 * routes, with its manifest itself inlined (one round trip fewer before the page's code).
 */
export async function pageAdditionsFor(snapshot: SiteSnapshot, urlPath: string, siteRoot: string): Promise<PageAdditions> {
  const links: string[] = [];
  const hostDist = path.join(siteRoot, 'host', 'dist');
  const boot = await readBuildJson<BootAssets>(path.join(hostDist, 'boot-assets.json'));
  let onDemand: OnDemandPreloads | undefined;
  if (boot?.scripts) {
    links.push(...boot.scripts.map((file) => `/${file}`));
    const rooted = (files: readonly string[] = []) => files.map((file) => `/${file}`);
    onDemand = {
      session: { storageKey: TOKEN_STORAGE_KEY, scripts: rooted(boot.onDemand?.session) },
      language: {
        storageKey: LANGUAGE_STORAGE_KEY,
        default: DEFAULT_LANGUAGE,
        scripts: Object.fromEntries(Object.entries(boot.onDemand?.languages ?? {}).map(([language, files]) => [language, rooted(files)])),
      },
    };
  } else {
    const hostManifest = await readBuildJson<FederationManifest>(path.join(hostDist, 'mf-manifest.json'));
    for (const shared of hostManifest?.shared ?? []) links.push(...(shared.assets?.js?.sync ?? []).map((file) => `/${file}`));
  }

  const owner = Object.values(snapshot.config.remotes).find((remote) =>
    remote.prefixes.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`)),
  );
  const folder = owner ? LOCAL_MANIFEST.exec(owner.manifest)?.[1] : undefined;
  let remoteManifest: PageAdditions['remoteManifest'];
  if (owner && folder) {
    const manifest = await readBuildJson<FederationManifest>(path.join(siteRoot, folder, 'dist', 'mf-manifest.json'));
    const base = `/remotes/${folder}/`;
    const entry = manifest?.metaData?.remoteEntry;
    if (entry?.name) links.push(`${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`);
    for (const expose of manifest?.exposes ?? []) links.push(...(expose.assets?.js?.sync ?? []).map((file) => `${base}${file}`));
    if (manifest) remoteManifest = { url: owner.manifest, manifest };
  }
  return { preloads: [...new Set(links)], ...(onDemand ? { onDemand } : {}), ...(remoteManifest ? { remoteManifest } : {}) };
}

/** JSON inside <script> must not be able to close the element or open a comment. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html with what the server knows at serve time: the runtime config and the owning
 * remote's federation manifest as JSON in non-executing script elements (the host reads them
 * instead of fetching `/app-config.json` and the manifest; host/src/features/runtime) and
 * preload links for the scripts the page needs, which removes four to five serial round trips.
 */
export function composeIndexHtml(
  indexHtml: string,
  config: SiteSnapshot['config'],
  preloads: readonly string[],
  { remoteManifest, onDemand }: Pick<PageAdditions, 'remoteManifest' | 'onDemand'> = {},
): string {
  const head = [
    `<script type="application/json" id="app-config">${scriptSafeJson(config)}</script>`,
    ...(onDemand ? [`<script type="application/json" id="on-demand-preloads">${scriptSafeJson(onDemand)}</script>`] : []),
    ...(remoteManifest
      ? [`<script type="application/json" id="remote-manifest" data-url="${attribute(remoteManifest.url)}">${scriptSafeJson(remoteManifest.manifest)}</script>`]
      : []),
    // Low, the priority the deferred entry script itself has: the scripts are fetched at once,
    // without getting ahead of the document and the first paint.
    ...preloads.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${attribute(href)}">`),
  ].join('');
  const at = indexHtml.search(/<\/head>/i);
  return at < 0 ? head + indexHtml : indexHtml.slice(0, at) + head + indexHtml.slice(at);
}

/** The parsed manifest is a new object whenever its file changes: its identity tells builds apart. */
const objectIds = new WeakMap<object, number>();
let nextObjectId = 0;
function objectId(value: object): number {
  let id = objectIds.get(value);
  if (id === undefined) objectIds.set(value, (id = (nextObjectId += 1)));
  return id;
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
  const { preloads, remoteManifest, onDemand } = await pageAdditionsFor(snapshot, urlPath, siteRoot);
  const encoding = pickEncoding(acceptEncoding);
  const key = `${encoding ?? 'identity'}|${preloads.join(' ')}|${remoteManifest ? `${remoteManifest.url}#${objectId(remoteManifest.manifest)}` : ''}`;
  let pages = pageCache.get(snapshot);
  if (!pages) pageCache.set(snapshot, (pages = new Map()));
  const cached = pages.get(key);
  if (cached) return cached;
  // onDemand comes from the same boot-assets.json as the preloads, so the preloads tell builds apart.
  const html = Buffer.from(composeIndexHtml(snapshot.indexHtml, snapshot.config, preloads, { remoteManifest, onDemand }));
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
