import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '@school/shared/contracts';
import type { Database } from '../../db/client.js';
import { readRows } from '../../db/rows.js';
import { createS3Storage, type FileStorage } from '../../lib/storage/index.js';
import { PDF, documentForm } from '../../test/documents-kit.js';
import { body, DATABASES, multipart, PNG_1PX, signInCast, startTestApp, webmRecording } from '../../test/harness.js';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.js';

type Stored = { data: { key: string; url: string; contentType: string; size: number } };

/** What is left behind: rows naming stored bytes, and the objects in the bucket. */
async function inventory(app: FastifyInstance, store: FileStorage) {
  const [row] = readRows<{ files: number | string; documents: number | string }>(
    await app.db.system.execute(sql`select (select count(*) from files) as files, (select count(*) from user_documents) as documents`),
  );
  const objects: string[] = [];
  for await (const key of store.keys()) objects.push(key);
  return { files: Number(row?.files), documents: Number(row?.documents), objects: objects.sort() };
}

describe('uploads and downloads through an S3-compatible object store', () => {
  let s3: S3StandIn;
  let store: FileStorage;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    store = createS3Storage(s3.config);
  });
  afterAll(async () => {
    await s3.close();
  });

  describe('one instance', () => {
    // The app is built once the stand-in runs (its address is only known then).
    let t: Awaited<ReturnType<typeof startTestApp>>;
    const tokens = { teacher: '', student: '', manager: '' };
    const ids = { andrii: '' };
    beforeAll(async () => {
      t = await startTestApp('pglite', { config: { s3: s3.config, recordingQuotaBytes: 5 * 1024 * 1024 } });
      const cast = await signInCast(t, { teacher: 'teacher@demo.test', student: 'student@demo.test', manager: 'manager@demo.test', andrii: 'andrii@demo.test' });
      Object.assign(tokens, cast.tokens);
      ids.andrii = cast.ids.andrii;
    });
    afterAll(async () => {
      await t.close();
    });

    const recording = webmRecording(3 * 1024 * 1024);
    let stored: Stored['data'];

    it('streams a recording into the bucket and serves it whole or by range (206), and 416 past its end', async () => {
      const response = await t.request('POST', '/tenant/files/recordings', { token: tokens.student, ...multipart('file', 'r.webm', 'audio/webm', recording) });
      expect(response.statusCode).toBe(201);
      stored = body<Stored>(response).data;
      expect(stored.size).toBe(recording.length);
      expect(await store.stat(stored.key)).toEqual({ size: recording.length });

      const whole = await t.request('GET', stored.url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers).toMatchObject({ 'content-type': 'audio/webm', 'content-length': String(recording.length), 'accept-ranges': 'bytes' });
      expect(whole.rawPayload.equals(recording)).toBe(true);

      const seek = await t.request('GET', stored.url, { headers: { range: 'bytes=1000000-1000999' } });
      expect(seek.statusCode).toBe(206);
      expect(seek.headers).toMatchObject({ 'content-range': `bytes 1000000-1000999/${recording.length}`, 'content-length': '1000', 'content-type': 'audio/webm' });
      expect(seek.rawPayload.equals(recording.subarray(1_000_000, 1_001_000))).toBe(true);

      const open = await t.request('GET', stored.url, { headers: { range: `bytes=${recording.length - 10}-` } });
      expect(open.statusCode).toBe(206);
      expect(open.rawPayload.equals(recording.subarray(recording.length - 10))).toBe(true);
      const suffix = await t.request('GET', stored.url, { headers: { range: 'bytes=-5' } });
      expect(suffix.headers['content-range']).toBe(`bytes ${recording.length - 5}-${recording.length - 1}/${recording.length}`);

      const past = await t.request('GET', stored.url, { lang: 'en', headers: { range: `bytes=${recording.length}-` } });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${recording.length}`);
      expect(body<ApiError>(past).message).toBe('The requested part of the file is outside it');

      // A stale If-Range (another object's validator) gets the whole file.
      const stale = await t.request('GET', stored.url, { headers: { range: 'bytes=0-9', 'if-range': '"something-else"' } });
      expect(stale.statusCode).toBe(200);
      const fresh = await t.request('GET', stored.url, { headers: { range: 'bytes=0-9', 'if-range': String(whole.headers.etag) } });
      expect(fresh.statusCode).toBe(206);
    });

    it('stores documents in the bucket too and serves a range of them', async () => {
      const response = await t.request('POST', `/tenant/users/${ids.andrii}/documents`, { token: tokens.manager, ...documentForm({ name: 'Contract' }, { name: 'c.pdf', type: 'application/pdf', data: PDF }) });
      expect(response.statusCode).toBe(201);
      const id = (response.json() as { data: { id: string } }).data.id;
      const part = await t.request('GET', `/tenant/users/${ids.andrii}/documents/${id}/download`, { token: tokens.manager, headers: { range: 'bytes=0-4' } });
      expect(part.statusCode).toBe(206);
      expect(part.body).toBe('%PDF-');
      expect(part.headers['content-disposition']).toContain('c.pdf');
    });

    it('leaves neither a row nor an object behind a failed upload', async () => {
      const before = await inventory(t.app, store);
      const refused = [
        // Too large (a picture is at most 1 MB), the wrong type, a broken body, no file at all.
        await t.request('POST', '/tenant/files', { token: tokens.teacher, ...multipart('file', 'a.png', 'image/png', Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024 + 1)])) }),
        await t.request('POST', '/tenant/files/audio', { token: tokens.teacher, ...multipart('file', 'a.mp3', 'audio/mpeg', PNG_1PX) }),
        await t.request('POST', '/tenant/files', {
          token: tokens.teacher,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          payload: Buffer.concat([Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'), PNG_1PX, Buffer.alloc(100_000)]),
        }),
        await t.request('POST', '/tenant/files', { token: tokens.teacher, ...multipart('other', 'a.png', 'image/png', PNG_1PX) }),
        // Stored whole, then refused by the service: the student's recordings would pass their quota.
        await t.request('POST', '/tenant/files/recordings', { token: tokens.student, ...multipart('file', 'r.webm', 'audio/webm', recording) }),
        // Stored whole, then refused: the form's other fields are wrong.
        await t.request('POST', `/tenant/users/${ids.andrii}/documents`, { token: tokens.manager, ...documentForm({ type: 'nonsense' }, { name: 'c.pdf', type: 'application/pdf', data: PDF }) }),
      ];
      expect(refused.map((response) => response.statusCode)).toEqual([413, 415, 400, 400, 413, 400]);
      await settled(t.app);
      expect(await inventory(t.app, store)).toEqual(before);
    });

    it('leaves nothing behind when the store fails (500) or the client goes away mid-upload', async () => {
      const before = await inventory(t.app, store);
      const { storage } = t.app;
      const put = storage.put;
      storage.put = async () => {
        throw new Error('store unavailable');
      };
      try {
        const failed = await t.request('POST', '/tenant/files', { token: tokens.teacher, ...multipart('file', 'a.png', 'image/png', PNG_1PX) });
        expect(failed.statusCode).toBe(500);
      } finally {
        storage.put = put;
      }

      // A real client over HTTP: headers and half of a 3 MB recording, then the connection drops.
      const puts: Promise<unknown>[] = [];
      let started!: () => void;
      const writing = new Promise<void>((resolve) => {
        started = resolve;
      });
      storage.put = (key, data, options) => {
        const result = put.call(storage, key, data, options);
        puts.push(result.catch((error: unknown) => error));
        started();
        return result;
      };
      try {
        const port = await listening(t.app);
        const form = multipart('file', 'r.webm', 'audio/webm', recording);
        const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/tenant/files/recordings', headers: { ...form.headers, authorization: `Bearer ${tokens.teacher}`, 'content-length': String(form.payload.length) } });
        request.on('error', () => undefined);
        request.write(form.payload.subarray(0, form.payload.length / 2));
        await writing;
        request.destroy();
        const [outcome] = await Promise.all(puts);
        // The write failed (an error of another realm than the test's: compared by shape).
        expect(outcome).toHaveProperty('message');
        expect(outcome).not.toHaveProperty('size');
      } finally {
        storage.put = put;
      }
      await settled(t.app);
      expect(await inventory(t.app, store)).toEqual(before);
    });

    it('keeps the file and its row when the client goes away after the upload while the row is being written', async () => {
      const port = await listening(t.app);
      const before = await inventory(t.app, store);
      const { storage, db } = t.app;
      const put = storage.put;
      const inSchool = db.inSchool;
      let stored!: () => void;
      const wasStored = new Promise<void>((resolve) => {
        stored = resolve;
      });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let hold = false;
      storage.put = async (key, data, options) => {
        const result = await put.call(storage, key, data, options);
        hold = true;
        stored();
        return result;
      };
      // The service's transaction (which writes the row) waits until the client has gone.
      db.inSchool = async <T,>(schoolId: string, work: (tx: Database) => Promise<T>): Promise<T> => {
        if (hold) {
          hold = false;
          await gate;
        }
        return inSchool.call(db, schoolId, work) as Promise<T>;
      };
      try {
        const form = multipart('file', 'r.webm', 'audio/webm', webmRecording(200_000));
        const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/tenant/files/recordings', headers: { ...form.headers, authorization: `Bearer ${tokens.teacher}`, 'content-length': String(form.payload.length) } });
        request.on('error', () => undefined);
        request.end(form.payload);
        await wasStored;
        request.destroy();
        await noConnections(t.app);
        release();
        await settled(t.app);
      } finally {
        storage.put = put;
        db.inSchool = inSchool;
      }
      const after = await inventory(t.app, store);
      expect(after.files).toBe(before.files + 1);
      const added = after.objects.filter((key) => !before.objects.includes(key));
      expect(added).toHaveLength(1);
      const [row] = readRows<{ size: number }>(await t.app.db.system.execute(sql`select size from files where key = ${added[0]}`));
      expect(row?.size).toBe(webmRecording(200_000).length);
    });

    it('takes a body streamed in small chunks (no Content-Length) and refuses one over the limit with 413 and nothing left', async () => {
      const port = await listening(t.app);
      const send = (data: Buffer) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const form = multipart('file', 'a.mp3', 'audio/mpeg', data);
          const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/tenant/files/audio', headers: { ...form.headers, authorization: `Bearer ${tokens.teacher}`, 'transfer-encoding': 'chunked' } }, (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
          });
          request.on('error', reject);
          const write = (offset: number) => {
            if (offset >= form.payload.length) return request.end();
            request.write(form.payload.subarray(offset, offset + 7_919), () => write(offset + 7_919));
          };
          write(0);
        });
      // An MPEG audio frame header and then silence.
      const sound = (size: number) => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(size)]);
      const taken = await send(sound(300_000));
      expect(taken.status).toBe(201);
      const { key } = (JSON.parse(taken.body) as Stored).data;
      expect(await store.stat(key)).toEqual({ size: 300_004 });

      const before = await inventory(t.app, store);
      const refused = await send(sound(10 * 1024 * 1024));
      expect(refused.status).toBe(413);
      await settled(t.app);
      expect(await inventory(t.app, store)).toEqual(before);
    });
  });

  const postgres = DATABASES.includes('postgres') ? describe : describe.skip;
  postgres('two instances on one PostgreSQL and one bucket', () => {
    let one: Awaited<ReturnType<typeof startTestApp>>;
    let two: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      one = await startTestApp('postgres', { config: { s3: s3.config } });
      two = await startTestApp('postgres', { databaseUrl: one.databaseUrl, config: { s3: s3.config } });
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
    });

    it('serves a file uploaded through one instance by range through the other, and deletes it through either', async () => {
      const student = await one.login('student@demo.test');
      const recording = webmRecording(600_000);
      const response = await one.request('POST', '/tenant/files/recordings', { token: student, ...multipart('file', 'r.webm', 'audio/webm', recording) });
      expect(response.statusCode).toBe(201);
      const { url, key } = body<Stored>(response).data;

      const seek = await two.request('GET', url, { headers: { range: 'bytes=500000-' } });
      expect(seek.statusCode).toBe(206);
      expect(seek.headers['content-range']).toBe(`bytes 500000-${recording.length - 1}/${recording.length}`);
      expect(seek.rawPayload.equals(recording.subarray(500_000))).toBe(true);

      // The other instance's own disk has nothing: the bytes live in the bucket only.
      expect(await two.app.storage.stat(key)).toEqual({ size: recording.length });
      await one.app.storage.delete(key);
      expect((await two.request('GET', url)).statusCode).toBe(404);
    });
  });
});

/** The app's port, listening on one first if it is not yet. */
async function listening(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** Waits until the server has no connection left (the aborted client's socket is closed on its side too). */
async function noConnections(app: FastifyInstance): Promise<void> {
  for (;;) {
    const count = await new Promise<number>((resolve, reject) => app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))));
    if (count === 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Waits until the clean-up after every upload request so far has run (files/staging.ts). */
async function settled(app: FastifyInstance): Promise<void> {
  await app.stagedUploads.idle();
}
