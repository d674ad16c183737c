import { UnauthorizedPage } from '../features/unauthorized/unauthorized-page';

export default UnauthorizedPage;
