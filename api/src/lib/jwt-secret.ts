import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The signing secret: `JWT_SECRET` when set; otherwise one generated once and kept in
 * `<dataDir>/jwt-secret`, so a restart keeps everyone signed in.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  const existing = await readSecret(file);
  if (existing) return new TextEncoder().encode(existing);
  await mkdir(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  try {
    // `wx`: if another process wrote one first, keep theirs.
    await writeFile(file, generated, { flag: 'wx', mode: 0o600 });
    return new TextEncoder().encode(generated);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readSecret(file);
    if (!winner) throw error;
    return new TextEncoder().encode(winner);
  }
}

async function readSecret(file: string): Promise<string | null> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text.length >= 32 ? text : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
