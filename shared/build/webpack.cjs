// One webpack + Module Federation setup for the host and every remote, so that all apps
// share the same singletons, chunk naming and cache rules.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin, SourceMapDevToolPlugin } = require('webpack');
const { PrecompressPlugin } = require('./precompress.cjs');
const { BootAssetsPlugin } = require('./boot-assets.cjs');

const sharedPackage = require('../package.json');

/**
 * Libraries that must exist once on the page: two Reacts or two stores break the site.
 * The router and react-i18next are single too, but they live inside `@school/shared`
 * (shared/src/client/router.ts, i18n.ts), where they are tree-shaken.
 */
const SINGLETONS = [
  'react',
  // JSX compiles to calls into React's internals: it has to come from the same React build
  // as the one on the page, e.g. a remote's dev build inside a production host.
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  'styled-components',
  'i18next',
  // The server-data layer (docs/decisions/platform-server-data.md): one TanStack Query and, below,
  // one `@school/shared/query` (its one QueryClient), in the apps that declare the dependency.
  '@tanstack/react-query',
];

/**
 * webpack 5.111 computes the federation runtime module's hash before chunks have a content
 * hash, and `[contenthash]` in `output.filename` then fails the production build
 * (module-federation/core#5077). That module only needs the file's folder, so while the
 * content hash is not known yet the template is given without it; emitted names keep it.
 */
function deferContentHash(template) {
  const withoutHash = template.replace(/\.\[contenthash(:\d+)?\]/g, '');
  return (pathData) => (pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? template : withoutHash);
}

function sharedConfig(appPackage) {
  const deps = { ...appPackage.devDependencies, ...appPackage.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.startsWith('react-dom') ? 'react-dom' : name.startsWith('react/') ? 'react' : name;
    if (!deps[base]) continue;
    shared[name] = { singleton: true, requiredVersion: deps[base] };
  }
  // A workspace dependency is `workspace:*`; the version has to be given explicitly.
  shared['@school/shared'] = { singleton: true, requiredVersion: `^${sharedPackage.version}`, version: sharedPackage.version };
  // A subpath is a module of its own to federation: without this entry every remote would bundle
  // its own copy of the query module, and with it its own client and cache. Only apps that use
  // the layer declare TanStack Query, so the host (and the sign-in page) never load it.
  if (deps['@tanstack/react-query']) {
    shared['@school/shared/query'] = { singleton: true, requiredVersion: `^${sharedPackage.version}`, version: sharedPackage.version };
    // The live layer (event streams, the offline answer queue) is built on the query layer and
    // holds state of its own (the queue, its IndexedDB connection, the save statuses): one copy
    // too, or two remotes would each send the same kept answers (docs/decisions/classroom-live-and-offline.md).
    shared['@school/shared/live'] = { singleton: true, requiredVersion: `^${sharedPackage.version}`, version: sharedPackage.version };
  }
  return shared;
}

/**
 * @param {object} options
 * @param {string} options.dir          the app's folder
 * @param {string} options.name         federation name (`host`, `mfe_auth`, ...)
 * @param {number} options.port         dev-server port
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.isHost]
 * @param {string} [options.apiTarget]  where the dev server proxies `/tenant`
 */
function createWebpackConfig(options) {
  const { dir, name, port, exposes = {}, isHost = false } = options;
  const appPackage = require(path.join(dir, 'package.json'));
  const apiTarget = options.apiTarget ?? process.env.API_URL ?? 'http://localhost:8080';

  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      // Production maps are written beside dist in `dist-maps/` (SourceMapDevToolPlugin below)
      // with no sourceMappingURL comment: the served folder never holds the whole source.
      // Dev builds avoid the eval-based devtools: a developer's local remote runs inside the
      // production host through an override, and the site's CSP allows no 'unsafe-eval'.
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        // OUTPUT_DIR lets a test or a pipeline make a second build beside the usual one.
        path: process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(dir, 'dist'),
        // Remotes resolve their chunks next to wherever their manifest was loaded from.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? deferContentHash('[name].[contenthash:10].js') : '[name].js',
        chunkFilename: production ? deferContentHash('[name].[contenthash:10].js') : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        conditionNames: ['source', '...'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // Always the production JSX transform (react/jsx-runtime, shared above): the
                  // dev transform calls into a development React that a production host lacks.
                  transform: { react: { runtime: 'automatic', development: false } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/resource' },
          // The PDF viewer's worker (pdf.js, reached by `new URL(..., import.meta.url)` in
          // exercises/src/players/pdf/document.ts) is copied as it is, named `.js` with a content
          // hash, so every server sends it as JavaScript and nginx caches it like the chunks.
          { test: /pdfjs-dist[\\/]build[\\/]pdf\.worker\.min\.mjs$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:10].js' } },
        ],
      },
      plugins: [
        // The build's version, shown by the app and in its federation report (APP_VERSION overrides).
        new DefinePlugin({ 'process.env.APP_VERSION': JSON.stringify(process.env.APP_VERSION ?? appPackage.version) }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(appPackage),
          // One remote that is offline must not keep the shell from starting.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // A production remote uses the federation runtime core the host puts on the page
          // (host/src/index.ts) instead of carrying its own copy, about 18 KB gzipped less per
          // remote. Dev builds keep theirs, so a remote runs standalone and in any host.
          experiments: production && !isHost ? { externalRuntime: true } : {},
        }),
        // Standalone, a remote's dev server serves it at its root with a history fallback, so
        // its page asks for scripts from `/` (a deep link would otherwise get index.html back).
        new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), publicPath: isHost || !production ? '/' : 'auto' }),
        ...(production
          ? [
              new SourceMapDevToolPlugin({
                filename: '../dist-maps/[file].map',
                append: false,
                moduleFilenameTemplate: 'webpack://[namespace]/[resource-path]',
              }),
              ...(isHost ? [new BootAssetsPlugin({ session: ['axios'] })] : []),
              new PrecompressPlugin(),
            ]
          : []),
      ],
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        static: isHost ? [{ directory: path.join(dir, 'public'), publicPath: '/' }] : [],
        proxy: [{ context: ['/tenant', '/app-config.json', '/remotes'], target: apiTarget, changeOrigin: true }],
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };
}

module.exports = { createWebpackConfig, SINGLETONS };
