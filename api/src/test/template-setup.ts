import { DATABASES, pgliteTemplate } from './harness.js';

// The migrated PGlite template is built once, by the first test file, before its own hooks
// run, and under a deadline of its own: built inside a file's `beforeAll` it could take longer
// than that hook may on a busy two-core machine (every migration runs), and that file failed.
// Later files find it on disk at once.
beforeAll(async () => {
  if (DATABASES.includes('pglite')) await pgliteTemplate();
}, 300_000);
