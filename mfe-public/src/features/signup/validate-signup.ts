import { EMAIL_FORMAT, newPasswordErrors } from '../auth-rules/auth-rules';

export interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  dateOfBirth: string;
  country: string;
  acceptedTerms: boolean;
}

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

export const SIGNUP_COUNTRIES = ['United Kingdom', 'United States', 'Canada', 'Australia'] as const;

export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms and conditions to continue.';

/** Spec §5 sign-up rules, one message per field; an empty object means the form may be sent. */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (values.name.trim() === '') errors.name = 'Full name is required.';
  if (!EMAIL_FORMAT.test(values.email.trim())) errors.email = 'Please enter a valid email address.';
  Object.assign(errors, newPasswordErrors(values.password, values.confirmPassword));
  if (!values.acceptedTerms) errors.acceptedTerms = TERMS_REQUIRED_MESSAGE;
  return errors;
}
