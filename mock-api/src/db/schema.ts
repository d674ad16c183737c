import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Columns are snake_case; booleans are stored as 0/1 integers and dates as ISO 8601
 * text in BOTH dialects so that rows (and therefore responses) are identical on SQLite and PostgreSQL.
 */
export interface PackagesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** JSON array of PackageFunction names */
  functions: string;
  billing_cycle: string;
  price: number;
  display_order: number;
  /** 1 on the package new sign-ups receive (at most one), else 0 */
  signup_default: number;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  /** stored lower-cased; unique */
  email: string;
  name: string;
  /** null for accounts created through Google sign-in */
  password_hash: string | null;
  image: string | null;
  role: string;
  package_id: number | null;
  subscription_date: string | null;
  expiration_date: string | null;
  email_verified: number;
  created_date: string;
  date_of_birth: string | null;
  country: string | null;
  /** Google account id (`sub`), set when the account signs in with Google */
  google_subject: string | null;
  /** ISO time in whole seconds; tokens issued (iat) before it are rejected. Null: no cut-off. */
  sessions_valid_after: string | null;
  /** ISO time the account was deactivated by an administrator; null while active. */
  deactivated_at: string | null;
}

export interface RevokedTokensTable {
  jti: string;
  /** ISO time after which the row may be purged (the token has expired anyway) */
  expires_at: string;
}

export interface ClientNotificationsTable {
  id: Generated<number>;
  user_id: number;
  enable_notifications: number;
  high_confidence_prediction_alerts: number;
  email_notifications: number;
}

export interface ArticlesTable {
  id: Generated<number>;
  title: string;
  body: string;
  category: string;
  created_at: string;
}

export interface ArticleContentsTable {
  id: Generated<number>;
  parent_article_id: number;
  body: string;
  source_website_name: string | null;
}

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';

export interface MailOutboxTable {
  id: Generated<number>;
  /** What the mail is for (verify-email, password-reset, …): logs and cancelling by kind. */
  kind: string;
  user_id: number | null;
  recipient: string;
  /** Set once when queued and reused on every attempt, so a receiver can drop a repeat. */
  message_id: string;
  /** The rendered mail, encrypted (it may hold a single-use link); null once sent or cancelled. */
  payload: string | null;
  status: MailStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** The dispatcher run that holds the row while sending, until `claimed_until`. */
  claim_id: string | null;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  /** SHA-256 of the token (hex); the token itself is only ever in the mail. */
  token_hash: string;
  /** The address the link was sent to: a verification proves this address, not whatever the account has later. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AlertDigestsTable {
  id: Generated<number>;
  user_id: number;
  /** The engine day mailed, with the replay it belongs to (`replay-3:2025-03-08`, `live:2026-11-25`). */
  digest_key: string;
  /** Highest alert id the digest covered: the next digest starts after it. */
  last_alert_id: number;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  /** JSON object: what changed (before/after), never a secret. */
  details: string;
  created_at: string;
}

/** A sealed secret and its mask (at most the last 4 characters): the vault's two columns of every secret. */
interface SealedSecretColumns {
  /** Sealer output under SECRETS_KEY; never sent or logged. */
  secret_sealed: string;
  secret_mask: string;
}

export interface ApiCredentialsTable extends SealedSecretColumns {
  id: Generated<number>;
  name: string;
  purpose: string;
  base_url: string | null;
  placement: string | null;
  parameter_name: string | null;
  created_at: string;
  updated_at: string;
}

export interface ExchangeAccountsTable extends SealedSecretColumns {
  id: Generated<number>;
  exchange: string;
  username: string;
  status: string;
  created_at: string;
  updated_at: string;
}

/** Every table of the API core. The engine adds its own tables (migrations 0100+) with its own interface. */
export interface Database {
  packages: PackagesTable;
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  client_notifications: ClientNotificationsTable;
  articles: ArticlesTable;
  article_contents: ArticleContentsTable;
  mail_outbox: MailOutboxTable;
  account_tokens: AccountTokensTable;
  alert_digests: AlertDigestsTable;
  audit_log: AuditLogTable;
  api_credentials: ApiCredentialsTable;
  exchange_accounts: ExchangeAccountsTable;
}
