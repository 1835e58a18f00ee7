const { createWebpackConfig } = require('@school/shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_auth',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
});
