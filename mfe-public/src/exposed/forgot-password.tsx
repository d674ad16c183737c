import { ForgotPasswordPage } from '../features/account-email/forgot-password-page';

export default ForgotPasswordPage;
