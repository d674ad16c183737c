import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  ARTICLE_SORT_COLUMNS,
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
import { toPlainText } from '../services/html';
import { requireRole } from './auth-hooks';
import { fieldError, notFound, refuseBodyInQuery } from './errors';
import { resolvePageQuery } from './paging';
import { bearerSecurity, errorResponses } from './route-schemas';

/** Plain text with tags stripped; blank afterwards → 400 naming the field. */
export function plainTextField(field: string, value: string): string {
  const text = toPlainText(value);
  if (!text) throw fieldError(field, 'must contain text (HTML tags are removed)');
  return text;
}

/**
 * Articles are PUBLIC to read (the News Room and Rumour Mill are public pages); writes are ADMIN only.
 * Titles and summaries are plain text: any HTML in them is stripped on write.
 */
const articlesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { articles } = app.repos;
  const adminOnly = requireRole('ADMIN');
  const tags = ['articles'];
  const security = bearerSecurity;

  const findArticle = async (id: number) => {
    const article = await articles.findById(id);
    if (!article) throw notFound(`Article ${id} not found`);
    return article;
  };

  const categoryPage = (query: PageQuery, category: ArticleCategory) =>
    articles.page(
      resolvePageQuery(query, ARTICLE_SORT_COLUMNS, { sort: 'createdAt', direction: 'DESC', size: 5 }),
      category,
    );

  app.get(
    '/articles',
    { schema: { tags, summary: 'Every article (public)', response: { 200: ArticleListSchema } } },
    async () => articles.list(),
  );

  app.get(
    '/articles/page',
    {
      schema: {
        tags,
        summary: 'A page of all articles (public); sort id|title|createdAt|category, default id ASC',
        querystring: ArticlePageQuerySchema,
        response: { 200: ArticlePageSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      articles.page(resolvePageQuery(request.query, ARTICLE_SORT_COLUMNS, { sort: 'id', direction: 'ASC' })),
  );

  app.get(
    '/articles/page/newsroom',
    {
      schema: {
        tags,
        summary: 'A page of news (public); zero-based page, default size 5, newest first',
        querystring: ArticlePageQuerySchema,
        response: { 200: ArticlePageSchema, ...errorResponses(400) },
      },
    },
    async (request) => categoryPage(request.query, 'NEWS'),
  );

  app.get(
    '/articles/page/gossip',
    {
      schema: {
        tags,
        summary: 'A page of rumours (public); zero-based page, default size 5, newest first',
        querystring: ArticlePageQuerySchema,
        response: { 200: ArticlePageSchema, ...errorResponses(400) },
      },
    },
    async (request) => categoryPage(request.query, 'RUMOUR'),
  );

  app.get(
    '/articles/:id',
    {
      schema: {
        tags,
        summary: 'One article (public)',
        params: IdParamsSchema,
        response: { 200: ArticleSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => findArticle(request.params.id),
  );

  app.post(
    '/articles',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Create an article (ADMIN)',
        body: ArticleCreateRequestSchema,
        response: { 201: ArticleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await articles.create({
        title: plainTextField('title', request.body.title),
        body: plainTextField('body', request.body.body),
        category: request.body.category,
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
        summary: 'Update an article (ADMIN)',
        params: IdParamsSchema,
        body: ArticleUpdateRequestSchema,
        response: { 200: ArticleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await findArticle(request.params.id);
      const changes = {
        title: plainTextField('title', request.body.title),
        body: plainTextField('body', request.body.body),
        category: request.body.category,
      };
      return (await articles.update(request.params.id, changes))!;
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
      await findArticle(request.params.id);
      return (await articles.update(request.params.id, { body: plainTextField('body', request.body.body) }))!;
    },
  );

  app.delete(
    '/articles/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Delete an article and its content (ADMIN)',
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await findArticle(request.params.id);
      await articles.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default articlesRoutes;
