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

/** Every table of the API core. The engine adds its own tables (migrations 0100+) with its own interface. */
export interface Database {
  packages: PackagesTable;
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  client_notifications: ClientNotificationsTable;
  articles: ArticlesTable;
  article_contents: ArticleContentsTable;
}
