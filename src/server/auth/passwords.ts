import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP recommendation).
 * The PHC string keeps its own parameters, so raising them later still verifies old hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never signs anyone in.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hash('not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
