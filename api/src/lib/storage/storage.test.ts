import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.js';
import { createDiskStorage, createS3Storage, parseRange, readAll, withReadFallback, type FileStorage } from './index.js';

/** `size` bytes of a pattern, as a stream of 64 KB chunks: no backend sees it as one buffer. */
function patterned(size: number): { bytes: Buffer; stream: () => Readable } {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + 7) % 251;
  return {
    bytes,
    stream: () =>
      Readable.from(
        (function* chunks() {
          for (let offset = 0; offset < size; offset += 65_536) yield bytes.subarray(offset, Math.min(size, offset + 65_536));
        })(),
      ),
  };
}

/** A body that sends some bytes and then fails, like a client that goes away mid-upload. */
function failingAfter(bytes: number): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(Buffer.alloc(bytes, 1));
        return;
      }
      this.destroy(new Error('client went away'));
    },
  });
}

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys.sort();
}

let s3: S3StandIn;
let folder: string;
beforeAll(async () => {
  s3 = await startS3StandIn();
  folder = await mkdtemp(path.join(os.tmpdir(), 'api-storage-'));
});
afterAll(async () => {
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

const backends: [string, () => FileStorage][] = [
  ['disk', () => createDiskStorage(path.join(folder, 'disk'))],
  ['s3', () => createS3Storage(s3.config)],
];

describe.each(backends)('the storage contract on %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('stores a stream, answers its size, whole and by range, and forgets it on delete', async () => {
    // Over 8 MB: the object store takes it as a multipart upload of two parts.
    const { bytes, stream } = patterned(9 * 1024 * 1024 + 123);
    const key = randomUUID();
    expect(await storage.put(key, stream(), { contentType: 'audio/ogg' })).toEqual({ size: bytes.length });
    expect(await storage.stat(key)).toEqual({ size: bytes.length });
    expect((await readAll(storage, key))?.equals(bytes)).toBe(true);
    expect((await readAll(storage, key, { start: 0, end: 9 }))?.equals(bytes.subarray(0, 10))).toBe(true);
    const tail = { start: bytes.length - 1000, end: bytes.length - 1 };
    expect((await readAll(storage, key, tail))?.equals(bytes.subarray(tail.start))).toBe(true);
    expect(await keysOf(storage)).toContain(key);

    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    expect(await keysOf(storage)).not.toContain(key);
  });

  it('answers null for a missing key, deletes one without error and refuses a key that is no UUID', async () => {
    const missing = randomUUID();
    expect(await storage.get(missing)).toBeNull();
    expect(await storage.get(missing, { start: 0, end: 1 })).toBeNull();
    expect(await storage.stat(missing)).toBeNull();
    await expect(storage.delete(missing)).resolves.toBeUndefined();
    expect(await storage.copy(missing, randomUUID())).toBe(false);
    await expect(storage.stat('../../etc/passwd')).rejects.toThrow('invalid storage key');
  });

  it('stores buffers and copies an object to a new key', async () => {
    const key = randomUUID();
    const copy = randomUUID();
    await storage.put(key, Buffer.from('hello'));
    expect(await storage.copy(key, copy)).toBe(true);
    expect((await readAll(storage, copy))?.toString()).toBe('hello');
    await storage.delete(key);
    expect((await readAll(storage, copy))?.toString()).toBe('hello');
    await storage.delete(copy);
  });

  it('keeps nothing of a body that fails midway, small or multipart', async () => {
    const before = await keysOf(storage);
    for (const size of [1000, 9 * 1024 * 1024]) {
      const key = randomUUID();
      await expect(storage.put(key, failingAfter(size))).rejects.toThrow('client went away');
      expect(await storage.stat(key)).toBeNull();
    }
    expect(await keysOf(storage)).toEqual(before);
  });
});

describe('the disk storage', () => {
  it('leaves no temporary file behind a failed write', async () => {
    const root = path.join(folder, 'temporary');
    const storage = createDiskStorage(root);
    const key = randomUUID();
    await expect(storage.put(key, failingAfter(100))).rejects.toThrow();
    expect(await readdir(path.join(root, key.slice(0, 2)))).toEqual([]);
  });
});

describe('the object store with the disk behind it', () => {
  it('reads a file not moved yet from the disk, writes new ones to the store and deletes from both', async () => {
    const disk = createDiskStorage(path.join(folder, 'fallback'));
    const store = createS3Storage({ ...s3.config, prefix: 'fallback/' });
    const storage = withReadFallback(store, disk);
    const old = randomUUID();
    await disk.put(old, Buffer.from('on disk'));
    expect((await readAll(storage, old, { start: 3, end: 6 }))?.toString()).toBe('disk');
    expect(await storage.stat(old)).toEqual({ size: 7 });

    const fresh = randomUUID();
    await storage.put(fresh, Buffer.from('new'));
    expect(await store.stat(fresh)).toEqual({ size: 3 });
    expect(await disk.stat(fresh)).toBeNull();

    const copied = randomUUID();
    expect(await storage.copy(old, copied)).toBe(true);
    expect(await store.stat(copied)).toEqual({ size: 7 });
    expect(await keysOf(storage)).toEqual([old, fresh, copied].sort());

    for (const key of [old, fresh, copied]) await storage.delete(key);
    expect(await keysOf(disk)).toEqual([]);
    expect(await keysOf(store)).toEqual([]);
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, 100, null],
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=90-500', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    ['bytes=9-3', 100, null],
    ['bytes=0-1,5-6', 100, null],
    ['items=0-1', 100, null],
    ['bytes=-', 100, null],
  ] as const)('%s of %d bytes', (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
