import { EMAIL_FORMAT } from '../auth-rules/auth-rules';

export interface LoginValues {
  email: string;
  password: string;
}

/** Spec §5: the first failing rule's message, or null when the form may be sent. */
export function validateLogin({ email, password }: LoginValues): string | null {
  if (email.trim() === '' || password === '') return 'Email and password are required.';
  if (!EMAIL_FORMAT.test(email.trim())) return 'Invalid email format.';
  return null;
}
