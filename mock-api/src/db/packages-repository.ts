import type { BillingCycle, Package, PackageFunction } from '@oddslab/shared/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AnnounceAccountChange } from './account-changes';
import { nowIso } from './rows';
import type { Database, PackagesTable } from './schema';

export interface PackageInput {
  name: string;
  description: string | null;
  functions: PackageFunction[];
  billingCycle: BillingCycle;
  price: number;
  displayOrder: number;
  /** Whether new sign-ups receive this package; true takes the role from the package that had it. */
  signupDefault: boolean;
}

export function toPackage(row: Selectable<PackagesTable>): Package {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    functions: JSON.parse(row.functions) as PackageFunction[],
    billingCycle: row.billing_cycle as BillingCycle,
    price: Number(row.price),
    displayOrder: Number(row.display_order),
    signupDefault: Number(row.signup_default) === 1,
  };
}

const columnsOf = (input: PackageInput) => ({
  name: input.name,
  description: input.description,
  functions: JSON.stringify(input.functions),
  billing_cycle: input.billingCycle,
  price: input.price,
  display_order: input.displayOrder,
  signup_default: input.signupDefault ? 1 : 0,
});

export class PackagesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Told when a package that users may hold changes: their signed-in sessions must see it at once. */
    private readonly announce: AnnounceAccountChange,
  ) {}

  /** In display order; packages with the same order keep id (tier) order. */
  async list(): Promise<Package[]> {
    const rows = await this.db.selectFrom('packages').selectAll().orderBy('display_order').orderBy('id').execute();
    return rows.map(toPackage);
  }

  async findById(id: number): Promise<Package | null> {
    const row = await this.db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toPackage(row) : null;
  }

  /** Case-insensitive, as the unique index is. */
  async findByName(name: string): Promise<Package | null> {
    const row = await this.db
      .selectFrom('packages')
      .selectAll()
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    return row ? toPackage(row) : null;
  }

  /** The package new sign-ups receive; null when none is marked (sign-ups then start without one). */
  async findSignupDefault(): Promise<Package | null> {
    const row = await this.db.selectFrom('packages').selectAll().where('signup_default', '=', 1).executeTakeFirst();
    return row ? toPackage(row) : null;
  }

  /** The order a new package gets when none is given: after every other. */
  async nextDisplayOrder(): Promise<number> {
    const row = await this.db
      .selectFrom('packages')
      .select((eb) => eb.fn.max('display_order').as('last'))
      .executeTakeFirst();
    return Number(row?.last ?? 0) + 1;
  }

  async create(input: PackageInput): Promise<Package> {
    return this.inTransaction(async (db) => {
      if (input.signupDefault) await clearSignupDefault(db);
      const row = await db
        .insertInto('packages')
        .values({ ...columnsOf(input), created_at: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPackage(row);
    });
  }

  async update(id: number, input: PackageInput): Promise<Package | null> {
    const updated = await this.inTransaction(async (db) => {
      if (input.signupDefault) await clearSignupDefault(db, id);
      const row = await db
        .updateTable('packages')
        .set(columnsOf(input))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toPackage(row) : null;
    });
    this.announce();
    return updated;
  }

  /** Deletes a package; `replacementId` first becomes the package new sign-ups receive (in the same transaction). */
  async delete(id: number, replacementId: number | null = null): Promise<boolean> {
    const deleted = await this.inTransaction(async (db) => {
      if (replacementId !== null) {
        await clearSignupDefault(db, replacementId);
        await db.updateTable('packages').set({ signup_default: 1 }).where('id', '=', replacementId).execute();
      }
      const result = await db.deleteFrom('packages').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
    this.announce();
    return deleted;
  }

  async countHolders(id: number): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('holders'))
      .where('package_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.holders);
  }

  /** Runs `work` in a transaction, or in the caller's when this repository was made for one (the seed). */
  private inTransaction<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work);
  }
}

/**
 * Takes the sign-up role from every package but `keepId`. Every row is written, not only the marked one, so that a
 * concurrent change waits for this one and then sees its result (the unique index allows one marked package).
 */
async function clearSignupDefault(db: Kysely<Database>, keepId: number | null = null): Promise<void> {
  let update = db.updateTable('packages').set({ signup_default: 0 });
  if (keepId !== null) update = update.where('id', '!=', keepId);
  await update.execute();
}
