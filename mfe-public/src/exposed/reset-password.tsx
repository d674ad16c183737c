import { ResetPasswordPage } from '../features/account-email/reset-password-page';

export default ResetPasswordPage;
