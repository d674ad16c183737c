import { UnsubscribePage } from '../features/account-email/unsubscribe-page';

export default UnsubscribePage;
