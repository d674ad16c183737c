import { randomBytes } from 'node:crypto';
import type { BillingCycle, PackageFunction } from '@oddslab/shared/contract';
import type { Kysely } from 'kysely';
import { expirationFor } from '../services/billing';
import { hashPassword } from '../services/passwords';
import { announceNothing } from './account-changes';
import { ArticleContentsRepository, ArticlesRepository } from './articles-repository';
import { PackagesRepository } from './packages-repository';
import type { Database } from './schema';
import { renderSeedArticleHtml, SEED_ARTICLES } from './seed-articles';
import { UsersRepository } from './users-repository';

export interface SeedPackage {
  name: string;
  description: string;
  functions: PackageFunction[];
  billingCycle: BillingCycle;
  price: number;
  displayOrder: number;
  signupDefault: boolean;
}

/** In tier order, so ids come out Free 1, Basic 2, Pro 3, Ultimate 4 on a fresh database; sign-ups get Free. */
export const SEED_PACKAGES: SeedPackage[] = [
  {
    name: 'Free',
    description: 'Upcoming fixtures with recent form and head-to-head records.',
    functions: ['FIXTURES'],
    billingCycle: 'NONE',
    price: 0,
    displayOrder: 1,
    signupDefault: true,
  },
  {
    name: 'Basic',
    description: 'Fixtures plus model predictions and alerts when high-confidence picks appear.',
    functions: ['FIXTURES', 'PREDICTIONS', 'ALERTS'],
    billingCycle: 'MONTHLY',
    price: 9.99,
    displayOrder: 2,
    signupDefault: false,
  },
  {
    name: 'Pro',
    description:
      'Everything in Basic plus bookmaker odds comparison, value-bet recommendations and season simulations.',
    functions: ['FIXTURES', 'PREDICTIONS', 'ALERTS', 'ODDS_COMPARISON', 'RECOMMENDATIONS', 'SIMULATIONS'],
    billingCycle: 'MONTHLY',
    price: 24.99,
    displayOrder: 3,
    signupDefault: false,
  },
  {
    name: 'Ultimate',
    description: 'The full toolkit: every feature, visualizations and personal betting statistics.',
    functions: [
      'FIXTURES',
      'PREDICTIONS',
      'ALERTS',
      'ODDS_COMPARISON',
      'RECOMMENDATIONS',
      'VISUALIZATIONS',
      'SIMULATIONS',
    ],
    billingCycle: 'MONTHLY',
    price: 49.99,
    displayOrder: 4,
    signupDefault: false,
  },
];

export const SEED_ADMIN_EMAIL = 'admin@oddslab.local';
/** One demo client per package: free@, basic@, pro@, ultimate@oddslab.local. */
export const seedClientEmail = (packageName: string) => `${packageName.toLowerCase()}@oddslab.local`;

export interface SeedOptions {
  /** null: generate one and report it in the result (printed once by main.ts). */
  adminPassword: string | null;
  clientPassword: string | null;
  passwordHashCost: number;
}

export interface SeedResult {
  seeded: boolean;
  /** Only the passwords that were generated (never the ones given by the environment). */
  generatedPasswords: { admin?: string; clients?: string };
}

const generatePassword = () => randomBytes(12).toString('base64url');

/** Fills an empty database (no users yet) with packages, demo accounts and starter articles, atomically. */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  if ((await new UsersRepository(db, announceNothing).count()) > 0) return { seeded: false, generatedPasswords: {} };

  const generatedPasswords: SeedResult['generatedPasswords'] = {};
  if (!options.adminPassword) generatedPasswords.admin = generatePassword();
  if (!options.clientPassword) generatedPasswords.clients = generatePassword();
  const adminPassword = options.adminPassword ?? generatedPasswords.admin!;
  const clientPassword = options.clientPassword ?? generatedPasswords.clients!;
  // Hash outside the transaction: scrypt is slow on purpose and must not hold a write lock.
  const adminHash = await hashPassword(adminPassword, options.passwordHashCost);
  const clientHashes = await Promise.all(
    SEED_PACKAGES.map(() => hashPassword(clientPassword, options.passwordHashCost)),
  );

  await db.transaction().execute(async (trx) => {
    const packages = new PackagesRepository(trx, announceNothing);
    const users = new UsersRepository(trx, announceNothing);
    const articles = new ArticlesRepository(trx);
    const contents = new ArticleContentsRepository(trx);

    const existingPackages = await packages.list();
    const seededPackages =
      existingPackages.length > 0
        ? existingPackages
        : await SEED_PACKAGES.reduce<Promise<Awaited<ReturnType<PackagesRepository['create']>>[]>>(
            async (created, pkg) => [...(await created), await packages.create(pkg)],
            Promise.resolve([]),
          );

    await users.create({
      email: SEED_ADMIN_EMAIL,
      name: 'OddsLab Admin',
      passwordHash: adminHash,
      role: 'ADMIN',
      emailVerified: true,
    });
    const now = new Date();
    for (const [index, pkg] of seededPackages.entries()) {
      if (!SEED_PACKAGES.some((seed) => seed.name === pkg.name)) continue;
      await users.create({
        email: seedClientEmail(pkg.name),
        name: `${pkg.name} Demo`,
        passwordHash: clientHashes[index % clientHashes.length],
        role: 'CLIENTS',
        packageId: pkg.id,
        subscriptionDate: now.toISOString(),
        expirationDate: expirationFor(pkg.billingCycle, now),
        emailVerified: true,
        country: 'United Kingdom',
      });
    }

    if ((await articles.count()) === 0) {
      // Newest first in the list above; each article is a day older than the one before it in its category.
      const ageByCategory = { NEWS: 0, RUMOUR: 0 };
      for (const seed of [...SEED_ARTICLES].reverse()) {
        const daysOld =
          SEED_ARTICLES.filter((a) => a.category === seed.category).length - 1 - ageByCategory[seed.category]++;
        const createdAt = new Date(now.getTime() - (daysOld * 24 + 1) * 3_600_000).toISOString();
        const article = await articles.create({
          title: seed.title,
          body: seed.summary,
          category: seed.category,
          createdAt,
        });
        await contents.create({
          parentArticleId: article.id,
          body: renderSeedArticleHtml(seed),
          sourceWebsiteName: seed.source,
        });
      }
    }
  });
  return { seeded: true, generatedPasswords };
}
