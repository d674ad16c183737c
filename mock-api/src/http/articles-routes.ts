import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  ARTICLE_SORT_COLUMNS,
  type Article,
  ArticleBodyUpdateRequestSchema,
  type ArticleCategory,
  ArticleCreateRequestSchema,
  ArticleListSchema,
  ArticlePageQuerySchema,
  ArticlePageSchema,
  ArticleSchema,
  ArticleUpdateRequestSchema,
  IdParamsSchema,
  type PageQuery,
} from '@oddslab/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ArticlesRepository } from '../db/articles-repository';
import { toPlainText } from '../services/html';
import { currentUser, requireRole } from './auth-hooks';
import { fieldError, notFound, refuseBodyInQuery } from './errors';
import { resolvePageQuery } from './paging';
import type { KeptRead } from './read-cache';
import { bearerSecurity, errorResponses } from './route-schemas';

/** Plain text with tags stripped; blank afterwards → 400 naming the field. */
export function plainTextField(field: string, value: string): string {
  const text = toPlainText(value);
  if (!text) throw fieldError(field, 'must contain text (HTML tags are removed)');
  return text;
}

/** `{ before, after }` of the article fields `changes` alters. */
function articleChangeDetails(current: Article, changes: Partial<Pick<Article, 'title' | 'body' | 'category'>>) {
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter((key) => changes[key] !== current[key]);
  return {
    before: Object.fromEntries(changed.map((key) => [key, current[key]])),
    after: Object.fromEntries(changed.map((key) => [key, changes[key]])),
  };
}

/**
 * Articles are PUBLIC to read (the News Room and Rumour Mill are public pages); writes are ADMIN only.
 * Titles and summaries are plain text: any HTML in them is stripped on write.
 */
const articlesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { articles, auditLog } = app.repos;
  const adminOnly = requireRole('ADMIN');
  const tags = ['articles'];
  const security = bearerSecurity;

  const findArticle = async (id: number) => {
    const article = await articles.findById(id);
    if (!article) throw notFound(`Article ${id} not found`);
    return article;
  };

  /**
   * Runs an article write with its audit entry in one transaction. `write` gets the transaction's repository and
   * returns the entry's subject id and `{ before, after }` details. Once committed, kept article answers are dropped.
   */
  const audited = async <T>(
    request: FastifyRequest,
    action: string,
    write: (repo: ArticlesRepository) => Promise<{ result: T; id: number; details: Record<string, unknown> }>,
  ): Promise<T> => {
    const written = await app.db.transaction().execute(async (trx) => {
      const { result, id, details } = await write(new ArticlesRepository(trx));
      await auditLog.record(
        { actor: currentUser(request), action, subjectType: 'article', subjectId: id, details },
        trx,
      );
      return result;
    });
    app.dataChanges.publish({ kind: 'articles-edited' });
    return written;
  };

  const keptRead = (variant: string): KeptRead => ({
    scope: 'articles',
    access: { kind: 'public' },
    variant: () => variant,
  });
  const listRead = keptRead('list');
  const allPagesRead = keptRead('page|all');
  const categoryReads: Record<ArticleCategory, KeptRead> = {
    NEWS: keptRead('page|NEWS'),
    RUMOUR: keptRead('page|RUMOUR'),
  };
  const articleRead = keptRead('article');

  const categoryPage = (request: FastifyRequest, reply: FastifyReply, query: PageQuery, category: ArticleCategory) =>
    app.readCache.respond(reply, 'articles', app.readCache.keyOf(request, categoryReads[category], query), () =>
      articles.page(
        resolvePageQuery(query, ARTICLE_SORT_COLUMNS, { sort: 'createdAt', direction: 'DESC', size: 5 }),
        category,
      ),
    );

  app.get(
    '/articles',
    {
      config: { keptRead: listRead },
      schema: { tags, summary: 'Every article (public)', response: { 200: ArticleListSchema } },
    },
    (request, reply) =>
      app.readCache.respond(reply, 'articles', app.readCache.keyOf(request, listRead, null), () => articles.list()),
  );

  app.get(
    '/articles/page',
    {
      config: { keptRead: allPagesRead },
      schema: {
        tags,
        summary: 'A page of all articles (public); sort id|title|createdAt|category, default id ASC',
        querystring: ArticlePageQuerySchema,
        response: { 200: ArticlePageSchema, ...errorResponses(400) },
      },
    },
    (request, reply) =>
      app.readCache.respond(reply, 'articles', app.readCache.keyOf(request, allPagesRead, request.query), () =>
        articles.page(resolvePageQuery(request.query, ARTICLE_SORT_COLUMNS, { sort: 'id', direction: 'ASC' })),
      ),
  );

  app.get(
    '/articles/page/newsroom',
    {
      config: { keptRead: categoryReads.NEWS },
      schema: {
        tags,
        summary: 'A page of news (public); zero-based page, default size 5, newest first',
        querystring: ArticlePageQuerySchema,
        response: { 200: ArticlePageSchema, ...errorResponses(400) },
      },
    },
    (request, reply) => categoryPage(request, reply, request.query, 'NEWS'),
  );

  app.get(
    '/articles/page/gossip',
    {
      config: { keptRead: categoryReads.RUMOUR },
      schema: {
        tags,
        summary: 'A page of rumours (public); zero-based page, default size 5, newest first',
        querystring: ArticlePageQuerySchema,
        response: { 200: ArticlePageSchema, ...errorResponses(400) },
      },
    },
    (request, reply) => categoryPage(request, reply, request.query, 'RUMOUR'),
  );

  app.get(
    '/articles/:id',
    {
      config: { keptRead: articleRead },
      schema: {
        tags,
        summary: 'One article (public)',
        params: IdParamsSchema,
        response: { 200: ArticleSchema, ...errorResponses(400, 404) },
      },
    },
    (request, reply) =>
      app.readCache.respond(reply, 'articles', app.readCache.keyOf(request, articleRead, request.params.id), () =>
        findArticle(request.params.id),
      ),
  );

  app.post(
    '/articles',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Create an article (ADMIN); audited as article.create',
        body: ArticleCreateRequestSchema,
        response: { 201: ArticleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const input = {
        title: plainTextField('title', request.body.title),
        body: plainTextField('body', request.body.body),
        category: request.body.category,
      };
      const created = await audited(request, 'article.create', async (repo) => {
        const article = await repo.create(input);
        return { result: article, id: article.id, details: { after: input } };
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/articles/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Update an article (ADMIN); audited as article.update',
        params: IdParamsSchema,
        body: ArticleUpdateRequestSchema,
        response: { 200: ArticleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const current = await findArticle(request.params.id);
      const changes = {
        title: plainTextField('title', request.body.title),
        body: plainTextField('body', request.body.body),
        category: request.body.category,
      };
      return audited(request, 'article.update', async (repo) => ({
        result: (await repo.update(current.id, changes))!,
        id: current.id,
        details: articleChangeDetails(current, changes),
      }));
    },
  );

  app.patch(
    '/articles/:id/body',
    {
      onRequest: adminOnly,
      preValidation: refuseBodyInQuery,
      schema: {
        tags,
        security,
        summary: 'Replace the summary text (ADMIN); the text goes in the JSON body, never the query string',
        params: IdParamsSchema,
        body: ArticleBodyUpdateRequestSchema,
        response: { 200: ArticleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const current = await findArticle(request.params.id);
      const changes = { body: plainTextField('body', request.body.body) };
      return audited(request, 'article.update', async (repo) => ({
        result: (await repo.update(current.id, changes))!,
        id: current.id,
        details: articleChangeDetails(current, changes),
      }));
    },
  );

  app.delete(
    '/articles/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Delete an article and its content (ADMIN); audited as article.delete',
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, title, body, category } = await findArticle(request.params.id);
      await audited(request, 'article.delete', async (repo) => ({
        result: await repo.delete(id),
        id,
        details: { before: { title, body, category } },
      }));
      return reply.code(204).send(null);
    },
  );
};

export default articlesRoutes;
