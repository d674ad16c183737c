import type {
  Article,
  ArticleContent,
  ArticleContentRequest,
  ArticleCreateRequest,
  ArticleUpdateRequest,
  Page,
  PageQuery,
} from '../contract';
import { api } from './api';

/** News Room and Rumour Mill show 1 featured + 4 articles per page (spec §9). */
export const ARTICLE_PAGE_SIZE = 5;

/** `page` is zero-based, as the server counts (the UI shows page + 1). */
export interface ArticleListPageArgs {
  page: number;
  size?: number;
}

/** The query string of a News Room or Rumour Mill page, newest first. */
export const articleListParams = ({ page, size = ARTICLE_PAGE_SIZE }: ArticleListPageArgs) => ({
  page,
  size,
  sort: 'createdAt',
  direction: 'DESC',
});

/** Every article list: a write can move any article on any page of the News Room, Rumour Mill or admin list. */
const ARTICLE_LISTS = [
  { type: 'Article', id: 'NEWS' },
  { type: 'Article', id: 'RUMOUR' },
  { type: 'Article', id: 'ALL' },
] as const;

export const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewsroomPage: build.query<Page<Article>, ArticleListPageArgs>({
      query: (args) => ({ url: 'articles/page/newsroom', params: articleListParams(args) }),
      providesTags: [{ type: 'Article', id: 'NEWS' }],
    }),
    getGossipPage: build.query<Page<Article>, ArticleListPageArgs>({
      query: (args) => ({ url: 'articles/page/gossip', params: articleListParams(args) }),
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
    /** Every article, news and rumours together (the admin list). */
    getArticlesPage: build.query<Page<Article>, PageQuery>({
      query: (params) => ({ url: 'articles/page', params }),
      providesTags: [{ type: 'Article', id: 'ALL' }],
    }),
    createArticle: build.mutation<Article, ArticleCreateRequest>({
      query: (body) => ({ url: 'articles', method: 'POST', body }),
      invalidatesTags: [...ARTICLE_LISTS],
    }),
    updateArticle: build.mutation<Article, { id: number; body: ArticleUpdateRequest }>({
      query: ({ id, body }) => ({ url: `articles/${id}`, method: 'PUT', body }),
      invalidatesTags: (_article, _error, { id }) => [
        ...ARTICLE_LISTS,
        { type: 'Article', id },
        { type: 'Article', id: `content-${id}` },
      ],
    }),
    deleteArticle: build.mutation<void, number>({
      query: (id) => ({ url: `articles/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        ...ARTICLE_LISTS,
        { type: 'Article', id },
        { type: 'Article', id: `content-${id}` },
      ],
    }),
    createArticleContent: build.mutation<ArticleContent, ArticleContentRequest>({
      query: (body) => ({ url: 'article-contents', method: 'POST', body }),
      invalidatesTags: (_content, _error, { parentArticleId }) => [
        { type: 'Article', id: `content-${parentArticleId}` },
      ],
    }),
    updateArticleContent: build.mutation<ArticleContent, { id: number; body: ArticleContentRequest }>({
      query: ({ id, body }) => ({ url: `article-contents/${id}`, method: 'PUT', body }),
      invalidatesTags: (_content, _error, { body }) => [{ type: 'Article', id: `content-${body.parentArticleId}` }],
    }),
  }),
});

export const {
  useGetNewsroomPageQuery,
  useGetGossipPageQuery,
  useGetArticleQuery,
  useGetArticleContentByParentQuery,
  useGetArticlesPageQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useDeleteArticleMutation,
  useCreateArticleContentMutation,
  useUpdateArticleContentMutation,
} = articlesApi;
