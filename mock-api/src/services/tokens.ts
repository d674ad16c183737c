import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

const ISSUER = 'oddslab-api';
const AUDIENCE = 'oddslab';

/**
 * A session cut-off in whole seconds, as `iat` has no finer granularity: a token issued in the same second as
 * the cut-off but after it (the caller's fresh token) has `iat` equal to it and stays valid.
 */
export function sessionCutoffNow(now = Date.now()): string {
  return new Date(Math.floor(now / 1000) * 1000).toISOString();
}

/** Whether a token issued at `issuedAt` (seconds) predates the cut-off `sessionsValidAfter` (ISO), ending it. */
export function issuedBeforeCutoff(issuedAt: number, sessionsValidAfter: string | null): boolean {
  if (sessionsValidAfter === null) return false;
  return issuedAt < Math.floor(Date.parse(sessionsValidAfter) / 1000);
}

export interface TokenClaims {
  userId: number;
  jti: string;
  /** seconds since the epoch */
  expiresAt: number;
  /** seconds since the epoch (`iat`), compared with the user's session cut-off */
  issuedAt: number;
}

/** How many verified tokens are remembered (a few hundred bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Issues and verifies the API's own HS256 bearer tokens. */
export class TokenService {
  readonly #key: Uint8Array;
  /**
   * Tokens that verified, with their claims. A token's signature, issuer and audience check out the same way every
   * time (the key never changes while the server runs), and verifying one is a WebCrypto round trip on every signed-in
   * request; only the expiry still depends on the time. Revocation and the account's state are checked by the
   * caller on every request, never remembered here.
   */
  readonly #verified = new LRUCache<string, TokenClaims>({ max: VERIFIED_TOKENS_KEPT });

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  async issue(userId: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.#key);
  }

  /**
   * The claims of a token that verified before, without waiting: null once it has expired, undefined when it has
   * not been verified yet (then `verify` decides).
   */
  known(token: string): TokenClaims | null | undefined {
    const known = this.#verified.get(token);
    // Expired as jose counts it: at the second of `exp`.
    if (known) return known.expiresAt > Math.floor(Date.now() / 1000) ? known : null;
    return undefined;
  }

  /** Returns the claims of a valid, unexpired token, or null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.known(token);
    if (known !== undefined) return known;
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId < 1 || !payload.jti || !payload.exp) return null;
      if (typeof payload.iat !== 'number') return null;
      const claims = { userId, jti: payload.jti, expiresAt: payload.exp, issuedAt: payload.iat };
      this.#verified.set(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
