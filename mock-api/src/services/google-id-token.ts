import { createRemoteJWKSet, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

export class GoogleTokenError extends Error {}

/** Verifies Google ID tokens: signature against the JWKS, audience = our client id, Google issuer, expiry. */
export class GoogleIdTokenVerifier {
  readonly #keys: JWTVerifyGetKey;

  constructor(
    private readonly clientId: string,
    jwksUrl: string,
  ) {
    this.#keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  }

  async verify(credential: string): Promise<GoogleIdentity> {
    try {
      const { payload } = await jwtVerify(credential, this.#keys, {
        audience: this.clientId,
        issuer: GOOGLE_ISSUERS,
        algorithms: ['RS256'],
        clockTolerance: 5,
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
        throw new GoogleTokenError('The Google token has no account id or e-mail');
      }
      return {
        subject: payload.sub,
        email: payload.email,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        name: typeof payload.name === 'string' ? payload.name : null,
        picture: typeof payload.picture === 'string' ? payload.picture : null,
      };
    } catch (error) {
      if (error instanceof GoogleTokenError) throw error;
      if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JOSEError) {
        throw new GoogleTokenError(describe(error));
      }
      // Network failures fetching the JWKS, malformed input.
      throw new GoogleTokenError('The Google token could not be verified');
    }
  }
}

function describe(error: InstanceType<typeof joseErrors.JOSEError>): string {
  if (error instanceof joseErrors.JWTExpired) return 'The Google token has expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return `The Google token is not valid for this site (${error.claim})`;
  return 'The Google token could not be verified';
}
