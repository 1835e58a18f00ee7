// The shared factory keeps every app on the same singletons, chunk names and cache rules.
const { createWebpackConfig } = require('@school/shared/build/webpack');

const base = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_content',
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  // webpack 5.111 + @module-federation/enhanced 2.9.2: with `exposes`, the federation runtime
  // resolves its entry chunk's file name while hashes are still being computed, and a
  // `[contenthash]` there fails the production build. The entry (main.js) is used only when
  // this remote runs on its own; the host loads remoteEntry.js, and every other chunk keeps
  // its content hash. Drop this once the factory or the plugin handles it.
  config.output.filename = '[name].js';
  if (config.mode === 'development') {
    // Standalone, the dev server serves this app at its root with a history fallback: the
    // page's scripts must be asked for from `/`, or a deep link such as /courses/own asks
    // for /courses/main.js and gets index.html back.
    const html = config.plugins.find((plugin) => plugin.constructor.name === 'HtmlWebpackPlugin');
    if (html) html.options.publicPath = '/';
  }
  return config;
};
