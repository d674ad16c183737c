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

/** The server's default minimum age; the form follows GET /api/auth/config once it has answered. */
export const DEFAULT_MINIMUM_SIGNUP_AGE = 18;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A date as YYYY-MM-DD in the visitor's own calendar. */
export function localIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Why a date of birth cannot register, or null: required, a real date, not in the future, old enough. */
export function dateOfBirthError(value: string, minimumAge: number, today: Date = new Date()): string | null {
  if (value === '') return 'Date of birth is required.';
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    return 'Please enter a real date of birth.';
  }
  const todayText = localIsoDate(today);
  if (value > todayText || value < '1900-01-01') return 'Please enter a real date of birth.';
  const latestBirthDate = `${pad(today.getFullYear() - minimumAge, 4)}${todayText.slice(4)}`;
  if (value > latestBirthDate) return `You must be at least ${minimumAge} years old to register.`;
  return null;
}

/** Spec §5 sign-up rules, one message per field; an empty object means the form may be sent. */
export function validateSignup(
  values: SignupValues,
  minimumAge = DEFAULT_MINIMUM_SIGNUP_AGE,
  today: Date = new Date(),
): SignupErrors {
  const errors: SignupErrors = {};
  if (values.name.trim() === '') errors.name = 'Full name is required.';
  if (!EMAIL_FORMAT.test(values.email.trim())) errors.email = 'Please enter a valid email address.';
  Object.assign(errors, newPasswordErrors(values.password, values.confirmPassword));
  const birthDate = dateOfBirthError(values.dateOfBirth, minimumAge, today);
  if (birthDate) errors.dateOfBirth = birthDate;
  if (!values.acceptedTerms) errors.acceptedTerms = TERMS_REQUIRED_MESSAGE;
  return errors;
}
