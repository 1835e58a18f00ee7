// Writes `boot-assets.json` beside a host build's index.html: every script the host runs before
// its first render, which the embedded server turns into preload links
// (api/src/plugins/site-page.ts), so the browser fetches them alongside the entry instead of
// discovering them only once the entry has run.
//
// Those are the chunk groups the entry starts: the shared singletons the federation runtime
// provides (with their split-off vendor chunks, e.g. the router and zod beside
// `@school/shared`, which the federation manifest does not list) and the host's bootstrap
// chunk (the shell). Their own children (pages, languages, axios) load on demand and are not
// listed: a language is known only in the browser.
const BOOT_ASSETS = 'boot-assets.json';

class BootAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BootAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes are in the file names.
        { name: 'BootAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const scripts = new Set();
          for (const entry of compilation.entrypoints.values()) {
            const entryFiles = new Set(entry.getFiles());
            for (const group of entry.getChildren()) {
              for (const chunk of group.chunks) {
                for (const file of chunk.files) {
                  if (file.endsWith('.js') && !entryFiles.has(file)) scripts.add(file);
                }
              }
            }
          }
          // Largest first: the longest download starts first and the small ones share the rest
          // of the connections.
          const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
          const ordered = [...scripts].sort((a, b) => size(b) - size(a));
          compilation.emitAsset(BOOT_ASSETS, new sources.RawSource(`${JSON.stringify({ scripts: ordered }, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { BootAssetsPlugin, BOOT_ASSETS };
