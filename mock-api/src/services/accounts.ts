import type { AuthResponse, Role, SignupRequest, User } from '@oddslab/shared/contract';
import type { PackagesRepository } from '../db/packages-repository';
import type { RevokedTokensRepository } from '../db/revoked-tokens-repository';
import type { UsersRepository } from '../db/users-repository';
import { conflict, fieldError, forbidden, HttpError, unauthorized } from '../http/errors';
import type { AccountEmails } from './account-emails';
import { expirationFor } from './billing';
import { type GoogleIdTokenVerifier, GoogleTokenError } from './google-id-token';
import { hashPassword, verifyDecoyPassword, verifyPassword } from './passwords';
import type { Session, SessionCache } from './session-cache';
import { issuedBeforeCutoff, sessionCutoffNow, type TokenClaims, type TokenService } from './tokens';
import { adultDateOfBirth, imageUrl, optionalText, requiredText } from './validation';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const ACCOUNT_DEACTIVATED_MESSAGE =
  'This account has been deactivated. Contact an administrator if you think this is a mistake.';

/** A deactivated account may not sign in; told only to someone who proved they own it. */
function assertActive(user: User): void {
  if (user.deactivatedAt !== null) throw forbidden(ACCOUNT_DEACTIVATED_MESSAGE);
}
export interface AccountsDependencies {
  users: UsersRepository;
  packages: PackagesRepository;
  revokedTokens: RevokedTokensRepository;
  tokens: TokenService;
  sessions: SessionCache;
  google: GoogleIdTokenVerifier | null;
  passwordHashCost: number;
  minimumSignupAge: number;
  emails: AccountEmails;
}

/** Sign-up, sign-in (password and Google), token checks and logout. */
export class AccountsService {
  constructor(private readonly deps: AccountsDependencies) {}

  hashPassword(password: string): Promise<string> {
    return hashPassword(password, this.deps.passwordHashCost);
  }

  async signup(input: SignupRequest): Promise<User> {
    if (input.password !== input.confirmPassword) throw fieldError('confirmPassword', 'must match password');
    const name = requiredText('name', input.name);
    const birthDate = adultDateOfBirth('dateOfBirth', input.dateOfBirth, this.deps.minimumSignupAge);
    const image = imageUrl('image', input.image);
    if (await this.deps.users.findByEmail(input.email)) {
      throw conflict('An account with this email already exists', [
        { field: 'email', message: 'is already registered' },
      ]);
    }
    const passwordHash = await this.hashPassword(input.password);
    const subscription = await this.defaultSubscription();
    // The account and the mail that verifies its address are committed together.
    return this.deps.emails.inTransaction(async (tx) => {
      const { user } = await tx.users.create({
        email: input.email,
        name,
        passwordHash,
        role: 'CLIENTS',
        image,
        dateOfBirth: birthDate,
        country: optionalText(input.country),
        ...subscription,
      });
      await this.deps.emails.queueVerification(tx, user);
      return user;
    });
  }

  /** The starting package of new accounts: the one marked for sign-ups (none when no package is). */
  async defaultSubscription(): Promise<{
    packageId: number | null;
    subscriptionDate: string | null;
    expirationDate: string | null;
  }> {
    const pkg = await this.deps.packages.findSignupDefault();
    if (!pkg) return { packageId: null, subscriptionDate: null, expirationDate: null };
    const now = new Date();
    return {
      packageId: pkg.id,
      subscriptionDate: now.toISOString(),
      expirationDate: expirationFor(pkg.billingCycle, now),
    };
  }

  /** One generic 401 for unknown e-mail, wrong password and password-less (Google) accounts. */
  async login(email: string, password: string): Promise<AuthResponse> {
    const record = await this.deps.users.findByEmail(email);
    const valid = record?.passwordHash
      ? await verifyPassword(password, record.passwordHash)
      : await verifyDecoyPassword(password, this.deps.passwordHashCost);
    if (!record || !valid) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
    assertActive(record.user);
    return { token: await this.deps.tokens.issue(record.user.id), user: record.user };
  }

  /** Signs in with a Google ID token: links to the account with the same verified e-mail, or creates one. */
  async loginWithGoogle(credential: string, birthDateText?: string): Promise<AuthResponse & { created: boolean }> {
    const google = this.deps.google;
    if (!google) throw new HttpError(503, 'Google sign-in is not configured on this server');
    let identity: Awaited<ReturnType<GoogleIdTokenVerifier['verify']>>;
    try {
      identity = await google.verify(credential);
    } catch (error) {
      if (error instanceof GoogleTokenError) throw unauthorized(error.message);
      throw error;
    }
    if (!identity.emailVerified) throw unauthorized('Your Google e-mail address is not verified');

    let record = await this.deps.users.findByGoogleSubject(identity.subject);
    let created = false;
    if (!record) {
      const existing = await this.deps.users.findByEmail(identity.email);
      if (existing) {
        if (existing.googleSubject && existing.googleSubject !== identity.subject) {
          throw conflict('This e-mail is already linked to a different Google account');
        }
        // Whoever registered an unverified address may not own it: linking would hand the mailbox owner an
        // account whose password someone else may know (pre-account takeover).
        if (existing.passwordHash && !existing.user.emailVerified) {
          throw conflict('An account with this e-mail already exists. Sign in with your password to use it.');
        }
        record = await this.deps.users.update(existing.user.id, {
          googleSubject: identity.subject,
          emailVerified: true,
        });
      } else {
        // A new account passes the same age gate as the sign-up form; Google does not tell us the age.
        if (!birthDateText) {
          throw fieldError('dateOfBirth', 'is required to create an account: sign up with your date of birth first');
        }
        const birthDate = adultDateOfBirth('dateOfBirth', birthDateText, this.deps.minimumSignupAge);
        record = await this.deps.users.create({
          email: identity.email,
          dateOfBirth: birthDate,
          name: identity.name?.trim() || identity.email.split('@')[0],
          passwordHash: null,
          role: 'CLIENTS' satisfies Role,
          image: identity.picture,
          emailVerified: true,
          googleSubject: identity.subject,
          ...(await this.defaultSubscription()),
        });
        created = true;
      }
    }
    const user = record!.user;
    assertActive(user);
    return { token: await this.deps.tokens.issue(user.id), user, created };
  }

  /**
   * The user and claims behind a valid, unrevoked token of an existing account, issued no earlier than the
   * user's session cut-off (a password change ends older sessions); else null. A deactivated account's tokens
   * answer 401 with a message saying so, from the first request after the deactivation. Sessions found are kept
   * in memory until anything in them changes (see session-cache.ts); the token's expiry is checked every time.
   */
  /**
   * The session of a token whose signature and session are both already known, without waiting; undefined when
   * either is not (then `authenticateToken` decides, with the database).
   */
  knownSession(token: string): Session | undefined {
    return this.deps.tokens.known(token) ? this.deps.sessions.kept(token) : undefined;
  }

  async authenticateToken(token: string): Promise<Session | null> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims) return null;
    return this.deps.sessions.session(token, () => this.loadSession(claims));
  }

  private async loadSession(claims: TokenClaims): Promise<Session | null> {
    if (await this.deps.revokedTokens.isRevoked(claims.jti)) return null;
    const record = await this.deps.users.findById(claims.userId);
    if (!record || issuedBeforeCutoff(claims.issuedAt, record.sessionsValidAfter)) return null;
    if (record.user.deactivatedAt !== null) throw unauthorized(ACCOUNT_DEACTIVATED_MESSAGE);
    return { user: record.user, claims };
  }

  /**
   * Sets a new password and ends every session of the account issued until now. When the account holder changes
   * it (`currentSession` is their token's claims), that token is revoked too (it may share the cut-off's second)
   * and a fresh token is returned so they stay signed in; for anyone else (an ADMIN) no token is returned.
   */
  async changePassword(
    userId: number,
    newPassword: string,
    currentSession: TokenClaims | null,
  ): Promise<{ token: string | null }> {
    const passwordHash = await this.hashPassword(newPassword);
    await this.deps.users.update(userId, { passwordHash, sessionsValidAfter: sessionCutoffNow() });
    if (!currentSession) return { token: null };
    await this.deps.revokedTokens.revoke(userId, currentSession.jti, currentSession.expiresAt);
    return { token: await this.deps.tokens.issue(userId) };
  }

  /** Revokes a token server-side; later use of it answers 401. */
  async logout(token: string): Promise<void> {
    const claims = await this.deps.tokens.verify(token);
    if (!claims || (await this.deps.revokedTokens.isRevoked(claims.jti))) {
      throw unauthorized('The session token is invalid, expired or already logged out');
    }
    await this.deps.revokedTokens.revoke(claims.userId, claims.jti, claims.expiresAt);
  }
}
