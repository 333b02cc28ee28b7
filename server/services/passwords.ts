import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum that isolated modules cannot read; its value is 2.
const ARGON2ID = 2;

// argon2id with the library's memory-hard defaults (19 MiB, 2 passes): OWASP's baseline.
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/** Spends the time of a real check, so an unknown username answers as slowly as a wrong password. */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  await verifyPassword(await dummyHash, password);
}
