// The shared factory keeps every app on the same singletons, chunk names and cache rules.
// `name` and `port` are the ones shared/remotes/registry.json gives this remote.
const { createWebpackConfig } = require('@school/shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_classroom',
  port: 3004,
  exposes: {
    './routes': './src/routes.tsx',
    // Shown by the administration's user and group detail pages (their classes tabs).
    './user-classes': './src/features/user-classes/exposed-user-classes.ts',
    './group-classes': './src/features/user-classes/exposed-group-classes.ts',
    // The home page's section (docs/decisions/home-pages.md).
    './home': './src/home.ts',
  },
});
