import { VerifyEmailPage } from '../features/account-email/verify-email-page';

export default VerifyEmailPage;
