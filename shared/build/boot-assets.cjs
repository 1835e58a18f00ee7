// Writes `boot-assets.json` beside a host build's index.html: every script the host runs before
// its first render, which the embedded server turns into preload links
// (api/src/plugins/site-page.ts), so the browser fetches them alongside the entry instead of
// discovering them only once the entry has run.
//
// Those are the chunk groups the entry starts: the shared singletons the federation runtime
// provides (with their split-off vendor chunks, e.g. the router and zod beside
// `@school/shared`, which the federation manifest does not list) and the host's bootstrap
// chunk (the shell).
//
// Their own children load on demand. Two kinds of them are needed before the first render
// too, but only the browser knows which: the stored language's catalogues and date formats
// (files named by a language code: `messages/start/uk.js`, `dayjs/locale/uk.js`, `locales/uk.json`),
// and, when a session is stored, the HTTP client that restores it. They are listed under
// `onDemand`, for the host's entry to preload once it has read the storage
// (host/src/features/runtime/early-preloads.ts). A chunk named `later-…` (webpackChunkName) is
// named by a language code but loaded by some pages only, after the start (the shared
// catalogue's exercise, course-structure and administration groups): never listed.
const BOOT_ASSETS = 'boot-assets.json';

/** A module named by a language code (`uk.js`, `zh-cn.js`, `./uk.json`): the code. */
const LANGUAGE_REQUEST = /(?:^|[/.])([a-z]{2})(?:-[a-z]{2})?\.(?:[cm]?js|ts|json)$/;

/** The chunk-name prefix of what is loaded after the start by some pages only. */
const LATER = 'later-';

class BootAssetsPlugin {
  /** @param {{ session?: string[] }} [options] `session`: the requests of what restoring a stored session loads (e.g. `axios`). */
  constructor(options = {}) {
    this.session = new Set(options.session ?? []);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes are in the file names.
        { name: 'BootAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const scripts = new Set();
          const session = new Set();
          /** @type {Record<string, Set<string>>} */
          const languages = {};
          const jsOf = (group, into, except) => {
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js') && !except.has(file)) into.add(file);
          };
          for (const entry of compilation.entrypoints.values()) {
            const entryFiles = new Set(entry.getFiles());
            const bootGroups = entry.getChildren();
            for (const group of bootGroups) jsOf(group, scripts, entryFiles);
            for (const group of bootGroups) {
              for (const child of group.getChildren()) {
                if (child.name?.startsWith(LATER)) continue;
                const requests = child.origins.map((origin) => origin.request ?? '');
                const language = requests.map((request) => LANGUAGE_REQUEST.exec(request)?.[1]).find(Boolean);
                if (language) jsOf(child, (languages[language] ??= new Set()), scripts);
                else if (requests.some((request) => this.session.has(request))) jsOf(child, session, scripts);
              }
            }
          }
          // Largest first: the longest download starts first and the small ones share the rest
          // of the connections.
          const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
          const ordered = [...scripts].sort((a, b) => size(b) - size(a));
          const onDemand = {
            session: [...session],
            languages: Object.fromEntries(Object.entries(languages).map(([language, files]) => [language, [...files]])),
          };
          compilation.emitAsset(BOOT_ASSETS, new sources.RawSource(`${JSON.stringify({ scripts: ordered, onDemand }, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { BootAssetsPlugin, BOOT_ASSETS };
