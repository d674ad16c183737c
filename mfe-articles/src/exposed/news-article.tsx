import { NewsArticlePage } from '../features/article/news-article-page';

export default NewsArticlePage;
