import type { BillingCycle, PackageCreateRequest } from '@oddslab/shared/contract';
import { Button, CheckboxField, SelectField, TextField } from '@oddslab/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { ALLOWED_PACKAGE_FUNCTIONS, parseFunctionsText } from './package-functions';

export interface PackageFormValues {
  name: string;
  description: string;
  functionsText: string;
  /** Pounds as typed, e.g. '9.99'. */
  priceText: string;
  billingCycle: BillingCycle;
  /** Whole number as typed; empty on the create form lists the package after every other. */
  displayOrderText: string;
  signupDefault: boolean;
}

export const EMPTY_PACKAGE_FORM: PackageFormValues = {
  name: '',
  description: '',
  functionsText: '',
  priceText: '0.00',
  billingCycle: 'MONTHLY',
  displayOrderText: '',
  signupDefault: false,
};

export type PackageDraft = Pick<
  PackageCreateRequest,
  'name' | 'description' | 'functions' | 'price' | 'billingCycle' | 'displayOrder' | 'signupDefault'
>;

type PackageField = 'name' | 'description' | 'functions' | 'price' | 'billingCycle' | 'displayOrder' | 'signupDefault';

/** Field-level problems the server reported, keyed by field name. */
export type PackageFieldErrors = Partial<Record<PackageField, string>>;

/** What a submit handler reports back: success, or the server's field problems to show inline. */
export type PackageSubmitResult = { ok: true } | { ok: false; fieldErrors: PackageFieldErrors };

const NAME_REQUIRED = 'Package name is required.';

// The spec keeps these limits implicit; the API enforces them, so the inputs stop at the same length.
const NAME_MAX_LENGTH = 60;
const DESCRIPTION_MAX_LENGTH = 500;
/** The API's bounds: prices in whole pence up to £100,000, display order 1-1000. */
const PRICE_MAX = 100_000;
const DISPLAY_ORDER_MAX = 1000;

const BILLING_OPTIONS: { value: BillingCycle; label: string }[] = [
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'YEARLY', label: 'Yearly' },
  { value: 'NONE', label: 'None (free, never expires)' },
];

/** Checks price, billing cycle and order the way the server does; the problems found, by field. */
export function offerProblems(values: PackageFormValues): PackageFieldErrors {
  const problems: PackageFieldErrors = {};
  const price = values.priceText.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(price)) problems.price = 'Enter the price in pounds and pence, e.g. 9.99.';
  else if (Number(price) > PRICE_MAX)
    problems.price = `The price can be at most £${PRICE_MAX.toLocaleString('en-GB')}.`;
  else if (values.billingCycle === 'NONE' && Number(price) > 0) {
    problems.price = 'A package without billing is free: set the price to 0 or choose a billing cycle.';
  }
  const order = values.displayOrderText.trim();
  if (order !== '' && (!/^\d+$/.test(order) || Number(order) < 1 || Number(order) > DISPLAY_ORDER_MAX)) {
    problems.displayOrder = `Enter a whole number from 1 to ${DISPLAY_ORDER_MAX}.`;
  }
  return problems;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Offer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  align-items: start;
`;

const Preview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Kept = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  strong { color: ${({ theme }) => theme.colors.text}; }
`;

const Dropped = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface PackageFormProps {
  initialValues: PackageFormValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (draft: PackageDraft) => Promise<PackageSubmitResult>;
  onCancel?: () => void;
  /** Clear the fields after a successful submit (the create form). */
  resetOnSuccess?: boolean;
  /**
   * The package already is the one new sign-ups receive: the box stays ticked, since only another package taking
   * the role (or a deletion naming a replacement) can change that.
   */
  signupDefaultLocked?: boolean;
}

/**
 * Name, description, comma-separated functions, price, billing cycle, display order and whether new sign-ups
 * receive the package. Functions are trimmed and filtered to the allowed names; the form shows which entries it
 * will save and which it drops before anything is sent.
 */
export function PackageForm({
  initialValues,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onCancel,
  resetOnSuccess = false,
  signupDefaultLocked = false,
}: PackageFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<PackageFieldErrors>({});
  const previewId = useId();
  const parsed = parseFunctionsText(values.functionsText);

  const edit = <K extends keyof PackageFormValues>(field: K, value: PackageFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const errorField: PackageField =
      field === 'functionsText'
        ? 'functions'
        : field === 'priceText'
          ? 'price'
          : field === 'displayOrderText'
            ? 'displayOrder'
            : (field as PackageField);
    // A billing cycle without a price problem of its own can resolve the price's.
    setErrors((current) => ({
      ...current,
      [errorField]: undefined,
      ...(field === 'billingCycle' ? { price: undefined } : {}),
    }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = values.name.trim();
    const problems: PackageFieldErrors = { ...(name === '' ? { name: NAME_REQUIRED } : {}), ...offerProblems(values) };
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    const description = values.description.trim();
    const order = values.displayOrderText.trim();
    const result = await onSubmit({
      name,
      description: description === '' ? null : description,
      functions: parsed.functions,
      price: Number(values.priceText.trim()),
      billingCycle: values.billingCycle,
      ...(order === '' ? {} : { displayOrder: Number(order) }),
      signupDefault: values.signupDefault,
    });
    if (result.ok) {
      setErrors({});
      if (resetOnSuccess) setValues(EMPTY_PACKAGE_FORM);
    } else {
      setErrors(result.fieldErrors);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <TextField
        label="Package Name"
        name="name"
        value={values.name}
        maxLength={NAME_MAX_LENGTH}
        required
        disabled={busy}
        error={errors.name}
        onChange={(event) => edit('name', event.target.value)}
      />
      <TextField
        label="Description"
        name="description"
        value={values.description}
        maxLength={DESCRIPTION_MAX_LENGTH}
        disabled={busy}
        error={errors.description}
        onChange={(event) => edit('description', event.target.value)}
      />
      <TextField
        label="Functions (comma-separated)"
        name="functions"
        value={values.functionsText}
        placeholder="FIXTURES, PREDICTIONS"
        hint={`Allowed: ${ALLOWED_PACKAGE_FUNCTIONS.join(', ')}`}
        disabled={busy}
        error={errors.functions}
        aria-controls={previewId}
        onChange={(event) => edit('functionsText', event.target.value)}
      />
      <Preview id={previewId} aria-live="polite">
        <Kept>
          Will save: <strong>{parsed.functions.length > 0 ? parsed.functions.join(', ') : 'no functions'}</strong>
        </Kept>
        {parsed.dropped.length > 0 && <Dropped>Not allowed, will be dropped: {parsed.dropped.join(', ')}</Dropped>}
      </Preview>
      <Offer>
        <TextField
          label="Price (£)"
          name="price"
          inputMode="decimal"
          value={values.priceText}
          hint="Per billing cycle, in pounds and pence"
          disabled={busy}
          error={errors.price}
          onChange={(event) => edit('priceText', event.target.value)}
        />
        <SelectField
          label="Billing cycle"
          name="billingCycle"
          value={values.billingCycle}
          options={BILLING_OPTIONS}
          disabled={busy}
          error={errors.billingCycle}
          onChange={(event) => edit('billingCycle', event.target.value as BillingCycle)}
        />
        <TextField
          label="Display order"
          name="displayOrder"
          inputMode="numeric"
          value={values.displayOrderText}
          hint="Lower numbers are listed first"
          placeholder="Last"
          disabled={busy}
          error={errors.displayOrder}
          onChange={(event) => edit('displayOrderText', event.target.value)}
        />
      </Offer>
      <CheckboxField
        label="New sign-ups get this package"
        name="signupDefault"
        checked={values.signupDefault}
        disabled={busy || signupDefaultLocked}
        description={
          signupDefaultLocked
            ? 'New sign-ups receive this package. To change that, tick this box on another package.'
            : 'Only one package can be the sign-up package: ticking this moves the role here.'
        }
        error={errors.signupDefault}
        onChange={(event) => edit('signupDefault', event.target.checked)}
      />
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </Actions>
    </Form>
  );
}
