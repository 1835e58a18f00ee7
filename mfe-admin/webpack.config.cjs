// The shared factory keeps every app on the same singletons, chunk names and cache rules.
const { createWebpackConfig } = require('@school/shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_admin',
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
});
