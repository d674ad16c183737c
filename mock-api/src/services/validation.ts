import { fieldError } from '../http/errors';

/** Trimmed text that must not be blank. */
export function requiredText(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw fieldError(field, 'must not be blank');
  return trimmed;
}

/** Optional trimmed text: blank becomes null. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** An image reference: blank → null; otherwise an absolute http(s) URL. */
export function imageUrl(field: string, value: string | null | undefined): string | null {
  const trimmed = optionalText(value);
  if (trimmed === null) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw fieldError(field, 'must be an http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw fieldError(field, 'must be an http(s) URL');
  return url.toString();
}

/**
 * A date of birth showing its owner is at least `minimumAge` whole years old today (UTC): required, a real date,
 * not before 1900. A birthday on 29 February counts from 1 March in other years.
 */
export function adultDateOfBirth(field: string, value: string, minimumAge: number, today = new Date()): string {
  const date = dateOfBirth(field, value, today);
  if (date === null) throw fieldError(field, 'is required');
  const todayText = today.toISOString().slice(0, 10);
  const latestBirthDate = `${String(Number(todayText.slice(0, 4)) - minimumAge).padStart(4, '0')}${todayText.slice(4)}`;
  if (date > latestBirthDate) {
    throw fieldError(field, `must show you are at least ${minimumAge}: you must be ${minimumAge} or over to register`);
  }
  return date;
}

/** A real calendar date (YYYY-MM-DD) between 1900-01-01 and today; blank → null. */
export function dateOfBirth(field: string, value: string | null | undefined, today = new Date()): string | null {
  const trimmed = optionalText(value);
  if (trimmed === null) return null;
  const date = new Date(`${trimmed}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== trimmed) {
    throw fieldError(field, 'must be a real date in YYYY-MM-DD format');
  }
  if (trimmed < '1900-01-01' || date > today) throw fieldError(field, 'must be between 1900-01-01 and today');
  return trimmed;
}
