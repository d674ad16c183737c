import { type Static, Type } from 'typebox';
import {
  ARTICLE_BODY_MAX_LENGTH,
  ARTICLE_SOURCE_MAX_LENGTH,
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
} from '../article-html';
import { PageOf, PageQueryOf } from './common';
import { RecordIdSchema } from './patterns';

export const ArticleCategorySchema = Type.Union([Type.Literal('NEWS'), Type.Literal('RUMOUR')]);
export type ArticleCategory = Static<typeof ArticleCategorySchema>;

/** A news or rumour article; `body` is a plain-text summary (the full text is its ArticleContent). */
export const ArticleSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    body: Type.String(),
    category: ArticleCategorySchema,
    /** ISO 8601 date-time */
    createdAt: Type.String(),
  },
  { $id: 'Article' },
);
export type Article = Static<typeof ArticleSchema>;

export const ArticleListSchema = Type.Array(ArticleSchema, { $id: 'ArticleList' });
export const ArticlePageSchema = PageOf(ArticleSchema, 'ArticlePage');

const title = Type.String({ minLength: 1, maxLength: ARTICLE_TITLE_MAX_LENGTH });
const summary = Type.String({ minLength: 1, maxLength: ARTICLE_SUMMARY_MAX_LENGTH });
const html = Type.String({ minLength: 1, maxLength: ARTICLE_BODY_MAX_LENGTH });

export const ArticleCreateRequestSchema = Type.Object(
  { title, body: summary, category: ArticleCategorySchema },
  { $id: 'ArticleCreateRequest', additionalProperties: false },
);
export type ArticleCreateRequest = Static<typeof ArticleCreateRequestSchema>;

export const ArticleUpdateRequestSchema = ArticleCreateRequestSchema;
export type ArticleUpdateRequest = ArticleCreateRequest;

/** PATCH articles/{id}/body: the new summary, as JSON (long text never travels in a query string). */
export const ArticleBodyUpdateRequestSchema = Type.Object(
  { body: summary },
  { $id: 'ArticleBodyUpdateRequest', additionalProperties: false },
);
export type ArticleBodyUpdateRequest = Static<typeof ArticleBodyUpdateRequestSchema>;

/** Columns GET articles/page may sort by. */
export const ARTICLE_SORT_COLUMNS = ['id', 'title', 'createdAt', 'category'] as const;
export const ArticlePageQuerySchema = PageQueryOf(ARTICLE_SORT_COLUMNS);

/** The full text of an article: sanitised HTML (h1/h2 headings, paragraphs, bullet lists). */
export const ArticleContentSchema = Type.Object(
  {
    id: Type.Integer(),
    parentArticleId: Type.Integer(),
    parentArticleTitle: Type.String(),
    body: Type.String(),
    sourceWebsiteName: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'ArticleContent' },
);
export type ArticleContent = Static<typeof ArticleContentSchema>;

export const ArticleContentListSchema = Type.Array(ArticleContentSchema, { $id: 'ArticleContentList' });
export const ArticleContentPageSchema = PageOf(ArticleContentSchema, 'ArticleContentPage');

/** HTML is sanitised on write; an article has at most one content. */
export const ArticleContentRequestSchema = Type.Object(
  {
    parentArticleId: RecordIdSchema,
    body: html,
    sourceWebsiteName: Type.Optional(Type.Union([Type.String({ maxLength: ARTICLE_SOURCE_MAX_LENGTH }), Type.Null()])),
  },
  { $id: 'ArticleContentRequest', additionalProperties: false },
);
export type ArticleContentRequest = Static<typeof ArticleContentRequestSchema>;

/** Columns GET article-contents/page may sort by. */
export const ARTICLE_CONTENT_SORT_COLUMNS = ['id', 'parentArticleId'] as const;
export const ArticleContentPageQuerySchema = PageQueryOf(ARTICLE_CONTENT_SORT_COLUMNS);

/** PATCH article-contents/{id}/body: the new HTML (sanitised), as JSON. */
export const ArticleContentBodyUpdateRequestSchema = Type.Object(
  { body: html },
  { $id: 'ArticleContentBodyUpdateRequest', additionalProperties: false },
);
export type ArticleContentBodyUpdateRequest = Static<typeof ArticleContentBodyUpdateRequestSchema>;
