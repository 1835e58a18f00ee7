// `pnpm --filter api migrate`: applies the migrations and exits (the server also applies them at start).
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
console.log(`Migrations applied (${db.kind}).`);
await db.close();
