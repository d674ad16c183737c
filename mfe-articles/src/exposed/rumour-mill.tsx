import { RumourMillPage } from '../features/article-list/rumour-mill-page';

export default RumourMillPage;
