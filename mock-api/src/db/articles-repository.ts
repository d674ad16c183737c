import type { Article, ArticleCategory, ArticleContent, Page } from '@oddslab/shared/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import { nowIso, type PageRequest, totalPagesOf } from './rows';
import type { ArticlesTable, Database } from './schema';

export const ARTICLE_SORT_COLUMN_MAP = {
  id: 'id',
  title: 'title',
  createdAt: 'created_at',
  category: 'category',
} as const;
export type ArticleSortColumn = keyof typeof ARTICLE_SORT_COLUMN_MAP;

export const ARTICLE_CONTENT_SORT_COLUMN_MAP = {
  id: 'article_contents.id',
  parentArticleId: 'article_contents.parent_article_id',
} as const;
export type ArticleContentSortColumn = keyof typeof ARTICLE_CONTENT_SORT_COLUMN_MAP;

export interface ArticleInput {
  title: string;
  body: string;
  category: ArticleCategory;
  /** defaults to now; the seed spreads its articles over past days */
  createdAt?: string;
}

export interface ArticleContentInput {
  parentArticleId: number;
  body: string;
  sourceWebsiteName: string | null;
}

function toArticle(row: Selectable<ArticlesTable>): Article {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    category: row.category as ArticleCategory,
    createdAt: row.created_at,
  };
}

export class ArticlesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<Article[]> {
    const rows = await this.db.selectFrom('articles').selectAll().orderBy('id').execute();
    return rows.map(toArticle);
  }

  async findById(id: number): Promise<Article | null> {
    const row = await this.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toArticle(row) : null;
  }

  async page(request: PageRequest<ArticleSortColumn>, category?: ArticleCategory): Promise<Page<Article>> {
    let countQuery = this.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('total'));
    let rowsQuery = this.db.selectFrom('articles').selectAll();
    if (category) {
      countQuery = countQuery.where('category', '=', category);
      rowsQuery = rowsQuery.where('category', '=', category);
    }
    const direction = request.direction === 'DESC' ? 'desc' : 'asc';
    const [total, rows] = await Promise.all([
      countQuery.executeTakeFirstOrThrow(),
      rowsQuery
        .orderBy(sql.ref(ARTICLE_SORT_COLUMN_MAP[request.sort]), direction)
        .orderBy('id', direction)
        .limit(request.size)
        .offset(request.page * request.size)
        .execute(),
    ]);
    const totalElements = Number(total.total);
    return {
      content: rows.map(toArticle),
      totalElements,
      totalPages: totalPagesOf(totalElements, request.size),
      page: request.page,
      size: request.size,
    };
  }

  async create(input: ArticleInput): Promise<Article> {
    const row = await this.db
      .insertInto('articles')
      .values({
        title: input.title,
        body: input.body,
        category: input.category,
        created_at: input.createdAt ?? nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toArticle(row);
  }

  async update(id: number, changes: Partial<Omit<ArticleInput, 'createdAt'>>): Promise<Article | null> {
    const row = await this.db
      .updateTable('articles')
      .set({
        ...(changes.title !== undefined && { title: changes.title }),
        ...(changes.body !== undefined && { body: changes.body }),
        ...(changes.category !== undefined && { category: changes.category }),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? toArticle(row) : null;
  }

  /** Removes the article and (by cascade) its content. */
  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('articles').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
}

export class ArticleContentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private selectContents() {
    return this.db
      .selectFrom('article_contents')
      .innerJoin('articles', 'articles.id', 'article_contents.parent_article_id')
      .select([
        'article_contents.id',
        'article_contents.parent_article_id',
        'article_contents.body',
        'article_contents.source_website_name',
        'articles.title as parent_article_title',
      ]);
  }

  private toContent(row: {
    id: number;
    parent_article_id: number;
    body: string;
    source_website_name: string | null;
    parent_article_title: string;
  }): ArticleContent {
    return {
      id: row.id,
      parentArticleId: row.parent_article_id,
      parentArticleTitle: row.parent_article_title,
      body: row.body,
      sourceWebsiteName: row.source_website_name,
    };
  }

  async list(): Promise<ArticleContent[]> {
    const rows = await this.selectContents().orderBy('article_contents.id').execute();
    return rows.map((row) => this.toContent(row));
  }

  async findById(id: number): Promise<ArticleContent | null> {
    const row = await this.selectContents().where('article_contents.id', '=', id).executeTakeFirst();
    return row ? this.toContent(row) : null;
  }

  async findByParentId(parentArticleId: number): Promise<ArticleContent | null> {
    const row = await this.selectContents()
      .where('article_contents.parent_article_id', '=', parentArticleId)
      .executeTakeFirst();
    return row ? this.toContent(row) : null;
  }

  async page(request: PageRequest<ArticleContentSortColumn>): Promise<Page<ArticleContent>> {
    const direction = request.direction === 'DESC' ? 'desc' : 'asc';
    const [total, rows] = await Promise.all([
      this.db
        .selectFrom('article_contents')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
      this.selectContents()
        .orderBy(sql.ref(ARTICLE_CONTENT_SORT_COLUMN_MAP[request.sort]), direction)
        .orderBy('article_contents.id', direction)
        .limit(request.size)
        .offset(request.page * request.size)
        .execute(),
    ]);
    const totalElements = Number(total.total);
    return {
      content: rows.map((row) => this.toContent(row)),
      totalElements,
      totalPages: totalPagesOf(totalElements, request.size),
      page: request.page,
      size: request.size,
    };
  }

  async create(input: ArticleContentInput): Promise<ArticleContent> {
    const { id } = await this.db
      .insertInto('article_contents')
      .values({
        parent_article_id: input.parentArticleId,
        body: input.body,
        source_website_name: input.sourceWebsiteName,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await this.findById(id))!;
  }

  async update(id: number, changes: Partial<ArticleContentInput>): Promise<ArticleContent | null> {
    const result = await this.db
      .updateTable('article_contents')
      .set({
        ...(changes.parentArticleId !== undefined && { parent_article_id: changes.parentArticleId }),
        ...(changes.body !== undefined && { body: changes.body }),
        ...(changes.sourceWebsiteName !== undefined && { source_website_name: changes.sourceWebsiteName }),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? this.findById(id) : null;
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('article_contents').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
