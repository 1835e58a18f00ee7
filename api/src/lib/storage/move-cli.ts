// `pnpm --filter api files:move -- --to s3|disk [--school <id>]`: moves stored files between the
// disk (DATA_DIR/files) and the object store (S3_*), resumably (move.ts; README "Object storage").
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { createDiskStorage } from './disk.js';
import { moveStoredFiles } from './move.js';
import { createS3Storage } from './s3.js';

const usage = 'Usage: pnpm --filter api files:move -- --to s3|disk [--school <school id>]';
// `pnpm <script> -- --to s3` hands the `--` on: drop it.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
let values: { to?: string | undefined; school?: string | undefined; help?: boolean | undefined };
try {
  ({ values } = parseArgs({ args, options: { to: { type: 'string' }, school: { type: 'string' }, help: { type: 'boolean' } }, allowPositionals: false, strict: true }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (values.to !== 's3' && values.to !== 'disk') {
  console.error(usage);
  process.exit(2);
}
if (values.school !== undefined && !/^[0-9a-f-]{36}$/i.test(values.school)) {
  console.error(`--school takes a school id (a UUID). ${usage}`);
  process.exit(2);
}
const config = loadConfig();
if (!config.s3) {
  console.error('The object store is not configured: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as needed).');
  process.exit(2);
}
const disk = createDiskStorage(path.join(config.dataDir, 'files'));
const s3 = createS3Storage(config.s3);
const [from, to] = values.to === 's3' ? [disk, s3] : [s3, disk];

const controller = new AbortController();
process.once('SIGINT', () => {
  console.log('Stopping after the current file; run the command again to continue.');
  controller.abort();
});

const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
try {
  const report = await moveStoredFiles({
    db: db.system,
    from,
    to,
    schoolId: values.school?.toLowerCase(),
    signal: controller.signal,
    onObject: (key, outcome, error) => {
      if (outcome === 'failed') console.error(`${key}: failed (${error instanceof Error ? error.message : String(error)}); kept in ${from.kind}`);
      else if (outcome === 'missing') console.warn(`${key}: in neither storage`);
      else console.log(`${key}: ${outcome}`);
    },
  });
  console.log(
    `${report.moved} moved, ${report.completed} completed, ${report['already-moved']} already in ${to.kind}, ${report.missing} missing, ${report.failed} failed${report.stopped ? ' (stopped early: run again to continue)' : ''}.`,
  );
  process.exitCode = report.failed > 0 || report.stopped ? 1 : 0;
} finally {
  await db.close();
}
