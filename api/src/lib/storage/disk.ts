import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type FileStorage } from './types.js';

function fileOf(root: string, key: string): string {
  assertKey(key);
  return path.join(root, key.slice(0, 2), key);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files under `root/<first two characters>/<key>`. A put writes a temporary file beside the
 * target and renames it when the body has ended, so a body cut off midway never becomes a file
 * (and a reader never sees half of one).
 */
export function createDiskStorage(root: string): FileStorage {
  const write = async (file: string, fill: (temporary: string) => Promise<void>) => {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.part-${randomUUID()}`;
    try {
      await fill(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  return {
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(root, key);
      let size = 0;
      await write(file, async (temporary) => {
        const source = body instanceof Uint8Array ? Readable.from([body]) : body;
        const count = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            done(null, chunk);
          },
        });
        const sink = createWriteStream(temporary, { flags: 'wx' });
        try {
          await pipeline(source, count, sink);
        } catch (error) {
          // The pipeline settles as soon as the body fails, which may be before the file is even
          // open: wait until the sink has closed, or the temporary file would appear after the
          // clean-up below removed nothing.
          if (!sink.closed) await once(sink, 'close');
          throw error;
        }
      });
      return { size };
    },
    async get(key, range) {
      let handle;
      try {
        handle = await open(fileOf(root, key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async stat(key) {
      try {
        return { size: (await stat(fileOf(root, key))).size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(root, key), { force: true });
    },
    async copy(from, to) {
      const source = fileOf(root, from);
      try {
        await write(fileOf(root, to), (temporary) => copyFile(source, temporary));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async *keys() {
      let folders: string[];
      try {
        folders = await readdir(root);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const folder of folders.sort()) {
        const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
        for (const name of names.sort()) if (/^[0-9a-f-]{36}$/.test(name)) yield name;
      }
    },
  };
}
