import type { BillingCycle, Package, PackageFunction } from '@oddslab/shared/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import { nowIso } from './rows';
import type { Database, PackagesTable } from './schema';

export interface PackageInput {
  name: string;
  description: string | null;
  functions: PackageFunction[];
  billingCycle: BillingCycle;
  price: number;
}

export function toPackage(row: Selectable<PackagesTable>): Package {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    functions: JSON.parse(row.functions) as PackageFunction[],
    billingCycle: row.billing_cycle as BillingCycle,
    price: Number(row.price),
  };
}

export class PackagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<Package[]> {
    const rows = await this.db.selectFrom('packages').selectAll().orderBy('id').execute();
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

  async create(input: PackageInput): Promise<Package> {
    const row = await this.db
      .insertInto('packages')
      .values({
        name: input.name,
        description: input.description,
        functions: JSON.stringify(input.functions),
        billing_cycle: input.billingCycle,
        price: input.price,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPackage(row);
  }

  async update(id: number, input: PackageInput): Promise<Package | null> {
    const row = await this.db
      .updateTable('packages')
      .set({
        name: input.name,
        description: input.description,
        functions: JSON.stringify(input.functions),
        billing_cycle: input.billingCycle,
        price: input.price,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? toPackage(row) : null;
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('packages').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async countHolders(id: number): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('holders'))
      .where('package_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.holders);
  }
}
