import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** Where uploaded bytes live; a small interface so another backend (S3, say) can replace the disk. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[0-9a-f-]{36}$/;

/** Keys are generated UUIDs; anything else is refused so a key can never walk out of the folder. */
function fileOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return path.join(root, key.slice(0, 2), key);
}

export function createDiskStorage(root: string): FileStorage {
  return {
    async put(key, data) {
      const file = fileOf(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        return await readFile(fileOf(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(root, key), { force: true });
    },
  };
}

export const storagePlugin = fp<{ root: string }>(
  async (app, options) => {
    app.decorate('storage', createDiskStorage(options.root));
  },
  { name: 'storage' },
);
