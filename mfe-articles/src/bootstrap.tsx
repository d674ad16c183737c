// Standalone development entry: the remote's pages with the same providers the shell gives them.
import { mountStandaloneRemote } from '@oddslab/shared/standalone';
import { lazy } from 'react';

const NewsRoom = lazy(() => import('./exposed/news-room'));
const RumourMill = lazy(() => import('./exposed/rumour-mill'));
const NewsArticle = lazy(() => import('./exposed/news-article'));
const RumourArticle = lazy(() => import('./exposed/rumour-article'));

mountStandaloneRemote([
  { path: '/news-room', element: <NewsRoom /> },
  { path: '/rumour-mill', element: <RumourMill /> },
  { path: '/news-article/:id', element: <NewsArticle /> },
  { path: '/rumour-article/:id', element: <RumourArticle /> },
]);
