import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMAIL_PATTERN } from '@oddslab/shared/contract';

/** Runtime configuration, read once from the environment at start-up (see `loadConfig`). */
export interface Config {
  port: number;
  host: string;
  /** Folder for the SQLite file and the generated JWT secret; created on first start. */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; null selects SQLite in `dataDir`. */
  databaseUrl: string | null;
  /** PostgreSQL schema to work in (created when missing); null uses the server's default search_path. */
  databaseSchema: string | null;
  /** null: read from (or generate once into) `dataDir/jwt-secret`. */
  jwtSecret: string | null;
  /** Key (32 bytes) sealing stored API credentials and exchange accounts; null: read from (or generate once into) `dataDir/secrets-key`. */
  secretsKey: Buffer | null;
  /** The key secrets were sealed under before SECRETS_KEY changed: on start every secret is re-sealed under the new one. */
  secretsKeyPrevious: Buffer | null;
  jwtTtlSeconds: number;
  corsOrigins: string[];
  googleClientId: string | null;
  googleJwksUrl: string;
  /** Nobody younger (whole years, on the real calendar) may register. */
  minimumSignupAge: number;
  seedAdminPassword: string | null;
  seedClientPassword: string | null;
  footballDataDir: string;
  logLevel: LogLevel;
  bodyLimitBytes: number;
  loginRateLimit: { max: number; windowMs: number };
  /** log2 of the scrypt cost N for new password hashes; only tests lower it. */
  passwordHashCost: number;
  /** Which proxies may set X-Forwarded-For (the client address used by the login rate limit). */
  trustProxy: boolean | string;
  /** The most the open (unsettled) recommendations may stake together, as a share of the bankroll. */
  maxOpenExposure: number;
  /** `smtp://` or `smtps://` URL of the mail server; null keeps mail queued in the outbox until one is set. */
  smtpUrl: string | null;
  /** The From header of every mail, e.g. `OddsLab <no-reply@example.com>`. */
  mailFrom: string;
  /** Where the site is reached: the links in mails start with it (no trailing slash). */
  publicBaseUrl: string;
  /** Mails one address (reset) or account (verification resend) may ask for per window. */
  accountMailRateLimit: { max: number; windowMs: number };
  /** How often new alerts are looked for and mailed as digests (real seconds); 0 turns alert mail off. */
  alertDigestIntervalSeconds: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** mock-api/ — one level above both src/config.ts and the bundled dist/main.js. */
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const repositoryRoot = path.resolve(apiRoot, '..');

export const DEFAULT_MAIL_FROM = 'OddsLab <no-reply@oddslab.local>';
export const DEFAULT_PUBLIC_BASE_URL = 'http://localhost:3000';
/** `Name <address>` or a bare address; the address follows the contract's e-mail rule. */
const MAIL_FROM_FORMAT = new RegExp(
  `^(?:[^<>"\\r\\n]+ <(${EMAIL_PATTERN.slice(1, -1)})>|(${EMAIL_PATTERN.slice(1, -1)}))$`,
);

export const DEFAULT_GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const PRODUCTION_PASSWORD_HASH_COST = 15;
export const DEFAULT_MAX_OPEN_EXPOSURE = 0.25;

type Env = Record<string, string | undefined>;

/** A 32-byte key written as 64 hex digits or base64 (url-safe or not); null when it is neither. */
export function parseSecretsKey(text: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return null;
  const key = Buffer.from(text, text.includes('+') || text.includes('/') ? 'base64' : 'base64url');
  return key.length === 32 ? key : null;
}

/** Parses '3600', '45m', '12h' or '7d' into seconds. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!match) return null;
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  const seconds = Number(match[1]) * unit;
  return seconds > 0 ? seconds : null;
}

/** Validates the environment and fills defaults; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for SQLite)');
  }
  const databaseSchema = text('DATABASE_SCHEMA');
  if (databaseSchema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    problems.push('DATABASE_SCHEMA must be a lower-case SQL identifier');
  }
  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
  const secretsKey = (name: string): Buffer | null => {
    const raw = text(name);
    if (raw === null) return null;
    const key = parseSecretsKey(raw);
    // The value itself is never echoed: it is a key.
    if (key === null) problems.push(`${name} must be 32 bytes written as 64 hex digits or base64`);
    return key;
  };
  const secretsKeyCurrent = secretsKey('SECRETS_KEY');
  const secretsKeyPrevious = secretsKey('SECRETS_KEY_PREVIOUS');
  if (secretsKeyPrevious !== null && secretsKeyCurrent === null) {
    problems.push('SECRETS_KEY_PREVIOUS needs SECRETS_KEY: the key to re-encrypt the stored secrets under');
  }
  const jwtTtlText = text('JWT_TTL') ?? '12h';
  const jwtTtlSeconds = parseDuration(jwtTtlText);
  if (jwtTtlSeconds === null)
    problems.push(`JWT_TTL must be seconds or a duration like 45m, 12h, 7d (got "${jwtTtlText}")`);

  const corsOrigins = (text('CORS_ORIGINS') ?? 'http://localhost:3000')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^\s/]+$/.test(origin))
      problems.push(`CORS_ORIGINS entry "${origin}" is not an origin like https://example.com`);
  }
  const googleJwksUrl = text('GOOGLE_JWKS_URL') ?? DEFAULT_GOOGLE_JWKS_URL;
  if (!/^https?:\/\//.test(googleJwksUrl)) problems.push('GOOGLE_JWKS_URL must be an http(s) URL');

  const logLevel = (text('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  for (const name of ['SEED_ADMIN_PASSWORD', 'SEED_CLIENT_PASSWORD']) {
    const value = text(name);
    if (value !== null && value.length < 8) problems.push(`${name} must be at least 8 characters`);
  }

  const exposureText = text('MAX_OPEN_EXPOSURE');
  const maxOpenExposure = exposureText === null ? DEFAULT_MAX_OPEN_EXPOSURE : Number(exposureText);
  if (!(maxOpenExposure > 0 && maxOpenExposure <= 1)) {
    problems.push(
      `MAX_OPEN_EXPOSURE must be a share of the bankroll above 0 and at most 1, e.g. 0.25 (got "${exposureText}")`,
    );
  }

  // Only trusted proxies may name the client address; otherwise anyone could dodge the login rate limit.
  const trustProxyText = text('TRUST_PROXY') ?? 'loopback';
  const trustProxy = trustProxyText === 'true' ? true : trustProxyText === 'false' ? false : trustProxyText;

  const smtpUrl = text('SMTP_URL');
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s/]+/.test(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587');
  }
  const mailFrom = text('MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  if (!MAIL_FROM_FORMAT.test(mailFrom)) {
    problems.push('MAIL_FROM must be an address or "Name <address>", e.g. OddsLab <no-reply@example.com>');
  }
  const publicBaseUrl = (text('PUBLIC_BASE_URL') ?? DEFAULT_PUBLIC_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(publicBaseUrl)) {
    problems.push('PUBLIC_BASE_URL must be an http(s) URL without query or fragment, e.g. https://oddslab.example.com');
  }

  const config: Config = {
    port: integer('PORT', 3001, 0, 65535),
    host: text('HOST') ?? '127.0.0.1',
    dataDir: path.resolve(text('DATA_DIR') ?? path.join(apiRoot, '.data')),
    databaseUrl,
    databaseSchema,
    jwtSecret,
    secretsKey: secretsKeyCurrent,
    secretsKeyPrevious,
    jwtTtlSeconds: jwtTtlSeconds ?? 0,
    corsOrigins,
    googleClientId: text('GOOGLE_CLIENT_ID'),
    minimumSignupAge: integer('MINIMUM_SIGNUP_AGE', 18, 13, 120),
    googleJwksUrl,
    seedAdminPassword: text('SEED_ADMIN_PASSWORD'),
    seedClientPassword: text('SEED_CLIENT_PASSWORD'),
    footballDataDir: path.resolve(
      text('FOOTBALL_DATA_DIR') ?? path.join(repositoryRoot, '..', 'shared', 'data', 'football'),
    ),
    logLevel,
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 50 * 1024 * 1024),
    loginRateLimit: {
      max: integer('LOGIN_RATE_LIMIT_MAX', 20, 1, 100_000),
      windowMs: integer('LOGIN_RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    },
    passwordHashCost: PRODUCTION_PASSWORD_HASH_COST,
    trustProxy,
    maxOpenExposure,
    smtpUrl,
    mailFrom,
    publicBaseUrl,
    accountMailRateLimit: {
      max: integer('ACCOUNT_MAIL_RATE_LIMIT_MAX', 3, 1, 100_000),
      windowMs: integer('ACCOUNT_MAIL_RATE_LIMIT_WINDOW_MS', 15 * 60_000, 1000, 86_400_000),
    },
    alertDigestIntervalSeconds: integer('ALERT_DIGEST_INTERVAL_SECONDS', 60, 0, 86_400),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
