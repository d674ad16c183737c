import { type ColumnDefinitionBuilder, type CreateTableBuilder, sql } from 'kysely';
import type { DialectName } from '../database';

/** Adds an auto-generated integer primary key `id` in the dialect's own way. */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col: ColumnDefinitionBuilder) => col.primaryKey())
    : table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement());
}

/** `lower(column)` for case-insensitive unique indexes. */
export function lowerOf(column: string) {
  return sql`lower(${sql.ref(column)})`;
}
