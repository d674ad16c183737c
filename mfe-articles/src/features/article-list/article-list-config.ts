import { useGetGossipPageQuery, useGetNewsroomPageQuery } from '@oddslab/shared/api';

export interface ArticleListConfig {
  title: string;
  subtitle: string;
  loadingMessage: string;
  errorMessage: string;
  emptyMessage: string;
  /** Read More target prefix: `${articlePath}/${id}`. */
  articlePath: string;
  usePageQuery: typeof useGetNewsroomPageQuery;
}

export const NEWS_ROOM: ArticleListConfig = {
  title: 'News Room',
  subtitle: 'The latest football news that moves the markets.',
  loadingMessage: 'Loading articles...',
  // Spec §8 text, verbatim (no space after the full stop).
  errorMessage: 'Failed to load articles.Please try again later.',
  emptyMessage: 'No news articles yet. Check back soon.',
  articlePath: '/news-article',
  usePageQuery: useGetNewsroomPageQuery,
};

export const RUMOUR_MILL: ArticleListConfig = {
  title: 'Rumour Mill',
  subtitle: 'Transfer talk and dressing-room whispers, clearly labelled as rumour.',
  loadingMessage: 'Loading rumours...',
  errorMessage: 'Failed to load rumours. Please try again later.',
  emptyMessage: 'No rumours yet. Check back soon.',
  articlePath: '/rumour-article',
  usePageQuery: useGetGossipPageQuery,
};
