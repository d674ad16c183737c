import type { Kysely } from 'kysely';
import { dialectOf } from '../database';
import { withIdColumn } from './helpers';

/** Articles and their (at most one) HTML content, removed with the article. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await withIdColumn(db.schema.createTable('articles'), dialect)
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('articles_category_created_at_index')
    .on('articles')
    .columns(['category', 'created_at'])
    .execute();

  await withIdColumn(db.schema.createTable('article_contents'), dialect)
    .addColumn('parent_article_id', 'integer', (col) =>
      col.notNull().unique().references('articles.id').onDelete('cascade'),
    )
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('source_website_name', 'text')
    .execute();
}
