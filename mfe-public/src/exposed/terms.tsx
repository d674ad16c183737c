import { TermsPage } from '../features/legal/terms-page';

export default TermsPage;
