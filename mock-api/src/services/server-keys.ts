import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Keys for separate jobs derived from the one server secret (the JWT secret), so that a key used for one purpose
 * (signing unsubscribe links, sealing queued mail) never doubles as another.
 */
export function deriveServerKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'oddslab', purpose, 32));
}

/** HMAC-SHA256 of `message` (base64url). */
export function signText(key: Buffer, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64url');
}

/** Whether `signature` is the HMAC of `message`, compared in constant time. */
export function hasValidSignature(key: Buffer, message: string, signature: string): boolean {
  const expected = Buffer.from(signText(key, message));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const SEAL_VERSION = 'v1';

/** AES-256-GCM sealing for data at rest that must not be readable from the database alone. */
export class Sealer {
  constructor(private readonly key: Buffer) {}

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [SEAL_VERSION, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
  }

  /** Throws when the text was not sealed with this key or was altered. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== SEAL_VERSION || !iv || !tag || body === undefined) {
      throw new Error('not a sealed value');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
