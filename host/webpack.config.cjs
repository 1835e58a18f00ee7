// The host uses the shared factory (same singletons, chunk names and cache rules as every
// remote) with no static remotes: remote locations come from /app-config.json at run time.
const fs = require('node:fs');
const path = require('node:path');
const { createWebpackConfig } = require('@school/shared/build/webpack');

const createConfig = createWebpackConfig({ dir: __dirname, name: 'host', port: 8081, isHost: true });

const APP_CONFIG = path.join(__dirname, 'public', 'app-config.json');

/** Emits public/app-config.json next to index.html, so `pnpm start` serves the default config. */
class EmitAppConfigPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitAppConfigPlugin', (compilation) => {
      compilation.fileDependencies.add(APP_CONFIG);
      compilation.hooks.processAssets.tap({ name: 'EmitAppConfigPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('app-config.json', new sources.RawSource(fs.readFileSync(APP_CONFIG)));
      });
    });
  }
}

/**
 * In development the remotes run on their own dev servers (ports from the one registry of
 * remotes, shared/remotes/registry.json), so the config served by the host dev server points
 * there. HOST_REMOTES=api keeps the factory's proxy instead (remotes served by a running
 * `pnpm start` on 8080).
 */
const DEV_REMOTE_PORTS = Object.fromEntries(require('@school/shared/remotes').remotes.map((remote) => [remote.name, remote.devPort]));

function devAppConfig() {
  const config = JSON.parse(fs.readFileSync(APP_CONFIG, 'utf8'));
  for (const [name, remote] of Object.entries(config.remotes)) {
    const port = DEV_REMOTE_PORTS[name];
    if (port) remote.manifest = `http://localhost:${port}/mf-manifest.json`;
  }
  return config;
}

module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  config.plugins.push(new EmitAppConfigPlugin());
  if (argv.mode === 'development' && process.env.HOST_REMOTES !== 'api') {
    config.devServer.setupMiddlewares = (middlewares) => {
      middlewares.unshift({
        name: 'dev-app-config',
        path: '/app-config.json',
        middleware: (_request, response) => {
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(JSON.stringify(devAppConfig()));
        },
      });
      return middlewares;
    };
  }
  return config;
};
