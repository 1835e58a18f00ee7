// The shared factory keeps every app on the same singletons, chunk names and cache rules.
// `name` and `port` are the ones shared/remotes/registry.json gives this remote.
const { createWebpackConfig } = require('@school/shared/build/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_schedule',
  port: 3005,
  exposes: {
    './routes': './src/routes.tsx',
    // Shown by the administration's user and group detail pages (their schedule tabs).
    './user-schedule': './src/features/user-schedule/exposed-user-schedule.ts',
    './group-schedule': './src/features/user-schedule/exposed-group-schedule.ts',
    // The home page's section (docs/decisions/home-pages.md).
    './home': './src/home.ts',
  },
});
