import { normalizeApiError } from './normalize-api-error';

/** A failed call, split into messages for the form's own fields and one for the form as a whole. */
export interface ServerFormErrors<Field extends string> {
  /** Plain sentences keyed by field, e.g. { email: 'Email is already registered.' }. */
  fields: Partial<Record<Field, string>>;
  /** What the server said that concerns no field of this form; null when every problem has a field. */
  message: string | null;
}

function isIssue(value: unknown): value is { field: string; message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { field?: unknown }).field === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * Maps the server's `details` ({ field, message } issues) onto a form's fields, named by their visible labels, so
 * each error shows on the field it concerns in plain words ('Full name must not contain < or >.').
 */
export function serverFormErrors<Field extends string>(
  error: unknown,
  labels: Record<Field, string>,
): ServerFormErrors<Field> {
  const normalized = normalizeApiError(error);
  const fields: Partial<Record<Field, string>> = {};
  const issues = Array.isArray(normalized.details) ? normalized.details.filter(isIssue) : [];
  for (const issue of issues) {
    if (!(issue.field in labels) || fields[issue.field as Field]) continue;
    const message = issue.message.replace(/\.$/, '');
    fields[issue.field as Field] = `${labels[issue.field as Field]} ${message}.`;
  }
  const unplaced = issues.length === 0 || issues.some((issue) => !(issue.field in labels));
  return { fields, message: unplaced ? normalized.message : null };
}
