// The shared factory keeps every app on the same singletons, chunk names and cache rules.
// `name` and `port` are the ones shared/remotes/registry.json gives this remote.
const { createWebpackConfig } = require('@school/shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_classroom',
  port: 3004,
  exposes: { './routes': './src/routes.tsx', './home': './src/home.ts' },
});
