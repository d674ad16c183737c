import { RUMOUR_MILL } from './article-list-config';
import { ArticleListPage } from './article-list-page';

export function RumourMillPage() {
  return <ArticleListPage config={RUMOUR_MILL} />;
}
