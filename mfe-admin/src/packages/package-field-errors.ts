import type { PackageFieldErrors } from './package-form';

const FIELD_LABELS = { name: 'Package name', description: 'Description', functions: 'Functions' } as const;

function isFieldIssue(value: unknown): value is { field: string; message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { field?: unknown }).field === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** Maps the API's validation details (`[{ field, message }]`) onto the package form's fields. */
export function packageFieldErrors(details: unknown): PackageFieldErrors {
  const errors: PackageFieldErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const issue of details.filter(isFieldIssue)) {
    const field = issue.field.split('.')[0];
    if ((field === 'name' || field === 'description' || field === 'functions') && !errors[field]) {
      errors[field] = `${FIELD_LABELS[field]} ${issue.message}`;
    }
  }
  return errors;
}
