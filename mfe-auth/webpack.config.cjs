// The shared factory keeps every app on the same singletons, chunk names and cache rules.
const { createWebpackConfig } = require('@school/shared/build/webpack');

const base = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_auth',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  // webpack 5.111 + @module-federation/enhanced 2.9.2 (module-federation/core#5077): with
  // `exposes`, the federation runtime resolves its entry chunk's file name before content
  // hashes exist, and `[contenthash]` there fails the production build. main.js is only the
  // standalone entry; the host loads remoteEntry.js (no-cache) and every other chunk keeps its
  // content hash. Same workaround as mfe-content; drop it once the factory handles it.
  config.output.filename = '[name].js';
  return config;
};
