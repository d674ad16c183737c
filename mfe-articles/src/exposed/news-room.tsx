import { NewsRoomPage } from '../features/article-list/news-room-page';

export default NewsRoomPage;
