import { SignupPage } from '../features/signup/signup-page';

export default SignupPage;
