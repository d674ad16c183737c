import { RumourArticlePage } from '../features/article/rumour-article-page';

export default RumourArticlePage;
