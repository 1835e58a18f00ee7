import path from 'node:path';
import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { isDatabaseEmpty, seedDemoData } from '../db/seed.js';
import { installLibraries } from '../modules/library/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Load demo data into an empty embedded database (a DATABASE_URL server never gets it implicitly). */
  seedDemo: boolean;
}

/** Opens the database, applies the migrations, and closes it with the server. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, options) => {
    const db = await openDatabase({
      databaseUrl: options.databaseUrl,
      pgliteDir: path.join(options.dataDir, 'pglite'),
      onIdleError: (error) => app.log.warn(`idle database connection lost: ${error.message}`),
    });
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      // Work still running after an answer (a reset mail) needs the database until it ends.
      if (app.hasDecorator('background')) await app.background.settled();
      await db.close();
    });

    if (db.kind === 'pglite' && options.seedDemo && (await isDatabaseEmpty(db.system))) {
      await seedDemoData(db.system, app.storage);
      app.log.info('embedded database was empty: demo data loaded (admin@demo.test / demo12345)');
    }
    const installed = await installLibraries(db.system, app.storage);
    if (installed > 0) app.log.info({ installed }, 'library courses installed');
    app.log.info({ database: db.kind, rowLevelSecurity: db.rowLevelSecurity }, 'database ready');
  },
  // Demo data and the libraries write files: the storage comes first.
  { name: 'db', dependencies: ['storage'] },
);
