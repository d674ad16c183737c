import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const scryptOptions = (logN: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** logN,
  r,
  p,
  // scrypt needs 128·N·r bytes; the default 32 MiB ceiling is too tight for N = 2^15.
  maxmem: 256 * 2 ** logN * r + 1024 * 1024,
});

/** Hashes with scrypt; the result records its own parameters: `scrypt$logN$r$p$salt$key` (base64url). */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, scryptOptions(logN, BLOCK_SIZE, PARALLELISM));
  return ['scrypt', logN, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number);
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0 && n < 32)) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  const actual = await deriveKey(password, salt, scryptOptions(logN, r, p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoyHash: { logN: number; hash: Promise<string> } | null = null;

/** Spends the same time as a real check, so unknown e-mails can't be told apart from wrong passwords. */
export async function verifyDecoyPassword(password: string, logN: number): Promise<false> {
  if (decoyHash?.logN !== logN) decoyHash = { logN, hash: hashPassword(randomBytes(12).toString('hex'), logN) };
  await verifyPassword(password, await decoyHash.hash);
  return false;
}
