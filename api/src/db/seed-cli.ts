// `pnpm --filter api seed`: loads the demo data into the configured database (the only way it
// reaches a DATABASE_URL server). Refuses a database that already has schools.
import path from 'node:path';
import { loadConfig } from '../config.js';
import { storageFor } from '../plugins/storage.js';
import { openDatabase } from './client.js';
import { isDatabaseEmpty, seedDemoData } from './seed.js';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
try {
  if (!(await isDatabaseEmpty(db.system))) {
    console.log('The database already has schools: demo data not loaded.');
  } else {
    // The same files folder as the server's, so the library's files are found once it starts.
    await seedDemoData(db.system, storageFor({ root: path.join(config.dataDir, 'files'), s3: config.s3 }));
    console.log('Demo data loaded: admin@demo.test, teacher@demo.test, student@demo.test, admin@other.test (password demo12345).');
  }
} finally {
  await db.close();
}
