import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { withKeptStatements } from './database';

interface Db {
  items: { id: number; name: string };
}

/** An in-memory SQLite database behind the kept statements, counting how often a statement is really prepared. */
function openCounting(max?: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'oddslab-statements-'));
  const sqlite = new SQLite(path.join(dir, 'test.sqlite'));
  const prepared: string[] = [];
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((text: string) => {
    prepared.push(text);
    return prepare(text);
  }) as typeof sqlite.prepare;
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: withKeptStatements(sqlite, max) }) });
  return {
    db,
    prepared,
    close: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test('the same query is prepared once and answers with its current parameters and data', async () => {
  const { db, prepared, close } = openCounting();
  try {
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text')
      .execute();
    await db.insertInto('items').values({ id: 1, name: 'one' }).execute();
    await db.insertInto('items').values({ id: 2, name: 'two' }).execute();
    const byId = (id: number) => db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();
    assert.deepEqual(await byId(1), { name: 'one' });
    assert.deepEqual(await byId(2), { name: 'two' });
    await db.updateTable('items').set({ name: 'uno' }).where('id', '=', 1).execute();
    assert.deepEqual(await byId(1), { name: 'uno' });
    const selects = prepared.filter((text) => text.startsWith('select'));
    assert.equal(selects.length, 1, 'one select statement, prepared once');
    // A kept statement still works after the schema changed under it.
    await db.schema.alterTable('items').addColumn('extra', 'text').execute();
    assert.deepEqual(await byId(2), { name: 'two' });
  } finally {
    await close();
  }
});

test('a statement still being iterated is not handed out again, and the kept ones are bounded', async () => {
  const { db, prepared, close } = openCounting(2);
  try {
    await db.schema
      .createTable('items')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text')
      .execute();
    await db
      .insertInto('items')
      .values([
        { id: 1, name: 'one' },
        { id: 2, name: 'two' },
      ])
      .execute();
    const all = sql<{ id: number }>`select id from items order by id`;
    // Kysely runs one query at a time on the connection; should a statement be mid-iteration all the same, the
    // same query gets a statement of its own.
    const kept = withKeptStatements(new SQLite(':memory:'));
    kept.prepare('create table t (id integer)').run([]);
    kept.prepare('insert into t values (1), (2)').run([]);
    const seen: number[][] = [];
    for (const row of kept.prepare('select id from t').iterate([]) as Iterable<{ id: number }>) {
      seen.push([row.id, kept.prepare('select id from t').all([]).length]);
    }
    kept.close();
    assert.deepEqual(seen, [
      [1, 2],
      [2, 2],
    ]);
    // Three shapes through a cache of two: the first is prepared again.
    const before = prepared.length;
    await all.execute(db);
    await db.selectFrom('items').select('name').execute();
    await db.selectFrom('items').select(['id', 'name']).execute();
    await all.execute(db);
    assert.equal(prepared.length - before, 4);
  } finally {
    await close();
  }
});
