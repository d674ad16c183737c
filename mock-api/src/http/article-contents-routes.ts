import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  ARTICLE_CONTENT_SORT_COLUMNS,
  type ArticleContent,
  ArticleContentBodyUpdateRequestSchema,
  ArticleContentListSchema,
  ArticleContentPageQuerySchema,
  ArticleContentPageSchema,
  ArticleContentRequestSchema,
  ArticleContentSchema,
  IdParamsSchema,
} from '@oddslab/shared/contract';
import type { FastifyRequest } from 'fastify';
import { ArticleContentsRepository } from '../db/articles-repository';
import { sanitizeArticleHtml } from '../services/html';
import { optionalText } from '../services/validation';
import { plainTextField } from './articles-routes';
import { currentUser, requireRole } from './auth-hooks';
import { conflict, fieldError, notFound, refuseBodyInQuery } from './errors';
import { resolvePageQuery } from './paging';
import { bearerSecurity, errorResponses } from './route-schemas';

/** Sanitised HTML; nothing left after sanitising → 400. */
function htmlField(field: string, html: string): string {
  const clean = sanitizeArticleHtml(html);
  if (!toVisibleText(clean)) throw fieldError(field, 'must contain text after unsafe HTML is removed');
  return clean;
}

const toVisibleText = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/**
 * The full text of articles: PUBLIC to read (article pages are public), ADMIN to write.
 * Bodies are sanitised on write (no scripts, event handlers, javascript: URLs, iframes or styles).
 */
/** The content fields an audit entry keeps. */
const contentFields = ({ body, sourceWebsiteName }: ArticleContent) => ({ body, sourceWebsiteName });

const articleContentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { articles, articleContents, auditLog } = app.repos;

  /**
   * Runs a content write with its audit entry in one transaction; the entry's subject is the parent article, so an
   * article's history holds its text's changes too. `write` returns the content before and after (null: none).
   */
  const audited = <T>(
    request: FastifyRequest,
    action: string,
    write: (
      repo: ArticleContentsRepository,
    ) => Promise<{ result: T; before: ArticleContent | null; after: ArticleContent | null }>,
  ): Promise<T> =>
    app.db.transaction().execute(async (trx) => {
      const { result, before, after } = await write(new ArticleContentsRepository(trx));
      await auditLog.record(
        {
          actor: currentUser(request),
          action,
          subjectType: 'article',
          subjectId: (after ?? before)!.parentArticleId,
          details: {
            ...(before && { before: contentFields(before) }),
            ...(after && { after: contentFields(after) }),
          },
        },
        trx,
      );
      return result;
    });
  const adminOnly = requireRole('ADMIN');
  const tags = ['article-contents'];
  const security = bearerSecurity;

  const findContent = async (id: number) => {
    const content = await articleContents.findById(id);
    if (!content) throw notFound(`Article content ${id} not found`);
    return content;
  };

  /** The parent must exist and must not already have a different content (one content per article). */
  const assertParentAvailable = async (parentArticleId: number, ownId: number | null) => {
    if (!(await articles.findById(parentArticleId))) throw notFound(`Article ${parentArticleId} not found`);
    const existing = await articleContents.findByParentId(parentArticleId);
    if (existing && existing.id !== ownId) {
      throw conflict(`Article ${parentArticleId} already has content ${existing.id}; update that instead`);
    }
  };

  app.get(
    '/article-contents',
    { schema: { tags, summary: 'Every article content (public)', response: { 200: ArticleContentListSchema } } },
    async () => articleContents.list(),
  );

  app.get(
    '/article-contents/page',
    {
      schema: {
        tags,
        summary: 'A page of article contents (public); sort id|parentArticleId, default id ASC',
        querystring: ArticleContentPageQuerySchema,
        response: { 200: ArticleContentPageSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      articleContents.page(
        resolvePageQuery(request.query, ARTICLE_CONTENT_SORT_COLUMNS, { sort: 'id', direction: 'ASC' }),
      ),
  );

  app.get(
    '/article-contents/parent/:id',
    {
      schema: {
        tags,
        summary: 'The content of article {id} (public; used by the article pages)',
        params: IdParamsSchema,
        response: { 200: ArticleContentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const content = await articleContents.findByParentId(request.params.id);
      if (!content) throw notFound('Article not found.');
      return content;
    },
  );

  app.get(
    '/article-contents/:id',
    {
      schema: {
        tags,
        summary: 'One article content (public)',
        params: IdParamsSchema,
        response: { 200: ArticleContentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => findContent(request.params.id),
  );

  app.post(
    '/article-contents',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Create the content of an article (ADMIN); HTML is sanitised; audited on the article',
        body: ArticleContentRequestSchema,
        response: { 201: ArticleContentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const body = htmlField('body', request.body.body);
      const source = request.body.sourceWebsiteName;
      await assertParentAvailable(request.body.parentArticleId, null);
      const input = {
        parentArticleId: request.body.parentArticleId,
        body,
        sourceWebsiteName: source ? plainTextField('sourceWebsiteName', source) : optionalText(source),
      };
      const created = await audited(request, 'article.content-create', async (repo) => {
        const content = await repo.create(input);
        return { result: content, before: null, after: content };
      });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/article-contents/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Update an article content (ADMIN); HTML is sanitised; audited on the article',
        params: IdParamsSchema,
        body: ArticleContentRequestSchema,
        response: { 200: ArticleContentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const current = await findContent(request.params.id);
      const body = htmlField('body', request.body.body);
      const source = request.body.sourceWebsiteName;
      await assertParentAvailable(request.body.parentArticleId, current.id);
      const changes = {
        parentArticleId: request.body.parentArticleId,
        body,
        ...(source !== undefined && {
          sourceWebsiteName: source ? plainTextField('sourceWebsiteName', source) : optionalText(source),
        }),
      };
      return audited(request, 'article.content-update', async (repo) => {
        const updated = (await repo.update(current.id, changes))!;
        return { result: updated, before: current, after: updated };
      });
    },
  );

  app.patch(
    '/article-contents/:id/body',
    {
      onRequest: adminOnly,
      preValidation: refuseBodyInQuery,
      schema: {
        tags,
        security,
        summary: 'Replace the HTML body (ADMIN); sanitised; the HTML goes in the JSON body, never the query string',
        params: IdParamsSchema,
        body: ArticleContentBodyUpdateRequestSchema,
        response: { 200: ArticleContentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const current = await findContent(request.params.id);
      const body = htmlField('body', request.body.body);
      return audited(request, 'article.content-update', async (repo) => {
        const updated = (await repo.update(current.id, { body }))!;
        return { result: updated, before: current, after: updated };
      });
    },
  );

  app.delete(
    '/article-contents/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Delete an article content (ADMIN); audited on the article',
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const current = await findContent(request.params.id);
      await audited(request, 'article.content-delete', async (repo) => ({
        result: await repo.delete(current.id),
        before: current,
        after: null,
      }));
      return reply.code(204).send(null);
    },
  );
};

export default articleContentsRoutes;
