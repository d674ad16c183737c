import { type Kysely, sql } from 'kysely';

/**
 * The season simulation became a package function (SIMULATIONS). Databases seeded before it get it where a fresh
 * seed puts it: in the Pro and Ultimate packages, if those still exist under their seeded names.
 */
const PACKAGES_WITH_SIMULATIONS = ['pro', 'ultimate'];

interface PackageRow {
  id: number;
  name: string;
  functions: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<PackageRow>`select id, name, functions from packages`.execute(db);
  for (const row of rows) {
    if (!PACKAGES_WITH_SIMULATIONS.includes(row.name.trim().toLowerCase())) continue;
    const functions = JSON.parse(row.functions) as string[];
    if (functions.includes('SIMULATIONS')) continue;
    const updated = JSON.stringify([...functions, 'SIMULATIONS']);
    await sql`update packages set functions = ${updated} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<PackageRow>`select id, name, functions from packages`.execute(db);
  for (const row of rows) {
    const functions = JSON.parse(row.functions) as string[];
    if (!functions.includes('SIMULATIONS')) continue;
    const updated = JSON.stringify(functions.filter((fn) => fn !== 'SIMULATIONS'));
    await sql`update packages set functions = ${updated} where id = ${row.id}`.execute(db);
  }
}
