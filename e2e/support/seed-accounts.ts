/** Accounts the API seeds on a fresh database; run-e2e.mjs sets the passwords through the environment. */
export interface SeedAccount {
  email: string;
  password: string;
  role: 'ADMIN' | 'CLIENTS';
}

function password(variable: 'SEED_ADMIN_PASSWORD' | 'SEED_CLIENT_PASSWORD'): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the browser tests through e2e/run-e2e.mjs`);
  return value;
}

export const seedAccounts = {
  get admin(): SeedAccount {
    return {
      email: process.env.SEED_ADMIN_EMAIL ?? 'admin@oddslab.local',
      password: password('SEED_ADMIN_PASSWORD'),
      role: 'ADMIN',
    };
  },
  /** One demo client per package: free, basic, pro, ultimate. */
  client(tier: 'free' | 'basic' | 'pro' | 'ultimate' = 'free'): SeedAccount {
    return { email: `${tier}@oddslab.local`, password: password('SEED_CLIENT_PASSWORD'), role: 'CLIENTS' };
  },
};

/** A unique address for accounts a test signs up, so tests never collide. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}
