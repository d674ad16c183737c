import type { Article, ArticleContent, Page } from '../contract';
import { api } from './api';

/** News Room and Rumour Mill show 1 featured + 4 articles per page (spec §9). */
export const ARTICLE_PAGE_SIZE = 5;

/** `page` is zero-based, as the server counts (the UI shows page + 1). */
export interface ArticleListPageArgs {
  page: number;
  size?: number;
}

const listParams = ({ page, size = ARTICLE_PAGE_SIZE }: ArticleListPageArgs) => ({
  page,
  size,
  sort: 'createdAt',
  direction: 'DESC',
});

export const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewsroomPage: build.query<Page<Article>, ArticleListPageArgs>({
      query: (args) => ({ url: 'articles/page/newsroom', params: listParams(args) }),
      providesTags: [{ type: 'Article', id: 'NEWS' }],
    }),
    getGossipPage: build.query<Page<Article>, ArticleListPageArgs>({
      query: (args) => ({ url: 'articles/page/gossip', params: listParams(args) }),
      providesTags: [{ type: 'Article', id: 'RUMOUR' }],
    }),
    getArticle: build.query<Article, number>({
      query: (id) => `articles/${id}`,
      providesTags: (_article, _error, id) => [{ type: 'Article', id }],
    }),
    /** The full text of article `parentId` (one object; 404 when it has none). */
    getArticleContentByParent: build.query<ArticleContent, number>({
      query: (parentId) => `article-contents/parent/${parentId}`,
      providesTags: (_content, _error, parentId) => [{ type: 'Article', id: `content-${parentId}` }],
    }),
  }),
});

export const { useGetNewsroomPageQuery, useGetGossipPageQuery, useGetArticleQuery, useGetArticleContentByParentQuery } =
  articlesApi;
