import { ArticlePage } from './article-page';

export function RumourArticlePage() {
  return <ArticlePage listPath="/rumour-mill" backLabel="Back to Rumour Mill" />;
}
