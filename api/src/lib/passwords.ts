import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane);
// a test checks the `$argon2id$` prefix so a library change cannot silently switch it.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no user to check against, so an unknown
 * e-mail answers as slowly as a wrong password.
 */
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-only-for-timing');
  await verifyPassword(await dummyHash, password);
}
