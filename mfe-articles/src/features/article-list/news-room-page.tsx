import { NEWS_ROOM } from './article-list-config';
import { ArticleListPage } from './article-list-page';

export function NewsRoomPage() {
  return <ArticleListPage config={NEWS_ROOM} />;
}
