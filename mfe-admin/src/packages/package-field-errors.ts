import type { PackageFieldErrors } from './package-form';

const FIELD_LABELS = {
  name: 'Package name',
  description: 'Description',
  functions: 'Functions',
  price: 'Price',
  billingCycle: 'Billing cycle',
  displayOrder: 'Display order',
  signupDefault: 'Sign-up package',
} as const;

type FormField = keyof typeof FIELD_LABELS;

function isFieldIssue(value: unknown): value is { field: string; message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { field?: unknown }).field === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

const isFormField = (field: string | undefined): field is FormField =>
  field !== undefined && Object.hasOwn(FIELD_LABELS, field);

/** Maps the API's validation details (`[{ field, message }]`) onto the package form's fields. */
export function packageFieldErrors(details: unknown): PackageFieldErrors {
  const errors: PackageFieldErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const issue of details.filter(isFieldIssue)) {
    const field = issue.field.split('.')[0];
    if (isFormField(field) && !errors[field]) errors[field] = `${FIELD_LABELS[field]} ${issue.message}`;
  }
  return errors;
}
