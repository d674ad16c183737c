import type { User } from '@oddslab/shared/contract';
import type { Kysely } from 'kysely';
import { type AnnounceAccountChange, inTransactionAnnouncing } from '../db/account-changes';
import type { AccountTokensRepository } from '../db/account-tokens-repository';
import type { MailOutboxRepository } from '../db/mail-outbox-repository';
import type { Database } from '../db/schema';
import { normaliseEmail, type UserChanges, type UserRecord, UsersRepository } from '../db/users-repository';
import { badRequest, conflict } from '../http/errors';
import { emailChangedNotice, passwordResetMail, verificationMail } from './mail-templates';
import { sessionCutoffNow } from './tokens';

export const INVALID_LINK_MESSAGE =
  'This link is not valid: it may have expired or been used already. Ask for a new one and use the newest mail.';
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses that address, a link to choose a new password is on its way. It works for 30 minutes.';
export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been changed and every session of your account has been signed out. Sign in with your new password.';

export interface AccountEmailsDependencies {
  db: Kysely<Database>;
  users: UsersRepository;
  tokens: AccountTokensRepository;
  outbox: MailOutboxRepository;
  /** Told of the users a transaction changed, once it has committed. */
  announceAccountChange: AnnounceAccountChange;
  /** Start of every link in the mails (the site, no trailing slash). */
  publicBaseUrl: string;
  hashPassword(password: string): Promise<string>;
  /** Told after a transaction that queued mail has committed, so delivery starts at once. */
  mailQueued(): void;
  logError(message: string, error: unknown): void;
}

/** The repositories of one transaction, and the transaction itself for other writes that belong with them. */
interface Tx {
  db: Kysely<Database>;
  users: UsersRepository;
  tokens: AccountTokensRepository;
  outbox: MailOutboxRepository;
}

/**
 * Everything an account does by mail: verifying the address (at sign-up, on request, after an address change),
 * telling the old address about a change, and resetting a forgotten password. Each mail is queued in the
 * transaction of the change that causes it, so a change and its mail are committed together or not at all.
 */
export class AccountEmails {
  private readonly background = new Set<Promise<void>>();

  constructor(private readonly deps: AccountEmailsDependencies) {}

  /** Runs `work` in one transaction, then starts delivery of what it queued. */
  async inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await inTransactionAnnouncing(this.deps.db, this.deps.announceAccountChange, (trx, announce) =>
      work({
        db: trx,
        users: new UsersRepository(trx, announce),
        tokens: this.deps.tokens.withTransaction(trx),
        outbox: this.deps.outbox.withTransaction(trx),
      }),
    );
    this.deps.mailQueued();
    return result;
  }

  private link(page: string, token: string): string {
    return `${this.deps.publicBaseUrl}/${page}?token=${encodeURIComponent(token)}`;
  }

  async queueVerification(tx: Tx, user: Pick<User, 'id' | 'name' | 'email'>, isNewAddress = false): Promise<void> {
    const token = await tx.tokens.issue(user.id, 'verify-email', user.email);
    await tx.outbox.enqueue({
      kind: 'verify-email',
      userId: user.id,
      to: user.email,
      ...verificationMail({ name: user.name, link: this.link('verify-email', token), isNewAddress }),
    });
  }

  /** A new verification mail for a signed-in user whose address is not verified yet. */
  async resendVerification(user: User): Promise<void> {
    if (user.emailVerified) throw conflict('Your e-mail address is already verified');
    await this.inTransaction((tx) => this.queueVerification(tx, user));
  }

  /** Follows a verification link: the address it was sent to becomes verified, if the account still uses it. */
  async verifyEmail(token: string): Promise<User> {
    return this.inTransaction(async (tx) => {
      const redeemed = await tx.tokens.redeem(token, 'verify-email');
      const record = redeemed ? await tx.users.findById(redeemed.userId) : null;
      if (!redeemed || !record || record.user.email !== redeemed.email) throw badRequest(INVALID_LINK_MESSAGE);
      return (await tx.users.update(record.user.id, { emailVerified: true }))!.user;
    });
  }

  /**
   * Saves changes to a user. A new address is unverified until its owner follows the link mailed to it, and the old
   * address is told of the change (it may be the only way the owner learns that someone else made it).
   */
  async updateUser(
    record: UserRecord,
    changes: UserChanges,
    /** More writes committed with the change (its audit entry), given the updated user. */
    alongside?: (db: Kysely<Database>, user: User) => Promise<void>,
  ): Promise<User> {
    const newEmail = changes.email !== undefined ? normaliseEmail(changes.email) : record.user.email;
    if (newEmail === record.user.email && !alongside) {
      return (await this.deps.users.update(record.user.id, changes))!.user;
    }
    return this.inTransaction(async (tx) => {
      if (newEmail === record.user.email) {
        const user = (await tx.users.update(record.user.id, changes))!.user;
        await alongside?.(tx.db, user);
        return user;
      }
      // An ADMIN may mark the new address verified in the same change; otherwise it starts unverified.
      const user = (await tx.users.update(record.user.id, { emailVerified: false, ...changes }))!.user;
      if (!user.emailVerified) await this.queueVerification(tx, user, true);
      await tx.outbox.enqueue({
        kind: 'email-changed',
        userId: user.id,
        to: record.user.email,
        ...emailChangedNotice({ name: user.name, newAddress: user.email }),
      });
      await alongside?.(tx.db, user);
      return user;
    });
  }

  /**
   * Starts a password reset for `email` and returns at once, before anything about the address is looked up, so
   * the answer and its timing are the same whether or not an account uses it.
   */
  requestPasswordReset(email: string): void {
    const work = this.mailPasswordReset(email).catch((error: unknown) =>
      this.deps.logError('password reset mail could not be queued', error),
    );
    this.background.add(work);
    void work.finally(() => this.background.delete(work));
  }

  private async mailPasswordReset(email: string): Promise<void> {
    const record = await this.deps.users.findByEmail(email);
    if (!record) return;
    await this.inTransaction(async (tx) => {
      const token = await tx.tokens.issue(record.user.id, 'reset-password', record.user.email);
      await tx.outbox.enqueue({
        kind: 'password-reset',
        userId: record.user.id,
        to: record.user.email,
        ...passwordResetMail({ name: record.user.name, link: this.link('reset-password', token) }),
      });
    });
  }

  /**
   * Follows a reset link: sets the new password and ends every session of the account. Following the link also
   * proves the address, so it becomes verified.
   */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    // Hashing is slow on purpose: it runs before the transaction so that no write lock waits for it.
    const passwordHash = await this.deps.hashPassword(newPassword);
    await this.inTransaction(async (tx) => {
      const redeemed = await tx.tokens.redeem(token, 'reset-password');
      const record = redeemed ? await tx.users.findById(redeemed.userId) : null;
      if (!redeemed || !record || record.user.email !== redeemed.email) throw badRequest(INVALID_LINK_MESSAGE);
      await tx.users.update(record.user.id, {
        passwordHash,
        sessionsValidAfter: sessionCutoffNow(),
        emailVerified: true,
      });
      await tx.tokens.revokeAll(record.user.id, 'reset-password');
    });
  }

  /** Resolves once the reset requests accepted so far have been handled (server shutdown, tests). */
  async settled(): Promise<void> {
    while (this.background.size > 0) await Promise.all(this.background);
  }
}
