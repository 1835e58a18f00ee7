// Writes `<file>.br` and `<file>.gz` beside every text asset of a production build, so the
// embedded server and nginx (`gzip_static`, `brotli_static`) send compressed bytes without
// compressing on each request. Brotli at its best quality is slow, which is fine once per build.
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TEXT_ASSET = /\.(js|mjs|css|html|json|svg|txt|map)$/i;
/** Below this, the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 256;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other stage, so the manifest and index.html are final.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async (assets) => {
          const jobs = Object.keys(assets)
            // app-config.json is replaced at deploy time (a mounted file): a `.gz` of the built one would win.
            .filter((name) => TEXT_ASSET.test(name) && !name.startsWith('../') && name !== 'app-config.json')
            .map(async (name) => {
              const buffer = compilation.getAsset(name).source.buffer();
              if (buffer.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(buffer, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                  },
                }),
                gzip(buffer, { level: 9 }),
              ]);
              const info = { compressed: true, immutable: compilation.getAsset(name).info.immutable };
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), info);
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz), info);
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
