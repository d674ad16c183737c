import { hasValidSignature, signText } from './server-keys';

/** What an unsubscribe token stops: alert digests (the only mail a user can unsubscribe from). */
const SCOPE = 'alert-mail';

/**
 * Tokens for one-click unsubscribe links: `<userId>.<HMAC>`, signed with a key derived from the server's secret.
 * They work without signing in and never expire (RFC 8058 asks that the link keeps working); they can only turn
 * alert mail off, so a leaked one can do no more than that.
 */
export class UnsubscribeLinks {
  constructor(private readonly key: Buffer) {}

  tokenFor(userId: number): string {
    return `${userId}.${signText(this.key, `${SCOPE}:${userId}`)}`;
  }

  /** The user a token was made for, or null when it is malformed or its signature does not match. */
  userIdOf(token: string): number | null {
    const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const userId = Number(match[1]);
    return hasValidSignature(this.key, `${SCOPE}:${userId}`, match[2]) ? userId : null;
  }
}
