import { ArticlePage } from './article-page';

export function NewsArticlePage() {
  return <ArticlePage listPath="/news-room" backLabel="Back to News Room" />;
}
