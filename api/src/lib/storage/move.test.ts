import { createHash } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readRows } from '../../db/rows.js';
import { PNG_1PX, multipart, signInCast, useTestApp } from '../../test/harness.js';
import { PDF, documentForm } from '../../test/documents-kit.js';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.js';
import { createDiskStorage, createS3Storage, moveStoredFiles, readAll, type FileStorage, type MoveOutcome } from './index.js';

const sha = (bytes: Buffer | null) => (bytes ? createHash('sha256').update(bytes).digest('hex') : null);

describe('files:move between the disk and the object store', () => {
  const t = useTestApp('pglite');
  let s3: S3StandIn;
  let disk: FileStorage;
  let store: FileStorage;
  let schoolId = '';
  let otherKey = '';
  /** Every object of the demo school (its rows), with the SHA-256 of its bytes before any move. */
  const original = new Map<string, string>();

  beforeAll(async () => {
    s3 = await startS3StandIn();
    disk = createDiskStorage(path.join(t.dataDir, 'files'));
    store = createS3Storage(s3.config);
    const cast = await signInCast(t, { teacher: 'teacher@demo.test', manager: 'manager@demo.test', andrii: 'andrii@demo.test', other: 'admin@other.test' });
    for (let index = 0; index < 4; index += 1) {
      const picture = Buffer.concat([PNG_1PX, Buffer.from(`picture ${index}`)]);
      const response = await t.request('POST', '/tenant/files', { token: cast.tokens.teacher, ...multipart('file', 'a.png', 'image/png', picture) });
      expect(response.statusCode).toBe(201);
    }
    const document = await t.request('POST', `/tenant/users/${cast.ids.andrii}/documents`, { token: cast.tokens.manager, ...documentForm({ name: 'Contract' }, { name: 'c.pdf', type: 'application/pdf', data: PDF }) });
    expect(document.statusCode).toBe(201);
    const other = await t.request('POST', '/tenant/files', { token: cast.tokens.other, ...multipart('file', 'a.png', 'image/png', PNG_1PX) });
    otherKey = (other.json() as { data: { key: string } }).data.key;

    schoolId = readRows<{ id: string }>(await t.app.db.system.execute(sql`select school_id as id from users where email = 'teacher@demo.test'`))[0]?.id ?? '';
    const rows = readRows<{ key: string }>(
      await t.app.db.system.execute(sql`select key::text as key from files where school_id = ${schoolId} union select storage_key::text from user_documents where school_id = ${schoolId}`),
    );
    for (const { key } of rows) original.set(key, sha(await readAll(disk, key)) ?? 'missing');
    expect(original.size).toBeGreaterThanOrEqual(5);
    expect([...original.values()]).not.toContain('missing');
  });
  afterAll(async () => {
    await s3.close();
  });

  const where = async (key: string) => ({ disk: sha(await readAll(disk, key)), store: sha(await readAll(store, key)) });

  it('stops after some files, continues on a rerun, finishes an interrupted copy, recopies a bad one and keeps other schools', async () => {
    const controller = new AbortController();
    const seen: [string, MoveOutcome][] = [];
    const first = await moveStoredFiles({
      db: t.app.db.system,
      from: disk,
      to: store,
      schoolId,
      signal: controller.signal,
      onObject: (key, outcome) => {
        seen.push([key, outcome]);
        if (seen.length === 3) controller.abort();
      },
    });
    expect(first).toMatchObject({ moved: 3, stopped: true, failed: 0 });
    for (const [key] of seen) expect(await where(key)).toEqual({ disk: null, store: original.get(key) });

    const left = [...original.keys()].filter((key) => !seen.some(([moved]) => moved === key)).sort();
    expect(left.length).toBeGreaterThanOrEqual(2);
    // A run that died after copying and before deleting: the bytes are in both places.
    const [copiedKey, corruptKey] = left as [string, string];
    await store.put(copiedKey, (await readAll(disk, copiedKey)) as Buffer);
    // A copy that went wrong (same size, other bytes): it must be copied again, never trusted.
    const bytes = (await readAll(disk, corruptKey)) as Buffer;
    await store.put(corruptKey, Buffer.alloc(bytes.length, 0));

    // A store that fails one write: that file stays on the disk and the run goes on.
    let failOnce = true;
    const flaky: FileStorage = {
      ...store,
      put: async (key, body, options) => {
        if (key === left[2] && failOnce) {
          failOnce = false;
          throw new Error('store unavailable');
        }
        return store.put(key, body, options);
      },
    };
    const second = await moveStoredFiles({ db: t.app.db.system, from: disk, to: flaky, schoolId });
    expect(second).toMatchObject({ 'already-moved': 3, completed: 1, failed: left.length > 2 ? 1 : 0, stopped: false });
    expect(second.moved).toBe(left.length - 1 - second.failed);
    if (left[2]) expect(await where(left[2])).toEqual({ disk: original.get(left[2]), store: null });

    const third = await moveStoredFiles({ db: t.app.db.system, from: disk, to: store, schoolId });
    expect(third).toMatchObject({ 'already-moved': original.size - second.failed, moved: second.failed, failed: 0, missing: 0 });
    for (const [key, digest] of original) expect(await where(key)).toEqual({ disk: null, store: digest });
    // Another school's files are not touched.
    expect((await where(otherKey)).store).toBeNull();
    expect((await where(otherKey)).disk).not.toBeNull();
  });

  it('moves them back to the disk, and the app serves them from there', async () => {
    const back = await moveStoredFiles({ db: t.app.db.system, from: store, to: disk, schoolId });
    expect(back).toMatchObject({ moved: original.size, failed: 0, stopped: false });
    for (const [key, digest] of original) expect(await where(key)).toEqual({ disk: digest, store: null });
    // A picture's key (a document's is served by its own route, with a token, not by files/{key}).
    const pictures = readRows<{ key: string }>(await t.app.db.system.execute(sql`select key::text as key from files where school_id = ${schoolId} and content_type like 'image/%' and purpose is distinct from 'recording' order by key limit 1`));
    const key = pictures[0]?.key ?? '';
    expect(original.has(key)).toBe(true);
    const response = await t.request('GET', `/tenant/files/${key}`, { headers: { range: 'bytes=0-3' } });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.length).toBe(4);
    const again = await moveStoredFiles({ db: t.app.db.system, from: store, to: disk, schoolId });
    expect(again).toMatchObject({ moved: 0, 'already-moved': original.size });
  });
});
